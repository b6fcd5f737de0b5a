import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationItem } from '../../../contracts/notifications';
import { achievementKeys, notificationKeys, statsKeys } from '../queryKeys';
import type { TabMessage } from './tabs';

const kindOf = (data: string): string | undefined => {
  try {
    return (JSON.parse(data) as Partial<NotificationItem> | null)?.kind;
  } catch {
    return undefined;
  }
};

/**
 * What a message of the stream (or of another tab) makes stale: the screens showing it refetch
 * (only queries in use are asked again; the others when next shown).
 * - `notification`: the bell's count and list. An award also marks the 'New Achievement Unlocked!'
 *   popup's query stale without asking: the popup asks on the next change of screen, as it always
 *   has, so it opens in the tab the student is using, not in every tab at once.
 * - `leaderboard`: the leaderboard and the homepage (its top members); `latest` (the homepage's
 *   latest students and awards) and `stats`: the homepage and statistics' figures.
 * - `read` (another tab marked something read): the bell, and the popup, which closes.
 * - `poll`: everything the stream would have told; `resume` too: public events are not resumed,
 *   and a stream that dropped before its first notification has no cursor to resume them from.
 */
export function applyToQueries(queryClient: QueryClient, message: TabMessage) {
  const refetch = (...keys: QueryKey[]) => keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  switch (message.kind) {
    case 'read':
      return refetch(notificationKeys.all, achievementKeys.unread());
    case 'poll':
    case 'resume':
      return refetch(notificationKeys.all, statsKeys.front(), statsKeys.leaderboard());
    case 'event':
      switch (message.event) {
        case 'notification':
          refetch(notificationKeys.all);
          if (kindOf(message.data) === 'achievement_awarded') {
            void queryClient.invalidateQueries({ queryKey: achievementKeys.unread(), refetchType: 'none' });
          }
          return;
        case 'leaderboard':
          return refetch(statsKeys.leaderboard(), statsKeys.front());
        case 'latest':
        case 'stats':
          return refetch(statsKeys.front());
      }
  }
}
