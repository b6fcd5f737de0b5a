import { describe, expect, it } from 'vitest';
import { LIVE_PATH, LIVE_POLL_MS } from '../../../contracts/live-protocol';
import { keepStreamOpen, LAST_RETRY_MS, retryDelay, type StreamLoop } from './reconnect';
import type { SseMessage } from './sse';

type Opening = { status: number; messages?: SseMessage[] };
const ready = (id = ''): SseMessage => ({ event: 'ready', data: '{"signed_in":true}', id });
const notification = (id: string): SseMessage => ({ event: 'notification', data: '{"kind":"enrolled"}', id });

/**
 * Runs the loop against a scripted server: each opening answers the next of `openings` (its
 * messages, then the stream ends with that status); once they are used up the loop is stopped.
 * Waits resolve at once and are recorded, as is everything the loop did, in order.
 */
async function run(openings: Opening[], tickets: (string | Error | undefined)[] = [], extra: Partial<StreamLoop> = {}) {
  const stop = new AbortController();
  const log: string[] = [];
  const urls: string[] = [];
  const waits: number[] = [];
  let cursor: string | undefined;
  let ticketCalls = 0;
  await keepStreamOpen({
    signal: stop.signal,
    ticket: async () => {
      const next = tickets[ticketCalls++];
      if (next instanceof Error) throw next;
      return next;
    },
    lastEventId: () => cursor,
    onMessage: (message) => {
      if (message.id) cursor = message.id;
      log.push(message.event);
    },
    onPoll: () => log.push('poll'),
    onResume: () => log.push('resume'),
    open: async (url, _signal, onMessage) => {
      urls.push(url);
      const opening = openings.shift();
      if (!opening) {
        stop.abort();
        return 0;
      }
      opening.messages?.forEach(onMessage);
      return opening.status;
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
    // The longest wait of each step (no random part taken off).
    random: () => 1,
    ...extra,
  });
  return { log, urls, waits, ticketCalls };
}

describe('keeping the stream open', () => {
  it('opens the public stream without a ticket or cursor when nobody is signed in', async () => {
    const { urls } = await run([{ status: 200, messages: [ready()] }]);
    expect(urls[0]).toBe(LIVE_PATH);
  });

  it('reopens a dropped stream at once with a fresh ticket and the last event id, and asks the public lists again', async () => {
    const { urls, log, waits } = await run(
      [
        { status: 200, messages: [ready(), notification('41'), notification('42')] },
        { status: 200, messages: [ready('42')] },
      ],
      ['first', 'second', 'third'],
    );
    expect(urls).toEqual([
      `${LIVE_PATH}?ticket=first`,
      `${LIVE_PATH}?ticket=second&last_event_id=42`,
      `${LIVE_PATH}?ticket=third&last_event_id=42`,
    ]);
    // The first opening is no resume; the second is.
    expect(log).toEqual(['ready', 'notification', 'notification', 'resume', 'ready']);
    expect(waits).toEqual([retryDelay(0, () => 1), retryDelay(0, () => 1)]);
  });

  it('backs off twice as long after each failed opening, up to 30 s, and from the start once a stream opened', async () => {
    const failing = Array.from({ length: 7 }, () => ({ status: 0 }));
    const { waits } = await run([...failing, { status: 200, messages: [ready()] }, { status: 502 }]);
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 1_000, 2_000]);
    expect(Math.max(...waits)).toBe(LAST_RETRY_MS);
  });

  it('spreads the waits at random between half and all of each step', () => {
    expect(retryDelay(3, () => 0)).toBe(4_000);
    expect(retryDelay(3, () => 1)).toBe(8_000);
    expect(retryDelay(20, () => 0.5)).toBe(22_500);
  });

  it('asks a new ticket after a refused one (401), and backs off when none could be had', async () => {
    const { urls, waits, ticketCalls } = await run(
      [{ status: 401 }, { status: 200, messages: [ready()] }],
      ['used', new Error('Network Error'), 'fresh'],
    );
    expect(urls.slice(0, 2)).toEqual([`${LIVE_PATH}?ticket=used`, `${LIVE_PATH}?ticket=fresh`]);
    expect(waits.slice(0, 2)).toEqual([2_000, 4_000]);
    expect(ticketCalls).toBe(4);
  });

  it('past the server’s number of streams (503) polls every 60 s and tries the stream again each time', async () => {
    const { log, waits, urls } = await run([{ status: 503 }, { status: 503 }, { status: 200, messages: [ready()] }]);
    expect(waits.slice(0, 2)).toEqual([LIVE_POLL_MS, LIVE_POLL_MS]);
    expect(log).toEqual(['poll', 'poll', 'ready']);
    expect(urls).toHaveLength(4);
  });

  it('stops at once, and opens nothing more, when its signal stops', async () => {
    const stop = new AbortController();
    let opened = 0;
    await keepStreamOpen({
      signal: stop.signal,
      ticket: async () => undefined,
      lastEventId: () => undefined,
      onMessage: () => undefined,
      onPoll: () => undefined,
      onResume: () => undefined,
      open: async () => {
        opened++;
        stop.abort();
        return 200;
      },
    });
    expect(opened).toBe(1);
  });
});
