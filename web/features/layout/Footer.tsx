import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../../contracts/config';
import { useAcademyName, useSocialLinks } from '../config/api';

const networks: { network: SocialNetwork; label: string; icon: ReactNode }[] = [
  { network: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { network: 'x', label: 'X (Twitter)', icon: <XIcon /> },
  { network: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { network: 'youtube', label: 'YouTube', icon: <YouTubeIcon /> },
  { network: 'github', label: 'GitHub', icon: <GitHubIcon /> },
];

/**
 * Social links and the copyright line (docs/product.md#audience): the academy's own pages from the SOCIAL_*
 * settings, each named '<academy> on <network>'; a network not set shows no icon.
 */
export function Footer() {
  const academyName = useAcademyName();
  const links = useSocialLinks();
  const shown = networks.flatMap((entry) => {
    const href = links[entry.network];
    return href ? [{ ...entry, href }] : [];
  });
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: '#1a1f4b', color: 'rgba(255,255,255,0.85)', py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2">
            © {new Date().getFullYear()} {academyName}. All Rights Reserved.
          </Typography>
          {shown.length > 0 && (
            <Stack direction="row" spacing={0.5} component="nav" aria-label="Social links">
              {shown.map((link) => (
                <IconButton
                  key={link.label}
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${academyName} on ${link.label}`}
                  sx={{ color: 'inherit' }}
                >
                  {link.icon}
                </IconButton>
              ))}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
