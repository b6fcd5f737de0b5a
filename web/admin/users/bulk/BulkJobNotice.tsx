import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Job } from '../../jobs/api';
import { JobProgress } from '../../jobs/JobProgress';
import { bulkJobTitle } from './BulkResultDialog';

type Props = { job: Job | undefined; onShow: () => void; onDismiss: () => void };

/** Above the Users table while a bulk action's dialog is closed: its progress, then its outcome to open. */
export function BulkJobNotice({ job, onShow, onDismiss }: Props) {
  const running = !job || job.status === 'running';
  const severity = running ? 'info' : job.status === 'failed' ? 'error' : 'success';
  return (
    <Alert
      severity={severity}
      role="region"
      aria-label="Bulk action status"
      sx={{ mb: 2, '& .MuiAlert-message': { flex: 1 } }}
      onClose={running ? undefined : onDismiss}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <div style={{ flex: 1 }}>
          {job && <AlertTitle sx={{ mb: running ? 1 : 0 }}>{bulkJobTitle(job)}</AlertTitle>}
          {running && <JobProgress job={job} note={null} />}
        </div>
        <Button size="small" color="inherit" variant="outlined" onClick={onShow} sx={{ alignSelf: 'flex-start' }}>
          {running ? 'Show Progress' : 'View Result'}
        </Button>
      </Stack>
    </Alert>
  );
}
