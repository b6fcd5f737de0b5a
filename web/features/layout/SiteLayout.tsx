import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { UnreadAchievementsDialog } from '../achievements/UnreadAchievementsDialog';
import { useStudentLogout } from '../auth/api';
import { useStudentSession } from '../auth/useStudentSession';
import { Footer } from './Footer';
import { MobileDrawer } from './MobileDrawer';
import { TopBar } from './TopBar';

/** The frame of every public and student screen: top bar, mobile drawer, content, footer. */
export function SiteLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useStudentLogout();
  const { signedIn } = useStudentSession();
  const onLogout = async () => {
    await logout();
    void navigate(paths.login);
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar onOpenDrawer={() => setDrawerOpen(true)} onLogout={onLogout} />
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogout={onLogout} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, flexGrow: 1 }}>
        <Outlet />
      </Container>
      {signedIn && <UnreadAchievementsDialog />}
      <Footer />
    </Box>
  );
}
