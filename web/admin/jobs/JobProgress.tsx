import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { JOBS, type JobKind } from '../../../contracts/jobs';
import { formatCount, formatNumber } from '../../components/format';
import type { Job } from './api';

/** What `total` counts while a job applies its change. */
const COUNTED: Record<JobKind, string> = { import: 'Row', bulk_enroll: 'User', bulk_achievement: 'User' };

/** The stage in words; only hashing has a measured share, the other stages say what they wait for. */
export function jobProgressText(job: Pick<Job, 'kind' | 'stage' | 'done' | 'total'>): string {
  switch (job.stage) {
    case 'queued':
      return 'Queued: Waiting To Start…';
    case 'hashing':
      return `Hashing Passwords: ${formatNumber(job.done)} Of ${formatNumber(job.total)}`;
    case 'applying':
      return `Applying The Changes To ${formatCount(job.total, COUNTED[job.kind])} (All Or Nothing)…`;
    case 'finished':
      return 'Finished';
  }
}

/** A stable ref that focuses its element once, when it appears (a screen that replaced the one with focus). */
export const focusOnMount = (node: HTMLElement | null) => node?.focus();

type Props = { job: Job | undefined; /** Under the bar: that staff may leave (null: nothing). */ note?: string | null };

/** A running job's progress: a labelled bar (determinate while hashing), and that staff may leave. */
export function JobProgress({ job, note = JOBS.started }: Props) {
  const id = useId();
  const text = job ? jobProgressText(job) : 'Loading…';
  const measured = job?.stage === 'hashing' && job.total > 0;
  return (
    <Stack spacing={1.5}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
      <LinearProgress
        aria-labelledby={`${id}-label`}
        variant={measured ? 'determinate' : 'indeterminate'}
        value={measured ? Math.round((100 * job.done) / job.total) : undefined}
        aria-valuetext={measured ? `${formatNumber(job.done)} of ${formatNumber(job.total)}` : undefined}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}
