import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { achievementKeys, notificationKeys, statsKeys, userKeys } from '../queryKeys';
import { applyToQueries } from './effects';
import type { TabMessage } from './tabs';

const key = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
const shown = [
  notificationKeys.count(),
  notificationKeys.list(),
  achievementKeys.unread(),
  statsKeys.front(),
  statsKeys.leaderboard(),
  userKeys.list(1),
];

/** With each of these queries in use on screen and answered: what the message asks again at once, and what it only marks stale. */
async function after(message: TabMessage) {
  const queryClient = new QueryClient();
  const asked: string[] = [];
  const observers = shown.map(
    (queryKey) =>
      new QueryObserver(queryClient, {
        queryKey,
        queryFn: async () => asked.push(key(queryKey)),
        staleTime: Infinity,
      }),
  );
  const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
  await vi.waitFor(() =>
    expect(shown.map((queryKey) => queryClient.getQueryState(queryKey)?.status)).toEqual(shown.map(() => 'success')),
  );
  asked.length = 0;
  applyToQueries(queryClient, message);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const markedOnly = shown.filter((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated).map(key);
  unsubscribes.forEach((unsubscribe) => unsubscribe());
  return { refetched: asked.sort(), markedOnly };
}

const event = (name: string, data = '{}'): TabMessage => ({ kind: 'event', event: name, data, id: '' });
const bell = [notificationKeys.count(), notificationKeys.list()];
const lists = [statsKeys.front(), statsKeys.leaderboard()];

describe('what the live events ask again', () => {
  it.each<[string, TabMessage, (readonly unknown[])[], (readonly unknown[])[]]>([
    ['a notification: the bell', event('notification', '{"kind":"submission_removed"}'), bell, []],
    // The popup asks on the next change of screen, in the tab the student is using (not every tab at once).
    [
      'an award: the bell; the popup only marked',
      event('notification', '{"kind":"achievement_awarded"}'),
      bell,
      [achievementKeys.unread()],
    ],
    ['leaderboard: the leaderboard and the homepage', event('leaderboard'), lists, []],
    ['latest: the homepage', event('latest'), [statsKeys.front()], []],
    ['stats: the homepage and statistics', event('stats'), [statsKeys.front()], []],
    ['ready: nothing', event('ready', '{"signed_in":true}'), [], []],
    ['another tab marked read: the bell and the popup (which closes)', { kind: 'read' }, [...bell, achievementKeys.unread()], []],
    ['polling: the bell and the public lists', { kind: 'poll' }, [...bell, ...lists], []],
    ['a reopened stream: the bell and the public lists', { kind: 'resume' }, [...bell, ...lists], []],
  ])('%s', async (_name, message, refetched, markedOnly) => {
    expect(await after(message)).toEqual({ refetched: refetched.map(key).sort(), markedOnly: markedOnly.map(key) });
  });
});
