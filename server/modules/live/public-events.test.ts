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
