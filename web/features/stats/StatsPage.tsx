import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Grid from '@mui/material/Grid';
import { STATS_TOP_DEVELOPERS } from '../../../contracts/constants';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { formatNumber } from '../../components/format';
import { StatCard } from '../../components/StatCard';
import { Loading } from '../../components/States';
import { TopDeveloperCard } from '../../components/TopDeveloperCard';
import { useT } from '../../i18n/useT';
import { EMPTY_STATS, useFrontStats } from './api';

/**
 * /stats: four figures and, when there are any, the top three developers. Placeholders while
 * loading (never a 0 that is not one); a failed or missing load shows 0s and no top list (docs/product.md#flows).
 */
export function StatsPage() {
  const { data = EMPTY_STATS, isPending } = useFrontStats();
  const t = useT();
  const top = data.top_developers.slice(0, STATS_TOP_DEVELOPERS);
  const figures = [
    { label: t('stats.developers'), value: data.total_users, icon: <GroupsOutlined />, color: '#3949ab' },
    { label: t('stats.courses'), value: data.total_courses, icon: <SchoolOutlined />, color: '#00897b' },
    { label: t('stats.projects'), value: data.total_projects, icon: <FolderOutlined />, color: '#8e24aa' },
    { label: t('stats.points'), value: data.total_points_earned, icon: <EmojiEventsOutlined />, color: '#b7791f' },
  ];
  return (
    <>
      <PageHeader title={t('stats.title')} subtitle={t('stats.subtitle')} />
      <Grid container spacing={2} sx={{ mb: 6 }} aria-busy={isPending}>
        {figures.map((figure) => (
          <Grid key={figure.label} size={{ xs: 6, md: 3 }}>
            <StatCard {...figure} value={isPending ? undefined : formatNumber(figure.value)} />
          </Grid>
        ))}
      </Grid>
      {isPending && <Loading label={t('stats.loading')} />}
      {top.length > 0 && (
        <Section title={t('stats.topDevelopers')}>
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
