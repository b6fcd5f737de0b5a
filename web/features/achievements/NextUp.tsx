import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Achievement, NextStep } from '../../../contracts/achievements';
import type { RuleMetric } from '../../../contracts/constants';
import { formatNumber } from '../../components/format';
import { useT, type Translate } from '../../i18n/useT';
import type { MessageKey } from '../../locales/en';
import { AchievementBadge } from './AchievementBadge';
import { useAchievements, useNextSteps } from './api';

/** How far a rule's metric is, by what it counts. */
const METRIC_STEPS: Record<RuleMetric, MessageKey> = {
  projects_count: 'achievements.step.projects',
  courses_count: 'achievements.step.courses',
  project_points: 'achievements.step.projectPoints',
  skills_count: 'achievements.step.skills',
};

/** '2 Of 5 Projects' */
export const stepText = ({ current, target }: NextStep, metric: RuleMetric, t: Translate) =>
  t(METRIC_STEPS[metric], { current: formatNumber(current), target });

/** The student's closest unearned automatic achievements (at most `limit`), each with how far they are. */
export function NextUp({ signedIn, limit = 3 }: { signedIn: boolean; limit?: number }) {
  const headingId = useId();
  const t = useT();
  const { data: steps } = useNextSteps(signedIn);
  const { data: achievements } = useAchievements();
  const byId = new Map<number, Achievement>((achievements ?? []).map((achievement) => [achievement.id, achievement]));
  const shown = (steps ?? []).flatMap((step) => {
    const achievement = byId.get(step.id);
    return achievement?.rule_metric ? [{ step, achievement, metric: achievement.rule_metric }] : [];
  });
  if (!signedIn || shown.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('achievements.nextUp')}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
          {shown.slice(0, limit).map(({ step, achievement, metric }) => (
            <Stack component="li" key={step.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <AchievementBadge badge={achievement.badge} size={40} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
                    {achievement.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {stepText(step, metric, t)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (100 * step.current) / step.target)}
                  aria-label={t('achievements.stepLabel', { name: achievement.name, step: stepText(step, metric, t) })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
