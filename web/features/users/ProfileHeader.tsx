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
import { useT } from '../../i18n/useT';
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
  const t = useT();
  return (
    <Card>
      <Box sx={{ height: 96, background: 'linear-gradient(120deg, #3949ab 0%, #00897b 100%)' }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: -6 }}>
          <UserAvatar avatar={user.avatar} size={112} sx={{ border: '4px solid #fff', boxShadow: 2, flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0, maxWidth: '100%', textAlign: { xs: 'center', sm: 'left' } }}>
            <Typography variant="h4" component="h1" dir="auto" sx={{ fontSize: { xs: 26, md: 32 } }}>
              <TwoLineName name={user.name} />
            </Typography>
            {user.title && (
              <Typography color="primary" dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
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
          <Typography dir="auto" sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} color="text.secondary">
            {user.bio}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('users.profile.memberSince', { date: formatDate(user.created_at) })}
          </Typography>
          <SocialLinks user={user} />
        </Stack>
        <Grid container spacing={1.5} sx={{ mt: 1 }}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('users.profile.totalPoints')} value={user.total_points} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('users.profile.projects')} value={user.projects_count} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('users.profile.courses')} value={user.courses_count} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('users.profile.averagePoints')} value={averagePointsPerProject(user)} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
