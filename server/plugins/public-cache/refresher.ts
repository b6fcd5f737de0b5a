/**
 * Asks again, in the background, for answers a commit dropped, so that the next visitor finds
 * them computed (or being computed) instead of computing them while others wait. The first drop
 * after a quiet spell is refreshed at once; under a stream of writes an address is asked at most
 * every `everyMs`, the drops in between taken by one refresh at the end of that time.
 */

/**
 * At most one refresh of an address in this time: each costs 5-25 ms of both cores at 100k
 * students, and refreshing after every write of a stream made a lone writer's submissions 3.5
 * times slower (docs/decisions.md "Refreshed at most every 200 ms").
 */
export const REFRESH_EVERY_MS = 200;

export type Refresher = {
  /**
   * After a commit: refreshes the answers it dropped (by key, with the address to ask), and each
   * refresh computing now that `changed` says the commit changed: that one will not be kept.
   */
  afterCommit: (dropped: Iterable<{ key: string; url: string }>, changed: (key: string) => boolean) => void;
  /** No refresh starts after this. */
  close: () => void;
};

type RefresherOptions = {
  /** Asks for the answer of `url` as a visitor would (it is stored as theirs would be). */
  ask: (url: string) => Promise<unknown>;
  failed: (error: unknown) => void;
  everyMs?: number;
};

/** The refreshes of one key: when the last one started, whether one is computing now, whether one waits its turn. */
type State = { url: string; startedAt: number; running: boolean; waiting: boolean; timer?: NodeJS.Timeout };

export function createRefresher({ ask, failed, everyMs = REFRESH_EVERY_MS }: RefresherOptions): Refresher {
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
  const refresh = (key: string, url: string) => {
    const state = states.get(key) ?? { url, startedAt: -Infinity, running: false, waiting: false };
    states.set(key, state);
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
    close: () => {
      closed = true;
      for (const { timer } of states.values()) clearTimeout(timer);
    },
  };
}
