import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '../../components/format';
import { RankChip } from '../../components/RankChip';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import type { Profile } from '../../../contracts/users';
import { averagePointsPerProject } from './figures';
import { ShareButton } from './ShareButton';
import { SocialLinks } from './SocialLinks';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {formatNumber(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function ProfileHeader({ user }: { user: Profile }) {
  return (
    <Card>
      <Box sx={{ height: 96, background: 'linear-gradient(120deg, #3949ab 0%, #00897b 100%)' }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: -6 }}>
          <UserAvatar avatar={user.avatar} size={112} sx={{ border: '4px solid #fff', boxShadow: 2, flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0, maxWidth: '100%', textAlign: { xs: 'center', sm: 'left' } }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }}>
              <TwoLineName name={user.name} />
            </Typography>
            {user.title && (
              <Typography color="primary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {user.title}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            {/* No rank (a user no longer in the ranking) shows no chip. */}
            <RankChip rank={user.rank} />
            <ShareButton name={user.name} />
          </Stack>
        </Stack>
        {user.bio && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} color="text.secondary">
            {user.bio}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Member Since {formatDate(user.created_at)}
          </Typography>
          <SocialLinks user={user} />
        </Stack>
        <Grid container spacing={1.5} sx={{ mt: 1 }}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Total Points" value={user.total_points} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Projects" value={user.projects_count} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Courses" value={user.courses_count} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Avg Points / Project" value={averagePointsPerProject(user)} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
