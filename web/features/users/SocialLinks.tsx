import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { socialHref } from '../../../contracts/social';
import type { Profile } from '../../../contracts/users';
import { STUDENT_LINK_REL } from '../../components/StudentLink';

const networks = [
  { key: 'telegram_username', label: 'Telegram', icon: <TelegramIcon /> },
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'twitter', label: 'X (Twitter)', icon: <XIcon /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { key: 'youtube', label: 'YouTube', icon: <YouTubeIcon /> },
  { key: 'github', label: 'GitHub', icon: <GitHubIcon /> },
  { key: 'website', label: 'Website', icon: <LanguageIcon /> },
] as const;

/**
 * The profile's social links, each to its network (contracts/social.ts). A value stored before
 * that rule that it cannot read is shown as plain text, never linked, until the student edits it.
 */
export function SocialLinks({ user }: { user: Pick<Profile, (typeof networks)[number]['key'] | 'name'> }) {
  const present = networks.flatMap((network) => {
    const value = user[network.key];
    return value ? [{ ...network, value, href: socialHref(network.key, value) }] : [];
  });
  if (present.length === 0) return null;
  const linked = present.filter((network) => network.href !== null);
  const unread = present.filter((network) => network.href === null);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      {linked.length > 0 && (
        <Stack direction="row" spacing={0.5} aria-label={`${user.name} on social networks`} component="nav">
          {linked.map((network) => (
            <IconButton
              key={network.key}
              component="a"
              href={network.href ?? undefined}
              target="_blank"
              rel={STUDENT_LINK_REL}
              aria-label={`${network.label} of ${user.name}`}
              color="primary"
            >
              {network.icon}
            </IconButton>
          ))}
        </Stack>
      )}
      {unread.map((network) => (
        <Typography key={network.key} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {network.label}: <span>{network.value}</span>
        </Typography>
      ))}
    </Stack>
  );
}
