import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { withSx } from '../../components/sx';

// The bell (MUI's Badge with it) is downloaded once a student is signed in, not with a visitor's
// first visit (docs/decisions.md "Wire weight"); its place is kept meanwhile, so nothing moves.
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));

/** The top bar's bell for a signed-in student (`unread`: useUnreadNotifications). */
export function TopBarBell({ unread, sx }: { unread: number; sx?: SxProps<Theme> }) {
  return (
    <Suspense fallback={<Box aria-hidden sx={withSx({ display: 'inline-flex', width: 40, height: 40, flexShrink: 0 }, sx)} />}>
      <NotificationBell unread={unread} sx={sx} />
    </Suspense>
  );
}
