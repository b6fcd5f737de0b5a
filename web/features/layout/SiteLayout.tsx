import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { paths } from '../../app/paths';
import { PageLoadingBar } from '../../components/PageLoadingBar';
import { useStudentLogout } from '../auth/logout';
import { useStudentSession } from '../auth/useStudentSession';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { loadScreenTexts } from '../../i18n/i18n';
import { contentWidthSx } from './contentWidth';

// Not on a first visit's path: the drawer's code loads when it is first opened, the popup's when a
// student is signed in (docs/decisions.md "Wire weight").
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));
const UnreadAchievementsDialog = lazy(() =>
  Promise.all([import('../achievements/UnreadAchievementsDialog'), loadScreenTexts()]).then(([m]) => ({
    default: m.UnreadAchievementsDialog,
  })),
);

/** The frame of every public and student screen: top bar, mobile drawer, content, footer. */
export function SiteLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it closes with its transition.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const navigate = useNavigate();
  const logout = useStudentLogout();
  const { signedIn } = useStudentSession();
  useLiveUpdates();
  // A screen's code is loaded on its first visit: the current screen stays, with this bar above it.
  const navigating = useNavigation().state === 'loading';
  const onLogout = async () => {
    await logout();
    void navigate(paths.login);
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {navigating && <PageLoadingBar />}
      <TopBar
        onOpenDrawer={() => {
          setDrawerOpen(true);
          setDrawerOpened(true);
        }}
        onLogout={onLogout}
      />
      {drawerOpened && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogout={onLogout} />
        </Suspense>
      )}
      <Box component="main" sx={{ ...contentWidthSx, py: { xs: 3, md: 5 }, flexGrow: 1 }}>
        <Outlet />
      </Box>
      {signedIn && (
        <Suspense fallback={null}>
          <UnreadAchievementsDialog />
        </Suspense>
      )}
      <Footer />
    </Box>
  );
}
