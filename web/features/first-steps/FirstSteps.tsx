import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../locales/en';
import { useBuyCourseUrl } from '../config/api';
import { useMe } from '../profile/api';
import { useAllSkills } from '../skills/api';
import { useDismissFirstSteps } from './api';
import { firstSteps, showsFirstSteps, type FirstStep, type FirstStepId } from './firstSteps';

const LABELS: Record<FirstStepId, MessageKey> = {
  skills: 'profile.firstSteps.skills',
  avatar: 'profile.firstSteps.avatar',
  buyCourse: 'profile.firstSteps.buyCourse',
};

/**
 * "Your First Steps" on the student's own profile (issue 50): add skills, choose an avatar, buy a
 * first course, each only where it applies, from GET /api/user/me (never the public profile). Shown
 * once both answers are in, until every item is done or the student dismisses it (on the account).
 */
export function FirstSteps() {
  const headingId = useId();
  const t = useT();
  // No toast of its own: the checklist is a hint, the profile around it loads on its own.
  const me = useMe();
  const skills = useAllSkills();
  const dismiss = useDismissFirstSteps();
  if (!me.data || skills.isPending) return null;
  const steps = firstSteps(me.data, skills.data?.length ?? 0);
  if (!showsFirstSteps(me.data, steps)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {t('profile.firstSteps.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.firstSteps.progress', { done, total: steps.length })}
            </Typography>
          </div>
          <Button size="small" onClick={() => dismiss.mutate()} loading={dismiss.isPending} sx={{ flexShrink: 0 }}>
            {t('profile.firstSteps.dismiss')}
          </Button>
        </Stack>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.25 }}>
          {steps.map((step) => (
            <Stack component="li" key={step.id} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
              {step.done ? (
                <CheckCircle color="success" titleAccess={t('profile.firstSteps.done')} />
              ) : (
                <RadioButtonUnchecked color="action" titleAccess={t('profile.firstSteps.toDo')} />
              )}
              <StepLink step={step}>{t(LABELS[step.id])}</StepLink>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** An item's link: the edit screen, or the academy's buy-course page in a new tab (as the homepage's). */
function StepLink({ step, children }: { step: FirstStep; children: string }) {
  const buyCourseUrl = useBuyCourseUrl();
  const sx = { fontWeight: 600, ...(step.done && { color: 'text.secondary' }) };
  if (step.id === 'buyCourse') {
    return (
      <Link href={buyCourseUrl} target="_blank" rel="noopener noreferrer" underline="hover" sx={sx}>
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={step.id === 'skills' ? paths.editSkills : paths.editAvatar} underline="hover" sx={sx}>
      {children}
    </Link>
  );
}
