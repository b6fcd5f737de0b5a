import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EMPTY } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { formatDate } from '../../components/format';
import { ProjectUrlLink } from '../../components/StudentLink';
import { AchievementBadge } from '../achievements/AchievementBadge';
import type { Profile } from '../../../contracts/users';
import { useSay, useT } from '../../i18n/useT';

/** A titled card of the profile, a region named by its heading. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const None = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

/** The profile's lists: courses, projects, achievements and skills. */
export function ProfileSections({ user }: { user: Profile }) {
  const courses = user.courses ?? [];
  const projects = user.projects ?? [];
  const skills = user.skills ?? [];
  const t = useT();
  const say = useSay();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block title={t('users.profile.courses')}>
          {courses.length === 0 ? (
            <None text={say(EMPTY.courses)} />
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {courses.map((course) => (
                <Chip
                  key={course.id}
                  component={RouterLink}
                  to={paths.course(course.id)}
                  clickable
                  label={<bdi>{course.title}</bdi>}
                  color="primary"
                  variant="outlined"
                />
              ))}
            </Stack>
          )}
        </Block>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block title={t('users.profile.skills')}>
          {skills.length === 0 ? (
            <None text={say(EMPTY.skills)} />
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {skills.map((skill) => (
                <Chip key={skill.id} label={<bdi>{skill.name}</bdi>} />
              ))}
            </Stack>
          )}
        </Block>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block title={t('users.profile.projects')}>
          {projects.length === 0 ? (
            <None text={say(EMPTY.projects)} />
          ) : (
            <List dense disablePadding>
              {projects.map((project) => (
                // Text and chip side by side: the text takes the room left and wraps, the chip never covers it.
                <ListItem key={project.id} disableGutters sx={{ gap: 1.5, alignItems: 'center' }}>
                  <ListItemText
                    sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    primary={
                      <>
                        <Link component={RouterLink} to={paths.project(project.project_id)} underline="hover" dir="auto">
                          {project.project_name}
                        </Link>
                        {' · '}
                        <ProjectUrlLink url={project.url} icon sx={{ fontSize: 13 }} />
                      </>
                    }
                    secondary={<bdi>{project.course_title}</bdi>}
                  />
                  <Chip
                    size="small"
                    color="primary"
                    label={t('users.points', { count: project.points_value })}
                    sx={{ flexShrink: 0 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Block>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block title={t('users.profile.achievements')}>
          {user.achievements.length === 0 ? (
            <None text={say(EMPTY.achievements)} />
          ) : (
            <List dense disablePadding>
              {user.achievements.map((achievement) => (
                <ListItem key={achievement.id} disableGutters>
                  <ListItemAvatar>
                    <AchievementBadge badge={achievement.badge} size={40} />
                  </ListItemAvatar>
                  <ListItemText
                    sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    primary={<bdi>{achievement.name}</bdi>}
                    secondary={t('users.profile.earned', {
                      points: t('users.points', { count: achievement.points }),
                      date: formatDate(achievement.earned_at),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Block>
      </Grid>
    </Grid>
  );
}
