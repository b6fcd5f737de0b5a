/**
 * The section's frame and its places, shared by the section and its skeleton: the profile shows
 * the skeleton at once (this file is in the profile's chunk), and the section takes its place
 * without moving what is below it.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { heatmapStyle, POINTS_HEIGHT } from './sizes';

/** The titled section. */
export function ActivityCard({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const headingId = useId();
  const t = useT();
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('activity.title')}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Its contents, each in a place of a fixed height. */
export function ActivityPlaces({
  summary,
  heatmap,
  legend,
  points,
}: {
  summary: ReactNode;
  heatmap: ReactNode;
  legend: ReactNode;
  points: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {/* Two lines on a phone, one from the sm width on. */}
      <Typography component="div" variant="body2" color="text.secondary" sx={{ minHeight: { xs: 40, sm: 20 }, mb: 1.5 }}>
        {summary}
      </Typography>
      {heatmap}
      <Box sx={{ height: 20, mt: 0.75, display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>{legend}</Box>
      <Typography variant="subtitle2" component="p" aria-hidden sx={{ mt: 2, mb: 0.5 }}>
        {t('activity.points.caption')}
      </Typography>
      <Box sx={{ height: POINTS_HEIGHT }}>{points}</Box>
    </>
  );
}

/** The section while its code or its data loads. */
export function ActivityYearSkeleton() {
  const t = useT();
  return (
    <ActivityCard busy>
      <ActivityPlaces
        summary={
          <>
            <span style={visuallyHidden}>{t('activity.loading')}</span>
            <Skeleton width="60%" aria-hidden />
          </>
        }
        heatmap={
          <Box sx={{ overflow: 'hidden' }}>
            <Skeleton variant="rounded" style={heatmapStyle} />
          </Box>
        }
        legend={<Skeleton width={120} />}
        points={<Skeleton variant="rounded" height={POINTS_HEIGHT} />}
      />
    </ActivityCard>
  );
}
