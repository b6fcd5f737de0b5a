import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadResponse, NotificationsResponse } from '../../../contracts/notifications';
import { api } from '../../api/client';
import { tellOtherTabs } from '../live/tabs';
import { achievementKeys, notificationKeys } from '../queryKeys';

/**
 * GET /api/user/notifications: the latest page (20), newest first. No `failure` in its meta: the
 * list says so itself, and a 401 only ends the session (web/api/client.ts).
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => api.get<NotificationsResponse>('/api/user/notifications'),
    staleTime: 0,
  });
}

/**
 * Marking read changes the bell's count (set from the answer at once), the list, and the
 * 'New Achievement Unlocked!' popup's unread ones (the server marks an award's two records
 * together: docs/decisions.md "Notifications"), in this tab and, told, in the others.
 */
const afterMarking = [notificationKeys.all, achievementKeys.unread()] as const;

function useSetUnread() {
  const queryClient = useQueryClient();
  return (unread: number, readIds: (id: number) => boolean) => {
    tellOtherTabs({ kind: 'read' });
    queryClient.setQueryData<number>(notificationKeys.count(), unread);
    const readAt = new Date().toISOString();
    queryClient.setQueryData<NotificationsResponse>(notificationKeys.list(), (page) =>
      page
        ? {
            ...page,
            unread,
            notifications: page.notifications.map((item) =>
              item.read_at || !readIds(item.id) ? item : { ...item, read_at: readAt },
            ),
          }
        : page,
    );
  };
}

/** POST /api/user/notifications/:id/read: one notification, when it is opened. */
export function useMarkNotificationRead() {
  const setUnread = useSetUnread();
  return useMutation({
    mutationFn: (id: number) => api.post<NotificationsReadResponse>(`/api/user/notifications/${id}/read`),
    onSuccess: ({ unread }, id) => setUnread(unread, (other) => other === id),
    meta: { invalidates: afterMarking },
  });
}

/** POST /api/user/notifications/read-all: "Mark all as read". */
export function useMarkAllNotificationsRead() {
  const setUnread = useSetUnread();
  return useMutation({
    mutationFn: () => api.post<NotificationsReadResponse>('/api/user/notifications/read-all'),
    onSuccess: ({ unread }) => setUnread(unread, () => true),
    meta: { invalidates: afterMarking },
  });
}
