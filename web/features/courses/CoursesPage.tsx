import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { QueryContent } from '../../components/States';
import { useSay, useT } from '../../i18n/useT';
import { useCourses } from './api';
import { CourseImage } from './CourseImage';

/** /courses: every course with its projects and users. */
export function CoursesPage() {
  const query = useCourses();
  const { data: courses = [] } = query;
  const t = useT();
  const say = useSay();
  return (
    <>
      <PageHeader title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <QueryContent
        query={query}
        loadingLabel={t('courses.loading')}
        errorMessage={say(LOAD_FAILED.courses)}
        isEmpty={courses.length === 0}
        emptyMessage={say(EMPTY.courses)}
      >
        <Grid container spacing={2.5}>
          {courses.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={paths.course(course.id)}
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    justifyContent: 'flex-start',
                  }}
                >
                  <CourseImage image={course.image} title={course.title} id={course.id} />
                  <CardContent>
                    <Typography variant="h6" component="h2" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {course.title}
                    </Typography>
                    {course.description && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        dir="auto"
                        sx={{
                          mt: 0.5,
                          display: '-webkit-box',
                          WebkitLineClamp: 3,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {course.description}
                      </Typography>
                    )}
                    <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                      <Chip
                        size="small"
                        icon={<FolderOutlined />}
                        label={t('courses.projectsCount', { count: course.projects_count })}
                      />
                      <Chip
                        size="small"
                        icon={<GroupsOutlined />}
                        label={t('courses.usersCount', { count: course.users_count })}
                      />
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </QueryContent>
    </>
  );
}
