import Alert from '@mui/material/Alert';
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
import { BULK } from '../../../../contracts/admin-messages';
import type { BulkRefusal, BulkResult } from '../../../../contracts/bulk';
import type { JobKind } from '../../../../contracts/jobs';
import { formatCount } from '../../../components/format';
import type { Job } from '../../jobs/api';
import { JobProgress } from '../../jobs/JobProgress';

type Props = { open: boolean; job: Job; onClose: () => void };

type BulkKind = Exclude<JobKind, 'import'>;
const ACTION: Record<BulkKind, { running: string; changed: string; failed: string }> = {
  bulk_enroll: { running: 'Enrolling Users', changed: 'Enrolled', failed: BULK.enrollFailed },
  bulk_achievement: { running: 'Giving The Achievement', changed: 'Given', failed: BULK.giveFailed },
};
const action = (job: Job) => ACTION[job.kind as BulkKind];

/** The dialog's title: what runs, what it did, or that it failed. */
export const bulkJobTitle = (job: Job) =>
  job.result?.message ?? (job.status === 'failed' ? action(job).failed : `${action(job).running}…`);

/** Listed under each reason; the rest is counted ('and 120 more'). */
const SHOWN_PER_REASON = 50;

function byReason(refused: BulkRefusal[]) {
  const groups = new Map<string, BulkRefusal[]>();
  for (const refusal of refused) groups.set(refusal.reason, [...(groups.get(refusal.reason) ?? []), refusal]);
  return [...groups];
}

function Outcome({ id, result, changedLabel }: { id: string; result: BulkResult; changedLabel: string }) {
  return (
    <>
      <DialogContentText id={id}>
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
    </>
  );
}

/**
 * A bulk action's job: its progress while it runs (closing the dialog leaves it running), then
 * what it did (how many it changed, every refused user under the reason) or why it failed.
 */
export function BulkResultDialog({ open, job, onClose }: Props) {
  const id = useId();
  const result = job.result && 'refused' in job.result ? job.result : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: FORM_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={`${id}-title`}>{bulkJobTitle(job)}</DialogTitle>
      <DialogContent>
        {result && <Outcome id={`${id}-summary`} result={result} changedLabel={action(job).changed} />}
        {job.status === 'failed' && (
          <Alert id={`${id}-summary`} severity="error">
            {job.error?.message || action(job).failed}
          </Alert>
        )}
        {job.status === 'running' && (
          <div id={`${id}-summary`}>
            <JobProgress job={job} note="You can close this: the work goes on, and a message says when it ends." />
          </div>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* A new button when the job ends, so focus moves to it (the outcome is read from the title). */}
        <Button key={job.status} variant="contained" onClick={onClose} autoFocus>
          {job.status === 'running' ? 'Hide' : 'Close'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
