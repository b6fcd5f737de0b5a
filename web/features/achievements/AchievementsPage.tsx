import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { formatDate, formatNumber } from '../../components/format';
import { PageHeader } from '../../components/PageHeader';
import { QueryContent } from '../../components/States';
import { useT } from '../../i18n/useT';
import { AchievementBadge } from './AchievementBadge';
import { useStudentSession } from '../auth/useStudentSession';
import { useMyAchievements } from '../profile/api';
import { useAchievements } from './api';
import { NextUp } from './NextUp';

/** /achievements: every achievement with the share of developers who earned it. */
export function AchievementsPage() {
  const query = useAchievements();
  const t = useT();
  const { data: achievements = [] } = query;
  const { signedIn } = useStudentSession();
  const { data: mine } = useMyAchievements(signedIn);
  const earnedAt = new Map((mine ?? []).map((award) => [award.id, award.earned_at]));
  return (
    <>
      <PageHeader title={t('achievements.title')} subtitle={t('achievements.subtitle')} />
      <NextUp signedIn={signedIn} />
      <QueryContent
        query={query}
        loadingLabel={t('achievements.loading')}
        errorMessage={LOAD_FAILED.achievements}
        isEmpty={achievements.length === 0}
        emptyMessage={EMPTY.achievements}
      >
        <Grid container spacing={2.5}>
          {achievements.map((achievement) => (
            <Grid key={achievement.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%', ...(achievement.earned ? { borderColor: 'success.main' } : {}) }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <AchievementBadge badge={achievement.badge} size={56} />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography
                        variant="h6"
                        component="h2"
                        sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                        dir="auto"
                      >
                        {achievement.name}
                      </Typography>
                      <Stack direction="row" sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.75 }}>
                        <Chip size="small" color="warning" label={t('common.points', { count: achievement.points })} />
                        {achievement.earned && (
                          <Chip size="small" color="success" icon={<CheckCircle />} label={t('achievements.earned')} />
                        )}
                        {achievement.earned && earnedAt.has(achievement.id) && (
                          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                            {formatDate(earnedAt.get(achievement.id))}
                          </Typography>
                        )}
                      </Stack>
                    </Box>
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1, overflowWrap: 'anywhere' }} dir="auto">
                    {achievement.description}
                  </Typography>
                  <Box>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                      <Typography variant="caption" color="text.secondary">
                        {t('achievements.earnedBy', {
                          earned: formatNumber(achievement.users_earned ?? achievement.users_count),
                          total: achievement.total_users ?? 0,
                        })}
                      </Typography>
                      <Typography variant="caption" sx={{ fontWeight: 700 }}>
                        {formatNumber(achievement.progress ?? 0)}%
                      </Typography>
                    </Stack>
                    <LinearProgress
                      variant="determinate"
                      value={Math.min(100, achievement.progress ?? 0)}
                      aria-label={t('achievements.progressLabel', {
                        name: achievement.name,
                        progress: String(achievement.progress ?? 0),
                      })}
                      sx={{ height: 8, borderRadius: 4 }}
                    />
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </QueryContent>
    </>
  );
}
