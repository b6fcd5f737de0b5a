import ArrowForward from '@mui/icons-material/ArrowForward';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  HOME_LATEST_ACHIEVEMENTS,
  HOME_LATEST_MEMBERS,
  HOME_LATEST_PROJECTS,
  HOME_TOP_MEMBERS,
} from '../../../contracts/constants';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { mirroredInRtl } from '../../components/mirror';
import { ProjectCard } from '../../components/ProjectCard';
import { Section } from '../../components/Section';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { TopDeveloperCard } from '../../components/TopDeveloperCard';
import { useT } from '../../i18n/useT';
import { EMPTY_STATS, useFrontStats } from '../stats/api';
import { UserCard } from '../users/UserCard';
import { Hero } from './Hero';
import { LatestAchievements } from './LatestAchievements';

/**
 * The sections' cards in columns: a CSS grid, not MUI's Grid, which this page alone would add to
 * the first download (docs/decisions.md "Wire weight").
 */
function Cards({ columns, children }: { columns: { xs: number; md: number }; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: `repeat(${columns.xs}, minmax(0, 1fr))`, md: `repeat(${columns.md}, minmax(0, 1fr))` },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      {children}
    </Box>
  );
}

function LeaderboardLink() {
  const t = useT();
  return (
    <Button component={RouterLink} to={paths.leaderboard} endIcon={<ArrowForward sx={mirroredInRtl} />}>
      {t('home.viewLeaderboard')}
    </Button>
  );
}

/** /: hero, top members, the latest members, projects and achievements, and the leaderboard link. */
export function HomePage() {
  const stats = useFrontStats();
  const t = useT();
  const data = stats.data ?? EMPTY_STATS;
  const top = data.top_developers.slice(0, HOME_TOP_MEMBERS);
  const members = data.latest_users.slice(0, HOME_LATEST_MEMBERS);
  const projects = data.latest_projects.slice(0, HOME_LATEST_PROJECTS);
  const achievements = data.latest_achievements.slice(0, HOME_LATEST_ACHIEVEMENTS);
  return (
    <>
      <Hero />
      {stats.isPending ? (
        <Loading />
      ) : stats.isError && !stats.data ? (
        // Not the empty sections: a failed load says nothing about the academy being empty.
        <ErrorState message={LOAD_FAILED.home} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <Section title={t('home.topMembers')} action={<LeaderboardLink />}>
            {top.length === 0 ? (
              <EmptyState message={EMPTY.users} />
            ) : (
              <Cards columns={{ xs: 1, md: 3 }}>
                {top.map((developer, index) => (
                  <TopDeveloperCard key={developer.id} developer={developer} rank={developer.rank ?? index + 1} />
                ))}
              </Cards>
            )}
          </Section>
          <Section title={t('home.latestMembers', { count: HOME_LATEST_MEMBERS })}>
            {members.length === 0 ? (
              <EmptyState message={EMPTY.users} />
            ) : (
              <Cards columns={{ xs: 2, md: 4 }}>
                {members.map((user) => (
                  <UserCard key={user.id} user={user} />
                ))}
              </Cards>
            )}
          </Section>
          <Section title={t('home.latestProjects', { count: HOME_LATEST_PROJECTS })}>
            {projects.length === 0 ? (
              <EmptyState message={EMPTY.projects} />
            ) : (
              <Cards columns={{ xs: 2, md: 4 }}>
                {projects.map((project) => (
                  <ProjectCard key={project.id} project={project} showCourse />
                ))}
              </Cards>
            )}
          </Section>
          <Section title={t('home.latestAchievements', { count: HOME_LATEST_ACHIEVEMENTS })}>
            {achievements.length === 0 ? (
              <EmptyState message={EMPTY.achievements} />
            ) : (
              <LatestAchievements items={achievements} />
            )}
          </Section>
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={paths.leaderboard}
              startIcon={<LeaderboardOutlined />}
            >
              {t('home.fullLeaderboard')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
