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
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../locales/en';

/** Each network with its name's key. */
const networks = [
  { key: 'telegram_username', label: 'users.social.telegram', icon: <TelegramIcon /> },
  { key: 'facebook', label: 'users.social.facebook', icon: <FacebookIcon /> },
  { key: 'twitter', label: 'users.social.twitter', icon: <XIcon /> },
  { key: 'linkedin', label: 'users.social.linkedin', icon: <LinkedInIcon /> },
  { key: 'youtube', label: 'users.social.youtube', icon: <YouTubeIcon /> },
  { key: 'github', label: 'users.social.github', icon: <GitHubIcon /> },
  { key: 'website', label: 'users.social.website', icon: <LanguageIcon /> },
] as const satisfies readonly { key: string; label: MessageKey; icon: unknown }[];

/**
 * The profile's social links, each to its network (contracts/social.ts). A value stored before
 * that rule that it cannot read is shown as plain text, never linked, until the student edits it.
 */
export function SocialLinks({ user }: { user: Pick<Profile, (typeof networks)[number]['key'] | 'name'> }) {
  const t = useT();
  const present = networks.flatMap((network) => {
    const value = user[network.key];
    return value ? [{ ...network, label: t(network.label), value, href: socialHref(network.key, value) }] : [];
  });
  if (present.length === 0) return null;
  const linked = present.filter((network) => network.href !== null);
  const unread = present.filter((network) => network.href === null);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      {linked.length > 0 && (
        <Stack direction="row" spacing={0.5} aria-label={t('users.social.nav', { name: user.name })} component="nav">
          {linked.map((network) => (
            <IconButton
              key={network.key}
              component="a"
              href={network.href ?? undefined}
              target="_blank"
              rel={STUDENT_LINK_REL}
              aria-label={t('users.social.link', { network: network.label, name: user.name })}
              color="primary"
            >
              {network.icon}
            </IconButton>
          ))}
        </Stack>
      )}
      {unread.map((network) => (
        <Typography key={network.key} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('users.social.unread', { network: network.label })} <bdi>{network.value}</bdi>
        </Typography>
      ))}
    </Stack>
  );
}
