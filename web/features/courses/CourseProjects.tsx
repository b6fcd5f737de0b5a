import CheckCircle from '@mui/icons-material/CheckCircle';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CourseProject } from '../../../contracts/courses';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { useStudentSession } from '../auth/useStudentSession';
import { useEnrolledCourses, useMySubmissions } from '../submissions/api';

/** Whether the signed-in student is enrolled in the course (from their own courses call); nothing for a visitor. */
export function EnrolledChip({ courseId }: { courseId: number }) {
  const { signedIn } = useStudentSession();
  const { data: courses } = useEnrolledCourses(signedIn);
  const t = useT();
  if (!signedIn || !courses) return null;
  return courses.some((course) => course.id === courseId) ? (
    <Chip icon={<CheckCircle />} color="success" label={t('courses.enrolled')} />
  ) : (
    <Chip variant="outlined" label={t('courses.notEnrolled')} />
  );
}

/** A course page's projects with their points; the signed-in student's submitted ones marked. */
export function CourseProjects({ projects }: { projects: CourseProject[] }) {
  const headingId = useId();
  const t = useT();
  const { signedIn } = useStudentSession();
  const { data: submissions } = useMySubmissions(signedIn);
  const submitted = new Set((submissions ?? []).map((submission) => submission.project_id));
  if (projects.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('courses.projects')}
      </Typography>
      <List>
        {projects.map((project) => (
          <ListItem key={project.id} sx={{ gap: 1.5 }}>
            <ListItemText
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              primary={
                <Link component={RouterLink} to={paths.project(project.id)} underline="hover" dir="auto" sx={{ fontWeight: 600 }}>
                  {project.name}
                </Link>
              }
            />
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0, alignItems: 'center' }}>
              {submitted.has(project.id) && (
                <Chip size="small" color="success" icon={<CheckCircle />} label={t('courses.submitted')} />
              )}
              {project.archived_at && <Chip size="small" variant="outlined" label={t('courses.projectArchived')} />}
              <Chip size="small" color="primary" label={t('courses.points', { count: project.points_value })} />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
