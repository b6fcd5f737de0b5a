import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { DRAWER_RAIL_WIDTH, DRAWER_WIDTH } from '../../../contracts/constants';
import { ADMIN_NAVIGATION } from './navigation';

export const DRAWER_BACKGROUND = '#161b2e';

/** The dark side drawer: full width when open, a rail of icons when closed. */
export function AdminDrawer({ open }: { open: boolean }) {
  const width = open ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH;
  return (
    <Drawer
      variant="permanent"
      component="nav"
      aria-label="Admin navigation"
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          bgcolor: DRAWER_BACKGROUND,
          color: 'rgba(255,255,255,0.85)',
          borderRight: 'none',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Toolbar disableGutters sx={{ px: 2, gap: 1.5 }}>
        <SchoolIcon sx={{ color: 'warning.main' }} />
        <Typography noWrap sx={{ fontWeight: 700, color: 'common.white', opacity: open ? 1 : 0 }}>
          Academy Admin
        </Typography>
      </Toolbar>
      <List sx={{ px: 0.5 }}>
        {ADMIN_NAVIGATION.map(({ label, to, icon }) => (
          <Tooltip key={to} title={open ? '' : label} placement="right">
            <ListItemButton
              component={NavLink}
              to={to}
              sx={{
                borderRadius: 1.5,
                mb: 0.5,
                px: 1.5,
                minHeight: 44,
                color: 'inherit',
                '&.active': { bgcolor: 'primary.main', color: 'common.white' },
                '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                '&.active:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>{icon}</ListItemIcon>
              <ListItemText primary={label} sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }} />
            </ListItemButton>
          </Tooltip>
        ))}
      </List>
      <Box sx={{ flexGrow: 1 }} />
    </Drawer>
  );
}
