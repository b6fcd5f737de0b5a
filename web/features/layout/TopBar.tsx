import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { UserAvatar } from '../../components/UserAvatar';
import { firstName, useStudentSession } from '../auth/useStudentSession';
import { useStanding } from '../leaderboard/api';
import { StandingLine } from '../leaderboard/StandingLine';
import { Brand } from './Brand';
import { MenuButton } from './MenuButton';
import { activeLinkSx } from './activeLink';
import { isActive, mainLinks, statsLinks, studentLinks } from './nav';

export function TopBar({ onOpenDrawer, onLogout }: { onOpenDrawer: () => void; onLogout: () => void }) {
  const { signedIn, user } = useStudentSession();
  const { pathname } = useLocation();
  const { data: standing } = useStanding(signedIn);
  const current = (to: string, match?: RegExp) => (isActive({ label: '', to, match }, pathname) ? 'page' : undefined);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            {mainLinks(user?.id).map((link) => (
              <Button
                key={link.to}
                color="inherit"
                component={Link}
                to={link.to}
                aria-current={current(link.to, link.match)}
                sx={activeLinkSx}
              >
                {link.label}
              </Button>
            ))}
            <MenuButton label="Stats" items={[...statsLinks]} />
            {signedIn && user ? (
              <MenuButton
                label={firstName(user.name)}
                startIcon={<UserAvatar avatar={user.avatar} size={24} />}
                items={[...studentLinks(user.id), { label: 'Logout', onClick: onLogout }]}
                header={standing?.rank ? <StandingLine standing={standing} /> : undefined}
              />
            ) : (
              <Button variant="contained" component={Link} to={paths.login} aria-current={current(paths.login)} sx={{ ml: 1 }}>
                Login
              </Button>
            )}
          </Box>
          <IconButton
            edge="end"
            aria-label="Open navigation menu"
            onClick={onOpenDrawer}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
