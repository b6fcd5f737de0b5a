import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { COHORTS } from '../../../contracts/admin-messages';
import { JOB_KEPT_HOURS } from '../../../contracts/jobs';
import { AcademyDate } from '../components/academyTime';
import type { Job } from './api';
import { jobProgressText } from './JobProgress';

const STATUS = {
  running: { label: 'Running', color: 'info' },
  succeeded: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

const outcome = (job: Job) => job.result?.message ?? job.error?.message ?? jobProgressText(job);

type Props = { title: string; jobs: Job[]; onOpen: (job: Job) => void };

/** The signed-in admin's recent jobs (kept JOB_KEPT_HOURS), each with its outcome, to open again. */
export function RecentJobs({ title, jobs, onOpen }: Props) {
  const id = useId();
  if (jobs.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Started by you in the last {JOB_KEPT_HOURS} hours; their outcomes are kept that long.
      </Typography>
      <List dense disablePadding>
        {jobs.map((job) => (
          <ListItem key={job.id} disableGutters divider>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              useFlexGap
              sx={{ gap: 1, width: '100%', alignItems: { sm: 'center' } }}
            >
              <Chip size="small" variant="outlined" label={STATUS[job.status].label} color={STATUS[job.status].color} />
              {job.deliveries && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={COHORTS.delivered(job.deliveries.sent, job.deliveries.total)}
                  color={job.deliveries.sent === job.deliveries.total ? 'success' : 'default'}
                />
              )}
              <ListItemText
                id={`${id}-${job.id}`}
                primary={outcome(job)}
                secondary={<AcademyDate value={job.created_at} withTime />}
                sx={{ flex: 1, my: 0 }}
              />
              <Button
                size="small"
                aria-describedby={`${id}-${job.id}`}
                onClick={() => onOpen(job)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {job.status === 'running' ? 'Show Progress' : 'Show Result'}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
