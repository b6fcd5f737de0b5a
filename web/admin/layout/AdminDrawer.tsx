import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { matchPath, NavLink, useLocation } from 'react-router';
import { DRAWER_RAIL_WIDTH, DRAWER_WIDTH } from '../../../contracts/constants';
import { useAcademyName } from '../../features/config/api';
import { useIsSuperAdmin } from '../useAdminSession';
import { ADMIN_NAVIGATION } from './navigation';

export const DRAWER_BACKGROUND = '#161b2e';
const DRAWER_ACTIVE = '#3949ab';
const DRAWER_ACTIVE_HOVER = '#283593';

type Props = {
  /** Full width when open; closed it is a rail of icons, or hidden when `overlay`. */
  open: boolean;
  /** Below md: a temporary drawer over the content, closed by choosing a link. */
  overlay: boolean;
  onClose: () => void;
};

/** The dark side drawer: full width when open, a rail of icons when closed (an overlay on phones). */
export function AdminDrawer({ open, overlay, onClose }: Props) {
  const width = open || overlay ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH;
  const paper = {
    width,
    overflowX: 'hidden',
    bgcolor: DRAWER_BACKGROUND,
    color: 'rgba(255,255,255,0.85)',
    borderRight: 'none',
    transition: (theme: Theme) => theme.transitions.create('width'),
  };
  const links = <DrawerLinks expanded={open || overlay} onNavigate={overlay ? onClose : undefined} />;
  if (overlay) {
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': paper }}>
        {links}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width'), '& .MuiDrawer-paper': paper }}
    >
      {links}
    </Drawer>
  );
}

/** The drawer's title and links; the active link is filled, the focused one outlined. */
function DrawerLinks({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const academyName = useAcademyName();
  const isSuper = useIsSuperAdmin();
  const navigation = ADMIN_NAVIGATION.filter((link) => !link.superOnly || isSuper);
  return (
    <Box component="nav" aria-label="Admin navigation">
      <Toolbar disableGutters sx={{ px: 2, gap: 1.5 }}>
        <SchoolIcon sx={{ color: 'warning.main' }} />
        <Typography noWrap sx={{ fontWeight: 700, color: 'common.white', opacity: expanded ? 1 : 0 }}>
          {academyName}
        </Typography>
      </Toolbar>
      <List sx={{ px: 0.5 }}>
        {navigation.map(({ label, to, icon, also = [] }) => (
          <Box component="li" key={to}>
            <Tooltip title={expanded ? '' : label} placement="right">
              <ListItemButton
                component={NavLink}
                to={to}
                onClick={onNavigate}
                className={also.some((pattern) => matchPath(pattern, pathname)) ? 'active' : undefined}
                sx={{
                  borderRadius: 1.5,
                  mb: 0.5,
                  px: 1.5,
                  minHeight: 44,
                  color: 'inherit',
                  // The drawer is dark in both schemes: its active link keeps the light scheme's indigo.
                  '&.active': { bgcolor: DRAWER_ACTIVE, color: 'common.white' },
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                  '&.active:hover': { bgcolor: DRAWER_ACTIVE_HOVER },
                  '&.Mui-focusVisible, &:focus-visible': {
                    bgcolor: 'rgba(255,255,255,0.16)',
                    outline: '2px solid',
                    outlineColor: 'warning.main',
                    outlineOffset: '-2px',
                  },
                  '&.active.Mui-focusVisible, &.active:focus-visible': { bgcolor: DRAWER_ACTIVE_HOVER },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>{icon}</ListItemIcon>
                <ListItemText primary={label} sx={{ opacity: expanded ? 1 : 0, whiteSpace: 'nowrap' }} />
              </ListItemButton>
            </Tooltip>
          </Box>
        ))}
      </List>
    </Box>
  );
}
