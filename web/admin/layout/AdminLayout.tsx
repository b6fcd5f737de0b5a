import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useMatches, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { adminSession } from '../../api/session';
import type { RouteHandle } from '../../app/DocumentTitle';
import { paths } from '../../app/paths';
import { useAcademyName } from '../../features/config/api';
import { adminMeQuery } from '../admins/api';
import { adminArea } from '../queryKeys';
import { useAdminToken } from '../useAdminSession';
import { AdminDrawer } from './AdminDrawer';
import { AdminTopBar } from './AdminTopBar';

function useRouteTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title);
  return (handle?.handle as RouteHandle | undefined)?.title ?? 'Dashboard';
}

/**
 * The frame of every admin screen. Without an admin token it sends the visitor to the admin
 * login; a stored session of another type goes to the homepage (docs/product.md#roles). From md up the
 * drawer is open by default and the top bar folds it to a rail; below md it is an overlay,
 * closed by default, so the content keeps the whole width.
 */
export function AdminLayout() {
  const token = useAdminToken();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [railFolded, setRailFolded] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const drawerOpen = wide ? !railFolded : overlayOpen;
  const title = useRouteTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const academyName = useAcademyName();
  const me = useQuery({ ...adminMeQuery, enabled: Boolean(token) && adminSession.type() === 'admin' }).data?.admin;

  if (!token) return <Navigate to={paths.admin.login} replace />;
  if (adminSession.type() !== 'admin') return <Navigate to={paths.home} replace />;

  const logout = async () => {
    try {
      await api.post('/api/admin/logout');
    } catch (error) {
      console.error('Admin logout failed', error);
    }
    adminSession.clear();
    queryClient.removeQueries({ queryKey: adminArea });
    void navigate(paths.admin.login, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AdminDrawer open={drawerOpen} overlay={!wide} onClose={() => setOverlayOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminTopBar
          title={title}
          adminName={me?.name}
          drawerOpen={drawerOpen}
          onToggleDrawer={() => (wide ? setRailFolded((folded) => !folded) : setOverlayOpen((open) => !open))}
          onLogout={logout}
        />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
        <Box component="footer" sx={{ py: 2, px: 3, borderTop: '1px solid', borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary" align="center">
            © {new Date().getFullYear()} {academyName}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
