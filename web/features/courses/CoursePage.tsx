import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { COURSE_LETTERS, type CourseLetter, type CourseLetterCount, type CourseUser } from '../../../contracts/courses';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { formatNumber } from '../../components/format';
import { mirroredInRtl } from '../../components/mirror';
import { isNotFound, MissingPage } from '../../components/MissingPage';
import { Loading, EmptyState } from '../../components/States';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import { useSay, useT } from '../../i18n/useT';
import { useCourseUsers } from './api';
import { CourseImage } from './CourseImage';
import { CourseProjects, EnrolledChip } from './CourseProjects';

/** The letter in ?letter=X (any case), or undefined for every letter. */
export function letterParam(value: string | null): CourseLetter | undefined {
  const letter = value?.toUpperCase();
  return COURSE_LETTERS.find((known) => known === letter);
}

/** Loaded users in runs of the same letter (the server sends them by letter, A to Z then '#'). */
export function groupByLetter(users: readonly CourseUser[]) {
  const groups: { letter: CourseLetter; users: CourseUser[] }[] = [];
  for (const user of users) {
    const last = groups.at(-1);
    if (last?.letter === user.letter) last.users.push(user);
    else groups.push({ letter: user.letter, users: [user] });
  }
  return groups;
}

/** The letters with their counts: each one shows only its users; 'All' shows every letter. */
function LetterIndex({
  letters,
  total,
  selected,
}: {
  letters: CourseLetterCount[];
  total: number;
  selected: CourseLetter | undefined;
}) {
  const [searchParams] = useSearchParams();
  const t = useT();
  const to = (letter: CourseLetter | undefined) => {
    const params = new URLSearchParams(searchParams);
    if (letter) params.set('letter', letter);
    else params.delete('letter');
    return params.size ? `?${params}` : '?';
  };
  const chip = (letter: CourseLetter | undefined, label: string, count: number) => {
    const current = letter === selected;
    return (
      <Chip
        key={label}
        component={RouterLink}
        to={to(letter)}
        preventScrollReset
        clickable
        aria-label={letter ? t('courses.letterLink', { letter, count }) : t('courses.allLettersLink', { count })}
        aria-current={current ? 'page' : undefined}
        color={current ? 'primary' : 'default'}
        variant={current ? 'filled' : 'outlined'}
        label={
          <>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="span" sx={{ ml: 0.75, opacity: 0.75 }}>
              {formatNumber(count)}
            </Box>
          </>
        }
        sx={{ minWidth: 52 }}
      />
    );
  };
  return (
    <Box component="nav" aria-label={t('courses.letters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {chip(undefined, t('courses.allLetters'), total)}
      {letters.map(({ letter, count }) => chip(letter, letter, count))}
    </Box>
  );
}

/**
 * /course/{id}: the course and its users grouped by first letter (without accents: 'Émile' under
 * E; '#' for names that start otherwise). The server counts each letter and serves the users page
 * by page: "Show More" loads the next 24, of every letter or of the letter chosen (?letter=E).
 */
export function CoursePage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const letter = letterParam(searchParams.get('letter'));
  const t = useT();
  const say = useSay();
  const { data, isPending, error, refetch, isFetching, fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } =
    useCourseUsers(id, letter);
  if (isPending) return <Loading label={t('courses.loadingCourse')} />;
  const back = { to: paths.courses, label: t('courses.backToCourses') };
  const first = data?.pages[0];
  if (!first && error && !isNotFound(error)) {
    return (
      <MissingPage
        title={say(LOAD_FAILED.course)}
        text={say(LOAD_FAILED.checkConnection)}
        back={back}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!first) return <MissingPage title={t('courses.notFound')} back={back} />;
  const { course, letters } = first;
  const users = data.pages.flatMap((page) => page.users);
  const countOf = (group: CourseLetter) => letters.find((item) => item.letter === group)?.count ?? 0;
  const total = letters.reduce((sum, item) => sum + item.count, 0);
  const shownTotal = letter ? countOf(letter) : total;
  return (
    <>
      <Card sx={{ mb: 4 }}>
        <Grid container>
          <Grid size={{ xs: 12, md: 4 }}>
            <CourseImage image={course.image} title={course.title} id={course.id} height={220} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ p: { xs: 2.5, md: 3.5 } }}>
            <Typography variant="h4" component="h1" dir="auto" sx={{ fontSize: { xs: 26, md: 32 }, overflowWrap: 'anywhere' }}>
              {course.title}
            </Typography>
            {course.description && (
              <Typography color="text.secondary" dir="auto" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {course.description}
              </Typography>
            )}
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip label={t('courses.projectsCount', { count: course.projects_count })} />
              <Chip label={t('courses.usersCount', { count: course.users_count })} />
              <EnrolledChip courseId={course.id} />
              {course.link && (
                <Button
                  size="small"
                  href={course.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNew sx={mirroredInRtl} />}
                >
                  {t('courses.coursePage')}
                </Button>
              )}
            </Stack>
            {course.archived_at && (
              // Out of the catalogue, still reachable by its address: its members keep their history.
              <Stack direction="row" sx={{ mt: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip label={t('courses.archived')} color="warning" variant="outlined" />
                <Typography variant="body2" color="text.secondary">
                  {t('courses.archivedText')}
                </Typography>
              </Stack>
            )}
          </Grid>
        </Grid>
      </Card>
      <CourseProjects projects={first.projects ?? []} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('courses.enrolledUsers')}
      </Typography>
      {total > 0 && <LetterIndex letters={letters} total={total} selected={letter} />}
      {users.length === 0 ? (
        <EmptyState message={say(EMPTY.users)} />
      ) : (
        <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {groupByLetter(users).map((group) => (
            <Box key={group.letter} component="section" aria-label={t('courses.group', { letter: group.letter })} sx={{ mb: 3 }}>
              <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, mb: 1.5 }}>
                <Typography
                  variant="h6"
                  component="h3"
                  color="primary"
                  sx={{ borderBottom: 2, borderColor: 'primary.light', width: 40 }}
                >
                  {group.letter}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('courses.usersCount', { count: countOf(group.letter) })}
                </Typography>
              </Stack>
              <Grid container spacing={1.5}>
                {group.users.map((user) => (
                  <Grid key={user.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Card>
                      <CardActionArea
                        component={RouterLink}
                        to={paths.user(user.id)}
                        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}
                      >
                        <UserAvatar avatar={user.avatar} sx={{ flexShrink: 0 }} />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography dir="auto" sx={{ fontWeight: 600 }}>
                            <TwoLineName name={user.name} />
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {t('courses.points', { count: user.total_points })}
                          </Typography>
                        </Box>
                      </CardActionArea>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
          {hasNextPage && (
            <Stack sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {t('courses.showing', { shown: formatNumber(users.length), count: shownTotal })}
              </Typography>
              <Button variant="outlined" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {t('courses.showMore')}
              </Button>
            </Stack>
          )}
        </Box>
      )}
    </>
  );
}
