import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { NotificationsResponse } from '../../../contracts/notifications';
import { api } from '../../api/client';
import { notificationKeys } from '../queryKeys';

/**
 * The bell's unread count (issue 48): the `unread` of a one-item page, asked again on every change
 * of screen (as the achievements popup asks for its unread ones) and when the window comes back
 * into focus. No `failure` in its meta: a failed count shows none, and a 401 only ends the session
 * (web/api/client.ts), as the popup's check does. Apart from api.ts so that the first visit carries
 * no mutation code.
 */
export function useUnreadNotifications(signedIn: boolean) {
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: notificationKeys.count(),
    queryFn: async () => (await api.get<NotificationsResponse>('/api/user/notifications?per_page=1')).unread,
    enabled: signedIn,
    staleTime: 0,
  });
  const { refetch } = query;
  // The screen the count was asked on: a new one asks again (not the first, which the query asks
  // itself); an answer still on its way counts as the new screen's.
  const askedOn = useRef(pathname);
  useEffect(() => {
    if (askedOn.current === pathname) return;
    askedOn.current = pathname;
    if (signedIn) void refetch({ cancelRefetch: false });
  }, [signedIn, pathname, refetch]);
  // Back to the window: another window of the desktop (focus) or another tab (visibility; React
  // Query's own focus refetch hears only this one). Both at once make one call.
  useEffect(() => {
    if (!signedIn) return;
    const ask = () => {
      if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false });
    };
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [signedIn, refetch]);
  return signedIn ? (query.data ?? 0) : 0;
}
