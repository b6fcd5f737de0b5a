import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '../../components/format';
import { ProjectUrlLink } from '../../components/StudentLink';
import { useMyRemovals } from './api';

/** Manage Projects: each submission an admin removed, with the reason they gave (moderation). */
export function RemovedNotices() {
  const { data: removals = [] } = useMyRemovals();
  if (!removals.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }} role="region" aria-label="Removed projects">
      <AlertTitle>{removals.length === 1 ? 'A Project Was Removed' : `${removals.length} Projects Were Removed`}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        An admin removed these submissions and their points. You may submit the project again with your own work.
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {removals.map((removal) => (
          <li key={removal.id}>
            <strong>{removal.project_name}</strong> ({removal.course_title}, {formatNumber(removal.points)} points), removed{' '}
            {formatDate(removal.removed_at)}. <span>Reason: {removal.reason}</span>
            <br />
            <ProjectUrlLink url={removal.url} />
          </li>
        ))}
      </Typography>
    </Alert>
  );
}
