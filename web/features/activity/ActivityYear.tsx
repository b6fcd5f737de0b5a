/**
 * "A year of work" on a public profile (issue 50): the days of the last year with a submission
 * or an achievement, in the viewer's time zone, and the points over the year. Its own chunk,
 * loaded by the profile after its first paint.
 */
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import type { Activity } from '../../../contracts/activity';
import { useShownLocale, useT } from '../../i18n/useT';
import { ActivityCard, ActivityPlaces, ActivityYearSkeleton } from './ActivityCard';
import { useUserActivity } from './api';
import { binDays } from './days';
import { Heatmap, HeatmapLegend } from './Heatmap';
import { asLocale } from './labels';
import { pointsOverTime } from './points';
import { PointsLine } from './PointsLine';
import { streaksOf } from './streaks';

/** The year as the viewer sees it: `timeZone` and `now` for tests, the browser's otherwise. */
function useYear(activity: Activity | undefined, timeZone?: string, now?: Date) {
  return useMemo(() => {
    if (!activity) return undefined;
    const year = binDays(activity, { timeZone, now });
    return { days: year.days, streaks: streaksOf(year.days), points: pointsOverTime(activity.starting_points, year) };
  }, [activity, timeZone, now]);
}

export function ActivityYear({ userId, timeZone, now }: { userId: string | undefined; timeZone?: string; now?: Date }) {
  const t = useT();
  const locale = asLocale(useShownLocale());
  const rtl = useTheme().direction === 'rtl';
  const { data, isPending } = useUserActivity(userId);
  const year = useYear(data?.activity, timeZone, now);
  if (isPending) return <ActivityYearSkeleton />;
  // A failure (a student suspended since the profile loaded, the network) says so here, no toast.
  if (!year) {
    return (
      <ActivityCard>
        <Typography variant="body2" color="text.secondary">
          {t('activity.failed')}
        </Typography>
      </ActivityCard>
    );
  }
  const { activeDays, longestWeeks, currentWeeks } = year.streaks;
  const summary = t('activity.summary', { days: activeDays, longest: longestWeeks, current: currentWeeks });
  return (
    <ActivityCard>
      <ActivityPlaces
        summary={summary}
        heatmap={<Heatmap days={year.days} label={summary} rtl={rtl} locale={locale} />}
        legend={<HeatmapLegend />}
        points={<PointsLine line={year.points} rtl={rtl} locale={locale} />}
      />
    </ActivityCard>
  );
}
