import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { formatCount } from '../../components/format';
import { isNotFound, MissingPage } from '../../components/MissingPage';
import { Loading, EmptyState } from '../../components/States';
import { UserAvatar } from '../../components/UserAvatar';
import type { Developer } from '../../../contracts/items';
import { useCourseUsers } from './api';
import { CourseImage } from './CourseImage';

/** Users grouped by the first letter of the name, A to Z ('#' for the rest, last). */
export function groupByInitial(users: Developer[]) {
  const groups = new Map<string, Developer[]>();
  for (const user of [...users].sort((a, b) => a.name.localeCompare(b.name))) {
    const initial = user.name.trim().charAt(0).toUpperCase();
    const key = /[A-Z]/.test(initial) ? initial : '#';
    groups.set(key, [...(groups.get(key) ?? []), user]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}

/** /course/{id}: the course and its users grouped by first letter. */
export function CoursePage() {
  const { id } = useParams();
  const { data, isPending, error, refetch, isFetching } = useCourseUsers(id);
  if (isPending) return <Loading label="Loading course" />;
  const back = { to: paths.courses, label: 'Back To Courses' };
  if (error && !isNotFound(error)) {
    return (
      <MissingPage
        title={LOAD_FAILED.course}
        text={LOAD_FAILED.checkConnection}
        back={back}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!data?.course) return <MissingPage title="Course Not Found" back={back} />;
  const { course, users = [] } = data;
  return (
    <>
      <Card sx={{ mb: 4 }}>
        <Grid container>
          <Grid size={{ xs: 12, md: 4 }}>
            <CourseImage image={course.image} title={course.title} id={course.id} height={220} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ p: { xs: 2.5, md: 3.5 } }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 }, overflowWrap: 'anywhere' }}>
              {course.title}
            </Typography>
            {course.description && (
              <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {course.description}
              </Typography>
            )}
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip label={formatCount(course.projects_count, 'Project')} />
              <Chip label={formatCount(course.users_count, 'User')} />
              {course.link && (
                <Button size="small" href={course.link} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
                  Course Page
                </Button>
              )}
            </Stack>
          </Grid>
        </Grid>
      </Card>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Enrolled Users
      </Typography>
      {users.length === 0 ? (
        <EmptyState message={EMPTY.users} />
      ) : (
        groupByInitial(users).map(([letter, group]) => (
          <Box key={letter} component="section" aria-label={`Users starting with ${letter}`} sx={{ mb: 3 }}>
            <Typography
              variant="h6"
              component="h3"
              color="primary"
              sx={{ borderBottom: 2, borderColor: 'primary.light', mb: 1.5, width: 40 }}
            >
              {letter}
            </Typography>
            <Grid container spacing={1.5}>
              {group.map((user) => (
                <Grid key={user.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card>
                    <CardActionArea
                      component={RouterLink}
                      to={paths.user(user.id)}
                      sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}
                    >
                      <UserAvatar avatar={user.avatar} sx={{ flexShrink: 0 }} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }} noWrap title={user.name}>
                          {user.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {formatCount(user.total_points, 'Point')}
                        </Typography>
                      </Box>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Box>
        ))
      )}
    </>
  );
}
