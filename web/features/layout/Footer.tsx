import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SocialNetwork } from '../../../contracts/config';
import type { MessageKey } from '../../locales/en';
import { useT } from '../../i18n/useT';
import { useAcademyName, useSocialLinks } from '../config/api';
import { contentWidthSx } from './contentWidth';

const networks: { network: SocialNetwork; label: MessageKey }[] = [
  { network: 'facebook', label: 'layout.network.facebook' },
  { network: 'x', label: 'layout.network.x' },
  { network: 'linkedin', label: 'layout.network.linkedin' },
  { network: 'youtube', label: 'layout.network.youtube' },
  { network: 'github', label: 'layout.network.github' },
];

/**
 * A network's icon from web/static/social.svg (one cached file beside the scripts: its paths, 1.4 KB
 * over the wire, are not JavaScript the first visit downloads; docs/decisions.md "Room in the first visit").
 */
function NetworkIcon({ network }: { network: SocialNetwork }) {
  return (
    <Box component="svg" aria-hidden focusable="false" sx={{ width: 24, height: 24, fill: 'currentColor' }}>
      <use href={`/social.svg#${network}`} />
    </Box>
  );
}

/**
 * Social links and the copyright line (docs/product.md#audience): the academy's own pages from the SOCIAL_*
 * settings, each named '<academy> on <network>'; a network not set shows no icon.
 */
export function Footer() {
  const academyName = useAcademyName();
  const links = useSocialLinks();
  const t = useT();
  const shown = networks.flatMap((entry) => {
    const href = links[entry.network];
    return href ? [{ ...entry, href }] : [];
  });
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: '#1a1f4b', color: 'rgba(255,255,255,0.85)', py: 4 }}>
      <Box sx={contentWidthSx}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            {t('layout.footer.rights', { year: new Date().getFullYear(), academy: academyName })}
          </Typography>
          {shown.length > 0 && (
            <Box component="nav" aria-label={t('layout.footer.social')} sx={{ display: 'flex', gap: 0.5 }}>
              {shown.map((link) => (
                <IconButton
                  key={link.label}
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('layout.footer.onNetwork', { academy: academyName, network: t(link.label) })}
                  sx={{ color: 'inherit' }}
                >
                  <NetworkIcon network={link.network} />
                </IconButton>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
