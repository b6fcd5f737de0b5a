/**
 * Asks again, in the background, for answers a commit dropped, so that the next visitor finds
 * them computed (or being computed) instead of computing them while others wait. The first drop
 * after a quiet spell is refreshed at once; under a stream of writes an address is asked at most
 * every `everyMs`, the drops in between taken by one refresh at the end of that time. Once nobody
 * has asked for an answer for `wantedForMs`, it is left to its next visitor: writes do not pay for
 * answers nobody reads (docs/decisions.md "Refreshed while somebody reads").
 */

/**
 * At most one refresh of an address in this time: each costs 5-25 ms of both cores at 100k
 * students, and refreshing after every write of a stream made a lone writer's submissions 3.5
 * times slower (docs/decisions.md "Refreshed at most every 200 ms").
 */
export const REFRESH_EVERY_MS = 200;

/**
 * Refreshed while a visitor asked for it this recently: a homepage visited every few seconds finds
 * its figures ready; a stream of writes nobody reads (an import at night, the bench's writers) stops
 * refreshing them 5 times a second.
 */
export const WANTED_FOR_MS = 5_000;

export type Refresher = {
  /**
   * After a commit: refreshes the answers it dropped (by key, with the address to ask), and each
   * refresh computing now that `changed` says the commit changed: that one will not be kept.
   */
  afterCommit: (dropped: Iterable<{ key: string; url: string }>, changed: (key: string) => boolean) => void;
  /** A visitor (not a refresh) asked for the answer of `key`. */
  asked: (key: string) => void;
  /** Whether the answer of `key` is refreshed when dropped: never refreshed yet, or asked within `wantedForMs`. */
  wanted: (key: string) => boolean;
  /** No refresh starts after this. */
  close: () => void;
};

type RefresherOptions = {
  /** Asks for the answer of `url` as a visitor would (it is stored as theirs would be). */
  ask: (url: string) => Promise<unknown>;
  failed: (error: unknown) => void;
  everyMs?: number;
  wantedForMs?: number;
};

/**
 * The refreshes of one key: when the last one started, whether one is computing now, whether one
 * waits its turn, and when a visitor last asked for the answer.
 */
type State = { url: string; startedAt: number; running: boolean; waiting: boolean; askedAt: number; timer?: NodeJS.Timeout };

export function createRefresher({
  ask,
  failed,
  everyMs = REFRESH_EVERY_MS,
  wantedForMs = WANTED_FOR_MS,
}: RefresherOptions): Refresher {
  /** A few: the keys of the answers refreshed after a commit. */
  const states = new Map<string, State>();
  let closed = false;

  const run = (state: State) => {
    state.timer = undefined;
    if (closed) return;
    state.running = true;
    state.waiting = false;
    state.startedAt = performance.now();
    ask(state.url)
      .catch(failed)
      .finally(() => {
        state.running = false;
        if (state.waiting) schedule(state);
      });
  };
  const schedule = (state: State) => {
    state.waiting = true;
    state.timer = setTimeout(() => run(state), Math.max(0, state.startedAt + everyMs - performance.now())).unref();
  };
  const wanted = (state: State | undefined) => !state || performance.now() - state.askedAt <= wantedForMs;
  const refresh = (key: string, url: string) => {
    // A first refresh counts as asked now: the answer it replaces was kept for somebody.
    const state = states.get(key) ?? { url, startedAt: -Infinity, running: false, waiting: false, askedAt: performance.now() };
    states.set(key, state);
    if (!wanted(state)) return;
    if (state.running || state.waiting) state.waiting = true;
    else if (performance.now() - state.startedAt >= everyMs) run(state);
    else schedule(state);
  };

  return {
    afterCommit: (dropped, changed) => {
      const refreshed = new Map<string, string>();
      for (const { key, url } of dropped) refreshed.set(key, url);
      for (const [key, { url, running }] of states) if (running && !refreshed.has(key) && changed(key)) refreshed.set(key, url);
      for (const [key, url] of refreshed) refresh(key, url);
    },
    asked: (key) => {
      const state = states.get(key);
      if (state) state.askedAt = performance.now();
    },
    wanted: (key) => wanted(states.get(key)),
    close: () => {
      closed = true;
      for (const { timer } of states.values()) clearTimeout(timer);
    },
  };
}
