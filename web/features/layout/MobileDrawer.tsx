import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import { Link, useLocation } from 'react-router';
import { DRAWER_WIDTH } from '../../../contracts/constants';
import { paths } from '../../app/paths';
import { firstName, useStudentSession } from '../auth/useStudentSession';
import { useStanding } from '../leaderboard/api';
import { StandingLine } from '../leaderboard/StandingLine';
import { LanguageChoices } from '../../i18n/LanguageChoices';
import { useT } from '../../i18n/useT';
import { ThemeChoices } from '../theme/ThemeChoices';
import { Brand } from './Brand';
import { isActive, mainLinks, statsLinks, studentLinks, type NavLink } from './nav';

/** The phone menu: the same links as the top bar, and a close button. */
export function MobileDrawer({ open, onClose, onLogout }: { open: boolean; onClose: () => void; onLogout: () => void }) {
  const { signedIn, user } = useStudentSession();
  const { pathname } = useLocation();
  const { data: standing } = useStanding(signedIn);
  const t = useT();
  const rtl = useTheme().direction === 'rtl';
  // Each link in its own list item: a list holds only <li> (axe 'list').
  const item = (link: NavLink) => (
    <ListItem key={link.label} disablePadding>
      <ListItemButton
        component={Link}
        to={link.to}
        onClick={onClose}
        selected={isActive(link, pathname)}
        aria-current={isActive(link, pathname) ? 'page' : undefined}
      >
        <ListItemText primary={t(link.label)} />
      </ListItemButton>
    </ListItem>
  );
  return (
    // From the right in both directions (MUI swaps a horizontal anchor right to left: 'left' is the right then).
    <Drawer
      anchor={rtl ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('layout.drawer') } }}
    >
      <Box sx={{ width: DRAWER_WIDTH }} component="nav" aria-label={t('layout.mobileNav')}>
        <Box sx={{ p: 2, pr: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Box onClick={onClose} sx={{ minWidth: 0 }}>
            <Brand />
          </Box>
          <IconButton aria-label={t('layout.closeMenu')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {signedIn && standing?.rank && (
          <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <StandingLine standing={standing} />
          </Box>
        )}
        <List>{mainLinks(user?.id).map(item)}</List>
        <List subheader={<ListSubheader>{t('layout.nav.stats')}</ListSubheader>}>{statsLinks.map(item)}</List>
        <Divider />
        {signedIn && user ? (
          <List subheader={<ListSubheader>{firstName(user.name)}</ListSubheader>}>
            {studentLinks(user.id).map(item)}
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <ListItemText primary={t('layout.nav.logout')} />
              </ListItemButton>
            </ListItem>
          </List>
        ) : (
          <List>{item({ label: 'layout.nav.login', to: paths.login })}</List>
        )}
        <Divider />
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          <LanguageChoices />
          <ThemeChoices />
        </Box>
      </Box>
    </Drawer>
  );
}
