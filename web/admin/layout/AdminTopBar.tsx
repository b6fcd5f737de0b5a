import HomeIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';

type Props = { title: string; onToggleDrawer: () => void; drawerOpen: boolean; onLogout: () => void };

/** The top bar: drawer toggle, the route's title, home (new tab) and logout. */
export function AdminTopBar({ title, onToggleDrawer, drawerOpen, onLogout }: Props) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Toggle drawer" aria-expanded={drawerOpen} onClick={onToggleDrawer}>
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {title}
        </Typography>
        <Tooltip title="Open the site">
          <IconButton aria-label="Home" href={paths.home} target="_blank" rel="noopener">
            <HomeIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Logout">
          <IconButton aria-label="Logout" onClick={onLogout}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
