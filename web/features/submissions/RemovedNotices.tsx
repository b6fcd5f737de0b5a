import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { formatDate } from '../../components/format';
import { ProjectUrlLink } from '../../components/StudentLink';
import { useT } from '../../i18n/useT';
import { useMyRemovals } from './api';

/** Marks an element's place in a formatted text (no catalogue text or figure holds it). */
const MARK = '\u0000';

/**
 * One catalogue sentence with elements in it (a bold name, text a person wrote in its own
 * direction), so each language orders the whole sentence: `format` gets a marker for each
 * element, and the text is cut at the markers.
 */
function withElements(format: (marks: Record<string, string>) => string, elements: Record<string, ReactNode>) {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return format(marks)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
}

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
