import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../components/format';
import { ProjectUrlLink } from '../../components/StudentLink';
import { useT } from '../../i18n/useT';
import { withElements } from '../../i18n/withElements';
import { useMyRemovals } from './api';

/** Manage Projects: each submission an admin removed, with the reason they gave (moderation). */
export function RemovedNotices() {
  const t = useT();
  const { data: removals = [] } = useMyRemovals();
  if (!removals.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }} role="region" aria-label={t('submissions.removed.label')}>
      <AlertTitle>{t('submissions.removed.title', { count: removals.length })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('submissions.removed.text')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {removals.map((removal) => (
          <li key={removal.id}>
            {withElements(
              (marks) =>
                t('submissions.removed.item', {
                  ...marks,
                  points: removal.points,
                  date: formatDate(removal.removed_at),
                }),
              {
                project: (
                  <strong>
                    <bdi>{removal.project_name}</bdi>
                  </strong>
                ),
                course: <bdi>{removal.course_title}</bdi>,
                reason: <bdi>{removal.reason}</bdi>,
              },
            )}
            <br />
            <ProjectUrlLink url={removal.url} dir="ltr" />
          </li>
        ))}
      </Typography>
    </Alert>
  );
}
