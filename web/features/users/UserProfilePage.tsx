import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { Loading } from '../../components/States';
import { NextUp } from '../achievements/NextUp';
import { useStudentSession } from '../auth/useStudentSession';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { useUserProfile } from './api';

/** /user/{id}: a developer's profile; a failed load shows 'User Not Found'. */
export function UserProfilePage() {
  const { id } = useParams();
  const { data, isPending, isError } = useUserProfile(id);
  const session = useStudentSession();
  const own = session.user !== null && String(session.user.id) === id;
  if (isPending) return <Loading label="Loading profile" />;
  if (isError || !data?.user) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          User Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This developer does not exist or has left the academy.
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.users} startIcon={<ArrowBack />}>
          Back To Users
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
          <NextUp signedIn />
        </Grid>
      )}
      <Grid size={{ xs: 12 }}>
        <ProfileSections user={user} />
      </Grid>
    </Grid>
  );
}
