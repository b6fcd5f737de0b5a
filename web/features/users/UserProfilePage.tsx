import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { mirroredInRtl } from '../../components/mirror';
import { Loading } from '../../components/States';
import { useT } from '../../i18n/useT';
import { ActivityYearSkeleton } from '../activity/ActivityCard';
import { NextUp } from '../achievements/NextUp';
import { useStudentSession } from '../auth/useStudentSession';
import { FirstSteps } from '../first-steps/FirstSteps';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { useUserProfile } from './api';

// Its own chunk: the profile paints without it (its skeleton in its place), then it comes.
const ActivityYear = lazy(() => import('../activity/ActivityYear').then((m) => ({ default: m.ActivityYear })));

/** /user/{id}: a developer's profile; a failed load shows 'User Not Found'. */
export function UserProfilePage() {
  const { id } = useParams();
  const t = useT();
  const { data, isPending, isError } = useUserProfile(id);
  const session = useStudentSession();
  const own = session.user !== null && String(session.user.id) === id;
  if (isPending) return <Loading label={t('users.profile.loading')} />;
  if (isError || !data?.user) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('users.profile.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('users.profile.notFoundText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.users} startIcon={<ArrowBack sx={mirroredInRtl} />}>
          {t('users.profile.backToUsers')}
        </Button>
      </Box>
    );
  }
  const user = { ...data.user, achievements: data.achievements ?? data.user.achievements ?? [] };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12 }}>
        <ProfileHeader user={user} />
      </Grid>
      {own && (
        <Grid size={{ xs: 12 }}>
          <FirstSteps />
          <NextUp signedIn />
        </Grid>
      )}
      <Grid size={{ xs: 12 }}>
        <Suspense fallback={<ActivityYearSkeleton />}>
          <ActivityYear userId={id} />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <ProfileSections user={user} />
      </Grid>
    </Grid>
  );
}
