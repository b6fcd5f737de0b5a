import { LIVE_PATH, LIVE_POLL_MS } from '../../../contracts/live-protocol';
import { openStream } from './openStream';
import type { SseMessage } from './sse';

/** The wait before reopening: twice as long after each failed try, from 1 s up to 30 s, less up to half at random. */
export const FIRST_RETRY_MS = 1_000;
export const LAST_RETRY_MS = 30_000;

export function retryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  // Spread: a restarted server is not asked again by all its streams in the same second.
  return Math.round(ceiling * (0.5 + random() / 2));
}

export type StreamLoop = {
  /** Ends the loop and the stream it has open. */
  signal: AbortSignal;
  /** A fresh ticket for the signed-in student, or undefined for the public stream; throws when none could be had. */
  ticket: () => Promise<string | undefined>;
  /** Where the student's notifications resume from (the last `id` seen), when reopening with a ticket. */
  lastEventId: () => string | undefined;
  onMessage: (message: SseMessage) => void;
  /** Refused for now (503): every LIVE_POLL_MS, refetch what the stream would have told, then try it again. */
  onPoll: () => void;
  /** A stream opened again after one had: public events are not resumed, what they name is asked again. */
  onResume: () => void;
  open?: typeof openStream;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
};

/** Resolves after `ms`, or at once when `signal` stops. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * Keeps one stream open until `signal` stops: each opening with a new ticket (single use) and the
 * cursor; a dropped stream reopens within a second, a failed opening (no ticket, refused ticket,
 * network, server) after a capped backoff, a 503 after polling once.
 */
export async function keepStreamOpen(loop: StreamLoop): Promise<void> {
  const { signal, open = openStream, random = Math.random } = loop;
  const wait = loop.sleep ?? sleep;
  let failures = 0;
  let opened = 0;
  while (!signal.aborted) {
    let ticket: string | undefined;
    try {
      ticket = await loop.ticket();
    } catch {
      if (!signal.aborted) await wait(retryDelay(++failures, random), signal);
      continue;
    }
    if (signal.aborted) return;
    const query = new URLSearchParams();
    const last = ticket ? loop.lastEventId() : undefined;
    if (ticket) query.set('ticket', ticket);
    if (last) query.set('last_event_id', last);
    let ready = false;
    const status = await open(ticket ? `${LIVE_PATH}?${query}` : LIVE_PATH, signal, (message) => {
      if (message.event === 'ready' && !ready) {
        ready = true;
        failures = 0;
        if (opened++) loop.onResume();
      }
      loop.onMessage(message);
    });
    if (signal.aborted) return;
    if (status === 503) {
      await wait(LIVE_POLL_MS, signal);
      if (!signal.aborted) loop.onPoll();
      continue;
    }
    await wait(retryDelay(ready ? 0 : ++failures, random), signal);
  }
}
