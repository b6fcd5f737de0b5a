import ArrowIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AuditEntry } from './api';
import { changedFields, fieldLabel, valueText } from './changes';
import { AcademyDate } from '../components/academyTime';
import { wordLabel } from './format';

type Props = { entry: AuditEntry | null; open: boolean; onClose: () => void };

const wrapping = { whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/** One line of the log: who did what to which record and when, and each changed field before -> after. */
export function AuditEntryDialog({ entry, open, onClose }: Props) {
  const id = useId();
  const changes = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{entry?.summary}</DialogTitle>
      {entry && (
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            By {entry.admin_name} on <AcademyDate value={entry.created_at} withTime /> · {wordLabel(entry.entity)}
            {entry.entity_id !== null && ` #${entry.entity_id}`} · {wordLabel(entry.action)}
          </Typography>
          {changes.length === 0 ? (
            <Typography>No field changed.</Typography>
          ) : (
            <Table size="small" aria-label="Changed fields">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell padding="none" aria-hidden />
                  <TableCell>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, ...wrapping }}>
                      {fieldLabel(entry.entity, change.field)}
                    </TableCell>
                    <TableCell sx={{ ...wrapping, color: 'text.secondary' }}>{valueText(change.before)}</TableCell>
                    <TableCell padding="none" aria-hidden>
                      <ArrowIcon fontSize="small" color="action" />
                    </TableCell>
                    <TableCell sx={wrapping}>{valueText(change.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
