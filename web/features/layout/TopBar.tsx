import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { UserAvatar } from '../../components/UserAvatar';
import { firstName, useStudentSession } from '../auth/useStudentSession';
import { useStanding } from '../leaderboard/api';
import { StandingLine } from '../leaderboard/StandingLine';
import { ThemeButton } from '../theme/ThemeButton';
import { Brand } from './Brand';
import { MenuButton } from './MenuButton';
import { activeLinkSx } from './activeLink';
import { contentWidthSx } from './contentWidth';
import { isActive, mainLinks, statsLinks, studentLinks } from './nav';

export function TopBar({ onOpenDrawer, onLogout }: { onOpenDrawer: () => void; onLogout: () => void }) {
  const { signedIn, user } = useStudentSession();
  const { pathname } = useLocation();
  const { data: standing } = useStanding(signedIn);
  const current = (to: string, match?: RegExp) => (isActive({ label: '', to, match }, pathname) ? 'page' : undefined);
  return (
    // What MUI's sticky AppBar and Toolbar draw, without their code in the first visit.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ ...contentWidthSx, display: 'flex', alignItems: 'center', gap: 1, minHeight: { xs: 56, sm: 64 } }}>
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
          {/* The page's settings beside the user menu; room here for the language switch and a bell. */}
          <ThemeButton />
        </Box>
        <IconButton
          edge="end"
          aria-label="Open navigation menu"
          onClick={onOpenDrawer}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
