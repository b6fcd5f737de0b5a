import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { formatDate, formatNumber } from '../../components/format';
import { isNotFound, MissingPage } from '../../components/MissingPage';
import { mirroredInRtl } from '../../components/mirror';
import { RankMedal } from '../../components/RankMedal';
import { EmptyState, Loading } from '../../components/States';
import { STUDENT_LINK_REL } from '../../components/StudentLink';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import { useSay, useT } from '../../i18n/useT';
import { useProjectDetail } from './api';
import { SubmitHere } from './SubmitHere';

const TOP_DEVELOPERS = 3;

/**
 * /project/{id}: the project and who completed it; the first three are its top developers. The
 * server serves 20 at a time: "Show More" loads the next.
 */
export function ProjectPage() {
  const t = useT();
  const say = useSay();
  const { id } = useParams();
  const { data, isPending, error, refetch, isFetching, fetchNextPage, hasNextPage, isFetchingNextPage } = useProjectDetail(id);
  if (isPending) return <Loading label={t('projects.loadingProject')} />;
  const back = { to: paths.projects, label: t('projects.backToProjects') };
  const project = data?.pages[0]?.project;
  if (!project && error && !isNotFound(error)) {
    return (
      <MissingPage
        title={say(LOAD_FAILED.project)}
        text={say(LOAD_FAILED.checkConnection)}
        back={back}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!project) return <MissingPage title={t('projects.notFound')} back={back} />;
  const users = data.pages.flatMap((page) => page.project.users);
  return (
    <>
      <Card sx={{ mb: 4, background: 'linear-gradient(120deg, #3949ab 0%, #5c6bc0 100%)', color: '#fff' }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Link
            component={RouterLink}
            to={paths.course(project.course.id)}
            dir="auto"
            sx={{ color: '#fff', opacity: 0.9, overflowWrap: 'anywhere' }}
            underline="hover"
          >
            {project.course.title}
          </Link>
          {/* A name in the other script reads right (bdi) and stays at the page's side of the card. */}
          <Typography variant="h4" component="h1" sx={{ mt: 0.5, fontSize: { xs: 26, md: 34 }, overflowWrap: 'anywhere' }}>
            <bdi>{project.name}</bdi>
          </Typography>
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <Chip
              label={t('projects.points', { count: project.points_value })}
              sx={{ bgcolor: '#ffb300', color: '#3e2700', fontWeight: 700 }}
            />
            <Chip
              label={t('projects.completedCount', { count: project.users_count })}
              sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: '#fff' }}
            />
            {(project.archived_at || project.course.archived_at) && (
              // Out of the catalogue, still reachable by its address: who completed it stays listed.
              <Chip label={t('projects.archived')} sx={{ bgcolor: 'rgba(0,0,0,0.25)', color: '#fff', fontWeight: 600 }} />
            )}
          </Stack>
          <SubmitHere project={project} />
        </CardContent>
      </Card>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('projects.completedBy')}
      </Typography>
      {users.length === 0 ? (
        <EmptyState message={say(EMPTY.users)} />
      ) : (
        <Card>
          <List disablePadding>
            {users.map((user, index) => {
              const top = index < TOP_DEVELOPERS;
              return (
                <ListItem
                  key={user.id}
                  divider={index < users.length - 1}
                  sx={top ? { bgcolor: 'rgba(255,179,0,0.08)' } : undefined}
                  secondaryAction={
                    user.url ? (
                      <IconButton
                        edge="end"
                        component="a"
                        href={user.url}
                        target="_blank"
                        rel={STUDENT_LINK_REL}
                        title={user.url}
                        aria-label={t('projects.openUserProject', { name: user.name })}
                      >
                        <OpenInNew sx={mirroredInRtl} />
                      </IconButton>
                    ) : undefined
                  }
                >
                  {/* Fixed columns (medal, avatar) so the top three line up with the others at any width. */}
                  <Box
                    sx={{
                      width: { xs: 32, sm: 44 },
                      mr: { xs: 0.75, sm: 1 },
                      flexShrink: 0,
                      display: 'flex',
                      justifyContent: 'center',
                    }}
                  >
                    <RankMedal rank={index + 1} size={32} />
                  </Box>
                  <ListItemAvatar sx={{ minWidth: { xs: 48, sm: 56 } }}>
                    <UserAvatar avatar={user.avatar} />
                  </ListItemAvatar>
                  <ListItemText
                    sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    primary={
                      // The name in its own direction, lined up with the others ('left' is the page's start: the
                      // right-to-left styles swap it in Arabic).
                      <Link
                        component={RouterLink}
                        to={paths.user(user.id)}
                        underline="hover"
                        dir="auto"
                        sx={{ fontWeight: 600, textAlign: 'left' }}
                      >
                        <TwoLineName name={user.name} />
                      </Link>
                    }
                    secondary={
                      // One line on a phone too: a compact chip, and the date without 'Completed' (the
                      // heading says it) so chip and date fit side by side.
                      <Stack
                        component="span"
                        direction="row"
                        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
                      >
                        {top && (
                          <Chip
                            component="span"
                            size="small"
                            label={t('projects.topDeveloper')}
                            sx={{
                              bgcolor: '#ffb300',
                              color: '#3e2700',
                              fontWeight: 600,
                              height: { xs: 20, sm: 24 },
                              fontSize: { xs: 11, sm: 13 },
                              '& .MuiChip-label': { px: { xs: 0.75, sm: 1 } },
                            }}
                          />
                        )}
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                            {t('projects.completedPrefix')}{' '}
                          </Box>
                          {formatDate(user.completed_at)}
                        </Box>
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItem>
              );
            })}
          </List>
        </Card>
      )}
      {hasNextPage && (
        <Stack sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('projects.showing', { shown: formatNumber(users.length), total: formatNumber(project.users_count) })}
          </Typography>
          <Button variant="outlined" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {t('projects.showMore')}
          </Button>
        </Stack>
      )}
    </>
  );
}
