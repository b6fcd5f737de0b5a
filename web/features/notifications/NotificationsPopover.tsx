import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { NotificationItem } from '../../../contracts/notifications';
import { LOAD_FAILED } from '../../../contracts/messages';
import { formatDate } from '../../components/format';
import { useSay, useT } from '../../i18n/useT';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api';
import { when } from './when';
import { wording } from './wording';

/** The bell's popover: the latest notifications, each opening where it happened, and "Mark all as read". */
export function NotificationsPopover({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const rtl = useTheme().direction === 'rtl';
  const open = Boolean(anchor);
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const { refetch } = list;
  // Each opening shows the list as it is now (the count may have moved since the last one).
  useEffect(() => {
    if (open) void refetch({ cancelRefetch: false });
  }, [open, refetch]);
  const titleId = `${id}-title`;
  const unread = list.data?.unread ?? 0;
  // The bell's side of the popover: its end edge under the bell's, in both directions.
  const side = rtl ? 'left' : 'right';

  const onOpen = (notification: NotificationItem) => {
    if (!notification.read_at) markRead.mutate(notification.id);
    onClose();
  };

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: side }}
      transformOrigin={{ vertical: 'top', horizontal: side }}
      marginThreshold={8}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            // Below the top bar's edge, not over it.
            mt: 1,
            width: 400,
            maxWidth: 'calc(100% - 16px)',
            maxHeight: 'min(560px, calc(100% - 80px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button size="small" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Box sx={{ overflowY: 'auto' }}>
        {list.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('notifications.loading')} />
          </Box>
        ) : list.isError && !list.data ? (
          <Box role="status" sx={{ textAlign: 'center', py: 3, px: 2 }}>
            <Typography color="text.secondary">{say(LOAD_FAILED.generic)}</Typography>
            <Button size="small" onClick={() => void refetch()} loading={list.isFetching} sx={{ mt: 1 }}>
              {say(LOAD_FAILED.tryAgain)}
            </Button>
          </Box>
        ) : !list.data?.notifications.length ? (
          <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4, px: 2 }}>
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {list.data.notifications.map((notification) => (
              <Entry key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
            ))}
          </List>
        )}
      </Box>
    </Popover>
  );
}

/** One notification: unread ones in bold behind a dot on a tinted row (not by colour alone); the dot reads "Unread". */
function Entry({ notification, onOpen }: { notification: NotificationItem; onOpen: () => void }) {
  const t = useT();
  const { text, to } = wording(notification, t);
  const unread = !notification.read_at;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={to}
        onClick={onOpen}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.25,
          bgcolor: unread ? 'action.hover' : undefined,
          // The list scrolls, clipping what is drawn outside an item: its keyboard ring is drawn inside.
          '&.Mui-focusVisible': { outlineOffset: -4, boxShadow: 'none' },
        }}
      >
        <Box
          component="span"
          {...(unread ? { role: 'img', 'aria-label': t('notifications.unread') } : { 'aria-hidden': true })}
          sx={{
            flexShrink: 0,
            mt: 0.875,
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400 }}>
            {text}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={notification.created_at}
            title={formatDate(notification.created_at)}
          >
            {when(notification.created_at)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
