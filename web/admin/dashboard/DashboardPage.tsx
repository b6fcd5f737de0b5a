import CourseIcon from '@mui/icons-material/AutoStoriesOutlined';
import AchievementIcon from '@mui/icons-material/EmojiEventsOutlined';
import EnrollmentIcon from '@mui/icons-material/HowToRegOutlined';
import UsersIcon from '@mui/icons-material/PeopleAltOutlined';
import RevenueIcon from '@mui/icons-material/PaymentsOutlined';
import SuspendedIcon from '@mui/icons-material/BlockOutlined';
import ProjectIcon from '@mui/icons-material/TerminalOutlined';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatMoney, formatNumber } from '../../components/format';
import { StatCard } from '../../components/StatCard';
import { statsQuery, type AdminStats } from './api';

/** The charts and their library load after the figures, in a chunk of their own. */
const RevenueCharts = lazy(() => import('./RevenueCharts').then((m) => ({ default: m.RevenueCharts })));

const CARDS: { key: keyof AdminStats; label: string; icon: ReactNode; color: string; money?: boolean }[] = [
  { key: 'total_users', label: 'Total Users', icon: <UsersIcon />, color: '#3949ab' },
  { key: 'total_courses', label: 'Total Courses', icon: <CourseIcon />, color: '#00897b' },
  { key: 'total_projects', label: 'Total Projects', icon: <ProjectIcon />, color: '#6d4c41' },
  { key: 'total_achievements', label: 'Total Achievements', icon: <AchievementIcon />, color: '#ffa000' },
  { key: 'total_enrollments', label: 'Total Enrollments', icon: <EnrollmentIcon />, color: '#8e24aa' },
  { key: 'total_revenue', label: 'Total Revenue', icon: <RevenueIcon />, color: '#2e7d32', money: true },
  // Counted apart (moderation): they are also in Total Users.
  { key: 'suspended_users', label: 'Suspended Students', icon: <SuspendedIcon />, color: '#c62828' },
];

/**
 * Six figures of the academy (docs/product.md#admin-screens); a failed load shows dashes beside the toast. Below
 * them, revenue by course and by month (issue 14 item 3).
 */
export function DashboardPage() {
  const { data, isError } = useQuery(statsQuery);
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {CARDS.map(({ key, label, icon, color, money }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard
              label={label}
              icon={icon}
              color={color}
              value={data ? (money ? formatMoney(data[key]) : formatNumber(data[key])) : isError ? '—' : undefined}
            />
          </Grid>
        ))}
      </Grid>
      <Suspense fallback={<Skeleton variant="rounded" height={320} aria-hidden />}>
        <RevenueCharts />
      </Suspense>
    </Stack>
  );
}
