import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Grid from '@mui/material/Grid';
import { STATS_TOP_DEVELOPERS } from '../../../contracts/constants';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { StatCard } from '../../components/StatCard';
import { Loading } from '../../components/States';
import { TopDeveloperCard } from '../../components/TopDeveloperCard';
import { EMPTY_STATS, useFrontStats } from './api';

/** /stats: four figures and, when there are any, the top three developers. */
export function StatsPage() {
  const { data = EMPTY_STATS, isPending } = useFrontStats();
  const top = data.top_developers.slice(0, STATS_TOP_DEVELOPERS);
  return (
    <>
      <PageHeader title="Academy Statistics" subtitle="Overview Of Academy Statistics" />
      <Grid container spacing={2} sx={{ mb: 6 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Developers" value={data.total_users} icon={<GroupsOutlined />} color="#3949ab" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Learning Courses" value={data.total_courses} icon={<SchoolOutlined />} color="#00897b" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Projects Completed" value={data.total_projects} icon={<FolderOutlined />} color="#8e24aa" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Total Points Earned" value={data.total_points_earned} icon={<EmojiEventsOutlined />} color="#b7791f" />
        </Grid>
      </Grid>
      {isPending && <Loading />}
      {top.length > 0 && (
        <Section title="Top Developers">
          <Grid container spacing={2}>
            {top.map((developer, index) => (
              <Grid key={developer.id} size={{ xs: 12, md: 4 }}>
                <TopDeveloperCard developer={developer} rank={index + 1} />
              </Grid>
            ))}
          </Grid>
        </Section>
      )}
    </>
  );
}
