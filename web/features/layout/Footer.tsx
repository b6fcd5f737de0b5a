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
import { ACADEMY_NAME } from './Brand';

const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: <XIcon /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
  { label: 'GitHub', href: 'https://github.com/', icon: <GitHubIcon /> },
];

/** Social links and the copyright line (spec section 1). */
export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: '#1a1f4b', color: 'rgba(255,255,255,0.85)', py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2">
            © {new Date().getFullYear()} {ACADEMY_NAME}. All Rights Reserved.
          </Typography>
          <Stack direction="row" spacing={0.5} component="nav" aria-label="Social links">
            {socialLinks.map((link) => (
              <IconButton
                key={link.label}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                sx={{ color: 'inherit' }}
              >
                {link.icon}
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
