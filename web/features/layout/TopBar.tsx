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
import { TopBarBell } from '../notifications/TopBarBell';
import { useUnreadNotifications } from '../notifications/useUnreadNotifications';
import { LanguageButton } from '../../i18n/LanguageButton';
import { useT } from '../../i18n/useT';
import { ThemeButton } from '../theme/ThemeButton';
import { Brand } from './Brand';
import { MenuButton } from './MenuButton';
import { activeLinkSx } from './activeLink';
import { contentWidthSx } from './contentWidth';
import { isActive, mainLinks, statsLinks, studentLinks, type NavLink } from './nav';

export function TopBar({ onOpenDrawer, onLogout }: { onOpenDrawer: () => void; onLogout: () => void }) {
  const { signedIn, user } = useStudentSession();
  const { pathname } = useLocation();
  const { data: standing } = useStanding(signedIn);
  const unread = useUnreadNotifications(signedIn);
  const t = useT();
  const current = (to: string, match?: RegExp) => (isActive({ to, match }, pathname) ? 'page' : undefined);
  const translated = (links: NavLink[]) => links.map((link) => ({ ...link, label: t(link.label) }));
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
        <Box
          component="nav"
          aria-label={t('layout.mainNav')}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
        >
          {mainLinks(user?.id).map((link) => (
            <Button
              key={link.to}
              color="inherit"
              component={Link}
              to={link.to}
              aria-current={current(link.to, link.match)}
              sx={activeLinkSx}
            >
              {t(link.label)}
            </Button>
          ))}
          <MenuButton label={t('layout.nav.stats')} items={translated(statsLinks)} />
          {signedIn && user ? (
            <MenuButton
              label={firstName(user.name)}
              startIcon={<UserAvatar avatar={user.avatar} size={24} />}
              items={[...translated(studentLinks(user.id)), { label: t('layout.nav.logout'), onClick: onLogout }]}
              header={standing?.rank ? <StandingLine standing={standing} /> : undefined}
            />
          ) : (
            <Button variant="contained" component={Link} to={paths.login} aria-current={current(paths.login)} sx={{ ml: 1 }}>
              {t('layout.nav.login')}
            </Button>
          )}
          {/* The student's bell and the page's settings beside the user menu. */}
          {signedIn && <TopBarBell unread={unread} />}
          <LanguageButton />
          <ThemeButton />
        </Box>
        {/* On a phone the bell stays in the bar, beside the drawer's button. */}
        {signedIn && <TopBarBell unread={unread} sx={{ display: { xs: 'inline-flex', md: 'none' } }} />}
        <IconButton
          edge="end"
          aria-label={t('layout.openMenu')}
          onClick={onOpenDrawer}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
