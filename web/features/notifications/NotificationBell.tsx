import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import { loadScreenTexts } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

// The list, its calls and its texts are downloaded at the first opening (docs/decisions.md "Wire weight").
const NotificationsPopover = lazy(() =>
  Promise.all([import('./NotificationsPopover'), loadScreenTexts()]).then(([m]) => ({ default: m.NotificationsPopover })),
);

/**
 * The signed-in student's bell (issue 48): the unread count as a badge, the latest notifications
 * in a popover when pressed. The count comes from the top bar (useUnreadNotifications).
 */
export function NotificationBell({ unread, sx }: { unread: number; sx?: SxProps<Theme> }) {
  const t = useT();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the popover stays mounted so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.notifications', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={sx}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPopover id={id} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
