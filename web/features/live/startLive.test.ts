import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { achievementKeys, notificationKeys, statsKeys } from '../queryKeys';
import type { Listeners } from './holder';
import { startLive } from './startLive';
import type { TabChannel, TabMessage } from './tabs';

/** navigator.locks for one browser: one holder of a name at a time, the others queued in order. */
function fakeLocks() {
  let held = false;
  const queue: (() => void)[] = [];
  const next = () => queue.shift()?.();
  const request = (_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const grant = () => {
        held = true;
        void callback()
          .then(resolve, reject)
          .finally(() => {
            held = false;
            next();
          });
      };
      if (!held) return grant();
      queue.push(grant);
      options.signal?.addEventListener('abort', () => {
        const waiting = queue.indexOf(grant);
        if (waiting < 0) return;
        queue.splice(waiting, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  return { request } as unknown as LockManager;
}

/** BroadcastChannel('academy-live') of each tab of one browser: a message reaches every other tab. */
function fakeBrowser() {
  const tabs = new Set<EventTarget>();
  return () => {
    const channel = new EventTarget() as EventTarget & TabChannel;
    channel.postMessage = (data: unknown) => {
      for (const other of tabs)
        if (other !== channel) queueMicrotask(() => other.dispatchEvent(new MessageEvent('message', { data })));
    };
    tabs.add(channel);
    return channel;
  };
}

/** A tab: its query client (what it refetches is recorded) and, while it holds the stream, its listeners. */
type Tab = {
  name: string;
  refetched: string[];
  stop: () => void;
  holding: () => Listeners | undefined;
  /** Posts on this tab's channel, as tellOtherTabs does. */
  tell: (message: TabMessage) => void;
};

function openTabs(count: number, locks: LockManager | undefined) {
  const channelOf = fakeBrowser();
  const holders = new Map<string, Listeners>();
  const tabs: Tab[] = Array.from({ length: count }, (_, i) => {
    const name = `tab ${i + 1}`;
    const queryClient = new QueryClient();
    const refetched: string[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      refetched.push(JSON.stringify(filters?.queryKey));
    });
    const channel = channelOf();
    const stop = startLive(queryClient, {
      locks,
      channel,
      hold: (signal, listeners) =>
        new Promise<void>((resolve) => {
          holders.set(name, listeners);
          signal.addEventListener('abort', () => {
            holders.delete(name);
            resolve();
          });
        }),
    });
    return { name, refetched, stop, holding: () => holders.get(name), tell: (message) => channel.postMessage(message) };
  });
  return { tabs, holders };
}

/** Into or out of the back/forward cache (jsdom has no PageTransitionEvent). */
const pageTransition = (type: string) => Object.assign(new Event(type), { persisted: true });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('one stream per browser, shared by its tabs', () => {
  it('is held by one tab of seven; every tab refetches what its events name', async () => {
    const { tabs, holders } = openTabs(7, fakeLocks());
    stops = tabs.map((tab) => tab.stop);
    await settle();
    expect([...holders.keys()]).toEqual(['tab 1']);

    holders.get('tab 1')!.onMessage({ event: 'notification', data: '{"kind":"submission_removed"}', id: '12' });
    holders.get('tab 1')!.onMessage({ event: 'leaderboard', data: '{}', id: '12' });
    await settle();
    for (const tab of tabs) {
      expect(tab.refetched, tab.name).toEqual([key(notificationKeys.all), key(statsKeys.leaderboard()), key(statsKeys.front())]);
    }
  });

  it('passes to another tab when the holding one closes, which resumes from the last event the tabs saw', async () => {
    const { tabs, holders } = openTabs(3, fakeLocks());
    stops = tabs.map((tab) => tab.stop);
    await settle();
    tabs[0].holding()!.onMessage({ event: 'notification', data: '{"kind":"enrolled"}', id: '30' });
    await settle();

    tabs[0].stop();
    await settle();
    expect([...holders.keys()]).toEqual(['tab 2']);
    expect(tabs[1].holding()!.lastEventId()).toBe('30');

    // The new holder's events reach the tab that is left.
    tabs[1].holding()!.onMessage({ event: 'latest', data: '{}', id: '30' });
    await settle();
    expect(tabs[2].refetched.at(-1)).toBe(key(statsKeys.front()));
    expect(tabs[0].refetched).toHaveLength(1);
  });

  it('lets the stream go when the page is hidden for good, and takes it again when it comes back from the cache', async () => {
    const { tabs, holders } = openTabs(2, fakeLocks());
    stops = [tabs[1].stop, tabs[0].stop];
    await settle();
    expect([...holders.keys()]).toEqual(['tab 1']);
    // One window for both fake tabs here: the holder lets the stream go, the other stops waiting for it.
    window.dispatchEvent(pageTransition('pagehide'));
    await settle();
    expect(holders.size).toBe(0);
    window.dispatchEvent(pageTransition('pageshow'));
    await settle();
    expect(holders.size).toBe(1);
  });

  it('without Web Locks, every tab holds its own stream and tells the others nothing of it', async () => {
    const { tabs, holders } = openTabs(3, undefined);
    stops = tabs.map((tab) => tab.stop);
    await settle();
    expect(holders.size).toBe(3);
    tabs[0].holding()!.onMessage({ event: 'stats', data: '{}', id: '' });
    await settle();
    expect(tabs.map((tab) => tab.refetched.length)).toEqual([1, 0, 0]);
  });

  it('a tab that marked something read tells the others: their bell and popup ask again', async () => {
    const { tabs } = openTabs(3, fakeLocks());
    stops = tabs.map((tab) => tab.stop);
    await settle();
    tabs[2].tell({ kind: 'read' });
    await settle();
    expect(tabs.map((tab) => tab.refetched)).toEqual([
      [key(notificationKeys.all), key(achievementKeys.unread())],
      [key(notificationKeys.all), key(achievementKeys.unread())],
      [],
    ]);
  });

  it('a 503 makes every tab poll: the bell and the public lists', async () => {
    const { tabs } = openTabs(2, fakeLocks());
    stops = tabs.map((tab) => tab.stop);
    await settle();
    tabs[0].holding()!.onPoll();
    await settle();
    for (const tab of tabs) {
      expect(tab.refetched).toEqual([key(notificationKeys.all), key(statsKeys.front()), key(statsKeys.leaderboard())]);
    }
  });
});
