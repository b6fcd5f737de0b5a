import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Profile } from '../../../contracts/users';

const networks = [
  { key: 'telegram_username', label: 'Telegram', base: 'https://t.me/', icon: <TelegramIcon /> },
  { key: 'facebook', label: 'Facebook', base: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { key: 'twitter', label: 'X (Twitter)', base: 'https://x.com/', icon: <XIcon /> },
  { key: 'linkedin', label: 'LinkedIn', base: 'https://www.linkedin.com/in/', icon: <LinkedInIcon /> },
  { key: 'youtube', label: 'YouTube', base: 'https://www.youtube.com/@', icon: <YouTubeIcon /> },
] as const;

/** A full link is used as given; a bare handle becomes the network's profile link. */
const toHref = (value: string, base: string) => (/^https?:\/\//i.test(value) ? value : `${base}${value.replace(/^@/, '')}`);

export function SocialLinks({ user }: { user: Pick<Profile, (typeof networks)[number]['key'] | 'name'> }) {
  const present = networks.filter((network) => user[network.key]);
  if (present.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} aria-label={`${user.name} on social networks`} component="nav">
      {present.map((network) => (
        <IconButton
          key={network.key}
          component="a"
          href={toHref(user[network.key] as string, network.base)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${network.label} of ${user.name}`}
          color="primary"
        >
          {network.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
