import HomeIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { ThemeButton } from '../../features/theme/ThemeButton';

type Props = {
  title: string;
  /** The signed-in admin's name (nothing while unknown). */
  adminName?: string;
  onToggleDrawer: () => void;
  drawerOpen: boolean;
  onLogout: () => void;
};

/** The top bar: drawer toggle, the route's title, who is signed in, home (new tab) and logout. */
export function AdminTopBar({ title, adminName, onToggleDrawer, drawerOpen, onLogout }: Props) {
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
        {adminName && (
          <Stack
            direction="row"
            title={`Signed in as ${adminName}`}
            data-testid="signed-in-admin"
            // On a phone the route's title needs the width: the name shows from sm up.
            sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, minWidth: 0, maxWidth: 240 }}
          >
            <Avatar sx={{ width: 30, height: 30, fontSize: '0.85rem', bgcolor: 'primary.main' }} aria-hidden>
              {adminName.trim().charAt(0).toUpperCase()}
            </Avatar>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {adminName}
            </Typography>
          </Stack>
        )}
        {/* On a phone the page's title needs the width: the choice made on the site (or the phone's) applies. */}
        <ThemeButton sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
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
