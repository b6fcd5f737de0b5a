import OpenIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { socialHref, type SocialField } from '../../../../contracts/social';
import { paths } from '../../../app/paths';
import { formatNumber } from '../../../components/format';
import { useAcademyDates } from '../../components/academyTime';
import { TwoLineName } from '../../../components/TwoLineName';
import { UserAvatar } from '../../../components/UserAvatar';
import type { UserDetails } from './api';

const SOCIAL: { key: SocialField; label: string }[] = [
  { key: 'telegram_username', label: 'Telegram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'X' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'github', label: 'GitHub' },
  { key: 'website', label: 'Website' },
];

/** The student's fields and figures, the suspension when one is set, and the way to the public profile. */
export function ProfileCard({ user }: { user: UserDetails }) {
  const dates = useAcademyDates();
  const figures: [string, string][] = [
    ['Rank', user.rank === null ? '—' : `#${formatNumber(user.rank)}`],
    ['Points', formatNumber(user.total_points)],
    ['Project Points', formatNumber(user.project_points)],
    ['Projects', formatNumber(user.projects_count)],
    ['Courses', formatNumber(user.courses_count)],
    ['Skills', formatNumber(user.skills_count)],
    ['Joined', dates.date(user.created_at)],
  ];
  const links = SOCIAL.map(({ key, label }) => ({ label, href: user[key] && socialHref(key, user[key]) })).filter(
    (link): link is { label: string; href: string } => Boolean(link.href),
  );
  return (
    <Card component="section" aria-labelledby="user-profile" variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <UserAvatar avatar={user.avatar} size={72} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id="user-profile" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              <TwoLineName name={user.name} />
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            {user.title && <Typography variant="body2">{user.title}</Typography>}
          </Box>
          <Button
            variant="outlined"
            href={paths.user(user.id)}
            target="_blank"
            rel="noopener"
            endIcon={<OpenIcon fontSize="small" />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            Public Profile
          </Button>
        </Stack>
        {user.suspended_at && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Suspended on {dates.date(user.suspended_at)}
            {user.suspension_reason ? `: ${user.suspension_reason}` : ''}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 2, mt: 2, mb: 0 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ m: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {user.bio && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} color="text.secondary">
            {user.bio}
          </Typography>
        )}
        {links.length > 0 && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {links.map(({ label, href }) => (
              <Link key={label} href={href} target="_blank" rel="noopener">
                {label}
              </Link>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
