/**
 * The public events of the live stream (issue 49 item 3): `leaderboard` when the first 100 (ids,
 * points, counts, names and avatars shown) differ, `latest` when the homepage's latest students or
 * awards differ, `stats` when the rest of the statistics differ. After a commit each kind is read
 * again as a visitor would (through the public cache, so the answer is fresh and kept for the
 * clients that refetch it) and compared with what it was; at most one event of a kind every
 * LIVE_PUBLIC_EVERY_MS: a change within that time is checked once it has passed. Nothing is read
 * while no stream is open.
 */
import { createHash } from 'node:crypto';
import { LIVE_PUBLIC_EVERY_MS, PUBLIC_LIVE_EVENTS } from '../../../contracts/live.js';

export type PublicEvent = (typeof PUBLIC_LIVE_EVENTS)[number];

export type PublicEventsOptions = {
  /** The part of the public answers the event is about, as text (read fresh). */
  read: (kind: PublicEvent) => Promise<string>;
  /** Tells every stream. */
  send: (kind: PublicEvent) => void;
  /** Whether any stream is open. */
  anyoneListening: () => boolean;
  onError: (error: unknown) => void;
  everyMs?: number;
  now?: () => number;
};

const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');

export function createPublicEvents({
  read,
  send,
  anyoneListening,
  onError,
  everyMs = LIVE_PUBLIC_EVERY_MS,
  now = Date.now,
}: PublicEventsOptions) {
  type State = { digest?: string; sentAt: number; timer?: NodeJS.Timeout; checking?: Promise<void>; again: boolean };
  const states = new Map<PublicEvent, State>(PUBLIC_LIVE_EVENTS.map((kind) => [kind, { sentAt: -Infinity, again: false }]));

  const check = async (kind: PublicEvent, state: State) => {
    const digest = digestOf(await read(kind));
    // The first reading is where comparisons start from: nothing to tell yet.
    if (state.digest !== undefined && digest !== state.digest) {
      state.sentAt = now();
      send(kind);
    }
    state.digest = digest;
  };

  // eslint-disable-next-line prefer-const -- run and changed call each other
  let changed: (kind: PublicEvent) => void;
  const run = (kind: PublicEvent) => {
    const state = states.get(kind)!;
    if (state.checking) {
      state.again = true;
      return;
    }
    state.checking = (async () => {
      await check(kind, state).catch(onError);
      state.checking = undefined;
      // A commit during the check: checked again, but no sooner than the spacing allows.
      if (state.again) {
        state.again = false;
        changed(kind);
      }
    })();
  };

  /** A commit may have changed `kind`: checked now, or once LIVE_PUBLIC_EVERY_MS has passed since its last event. */
  changed = (kind: PublicEvent) => {
    const state = states.get(kind)!;
    if (!anyoneListening() || state.timer) return;
    const wait = state.sentAt + everyMs - now();
    if (wait <= 0) return run(kind);
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (anyoneListening()) run(kind);
    }, wait);
    state.timer.unref();
  };

  return {
    changed,
    /** The first stream opened: read each kind, to compare later readings with. */
    start: () => PUBLIC_LIVE_EVENTS.forEach((kind) => states.get(kind)!.digest === undefined && run(kind)),
    /** No stream left: forget the readings (they would be stale by the next one). */
    stop: () => states.forEach((state) => (state.digest = undefined)),
    close: () => states.forEach((state) => clearTimeout(state.timer)),
    settled: async () => {
      for (const state of states.values()) while (state.checking) await state.checking;
    },
  };
}
