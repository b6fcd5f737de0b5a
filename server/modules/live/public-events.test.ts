/**
 * The public events' rules on a fake clock: an event only when what it names really changed, at
 * most one of a kind every 5 s (a change within that time is checked once it has passed), none
 * while nobody listens.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createPublicEvents, type PublicEvent } from './public-events.js';

let answers: Record<PublicEvent, string>;
let sent: PublicEvent[];
let listening: boolean;

const events = () =>
  createPublicEvents({
    read: async (kind) => answers[kind],
    send: (kind) => sent.push(kind),
    anyoneListening: () => listening,
    onError: (error) => {
      throw error;
    },
    everyMs: 5000,
  });

beforeEach(() => {
  vi.useFakeTimers();
  answers = { leaderboard: 'top 100 v1', latest: 'latest v1', stats: 'stats v1' };
  sent = [];
  listening = true;
});
afterEach(() => vi.useRealTimers());

it('tells only what really changed', async () => {
  const live = events();
  live.start();
  await live.settled();
  live.changed('leaderboard');
  live.changed('stats');
  await live.settled();
  expect(sent).toEqual([]); // read again, the same
  answers.stats = 'stats v2';
  live.changed('leaderboard');
  live.changed('stats');
  await live.settled();
  expect(sent).toEqual(['stats']);
});

it('sends at most one event of a kind every 5 s, and the change within them once they have passed', async () => {
  const live = events();
  live.start();
  await live.settled();
  answers.leaderboard = 'v2';
  live.changed('leaderboard');
  await live.settled();
  expect(sent).toEqual(['leaderboard']);
  for (const version of ['v3', 'v4', 'v5']) {
    await vi.advanceTimersByTimeAsync(1000);
    answers.leaderboard = version;
    live.changed('leaderboard');
    await live.settled();
  }
  expect(sent).toEqual(['leaderboard']);
  await vi.advanceTimersByTimeAsync(1999);
  expect(sent).toEqual(['leaderboard']);
  await vi.advanceTimersByTimeAsync(1);
  await live.settled();
  expect(sent).toEqual(['leaderboard', 'leaderboard']);
});

it('reads nothing while nobody listens', async () => {
  const live = events();
  live.start();
  await live.settled();
  listening = false;
  live.stop();
  answers.latest = 'latest v2';
  live.changed('latest');
  await live.settled();
  expect(sent).toEqual([]);
});

it('keeps the 5 s spacing for a commit that arrives while a check is reading', async () => {
  let version = 1;
  let reads = 0;
  const slow = createPublicEvents({
    // The reader sees the version at its start and takes 50 ms.
    read: async () => {
      reads += 1;
      const seen = version;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return `stats v${seen}`;
    },
    send: (kind) => sent.push(kind),
    anyoneListening: () => true,
    onError: (error) => {
      throw error;
    },
    everyMs: 5000,
  });
  slow.start();
  await vi.advanceTimersByTimeAsync(100);
  version = 2;
  slow.changed('stats');
  await vi.advanceTimersByTimeAsync(10);
  version = 3;
  slow.changed('stats'); // mid-check
  await vi.advanceTimersByTimeAsync(100);
  expect(sent.filter((kind) => kind === 'stats')).toEqual(['stats']);
  // The first event went at 150 ms: the change seen mid-check is read at 5,150 ms, not before.
  await vi.advanceTimersByTimeAsync(4900);
  expect(sent.filter((kind) => kind === 'stats')).toEqual(['stats']);
  await vi.advanceTimersByTimeAsync(200);
  await slow.settled();
  expect(sent.filter((kind) => kind === 'stats')).toEqual(['stats', 'stats']);
  expect(reads).toBeGreaterThan(2);
});
