import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FORM_DIALOG_WIDTH } from '../../../../contracts/constants';
import type { BulkRefusal, BulkResult } from '../../../../contracts/bulk';
import { formatCount } from '../../../components/format';

type Props = { open: boolean; result: BulkResult; changedLabel: string; onClose: () => void };

/** Listed under each reason; the rest is counted ('and 120 more'). */
const SHOWN_PER_REASON = 50;

function byReason(refused: BulkRefusal[]) {
  const groups = new Map<string, BulkRefusal[]>();
  for (const refusal of refused) groups.set(refusal.reason, [...(groups.get(refusal.reason) ?? []), refusal]);
  return [...groups];
}

/** What a bulk action did: how many it changed, and every refused user under the reason. */
export function BulkResultDialog({ open, result, changedLabel, onClose }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: FORM_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={`${id}-title`}>{result.message}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-summary`}>
          {changedLabel}: {result.changed} of {formatCount(result.requested, 'user')}.
          {result.refused.length > 0 && ` Refused: ${result.refused.length}.`}
        </DialogContentText>
        {byReason(result.refused).map(([reason, refusals]) => (
          <section key={reason} aria-label={reason}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {reason} ({refusals.length})
            </Typography>
            <List dense disablePadding>
              {refusals.slice(0, SHOWN_PER_REASON).map((refusal) => (
                <ListItem key={refusal.user_id} disableGutters>
                  <ListItemText
                    primary={refusal.name ?? `User #${refusal.user_id}`}
                    secondary={refusal.email ?? 'No longer exists'}
                  />
                </ListItem>
              ))}
              {refusals.length > SHOWN_PER_REASON && (
                <ListItem disableGutters>
                  <ListItemText secondary={`and ${refusals.length - SHOWN_PER_REASON} more`} />
                </ListItem>
              )}
            </List>
          </section>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
