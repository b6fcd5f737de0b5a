/**
 * The live stream of issue 49 in the browser (docs/decisions.md "Live in the browser"): one stream per browser,
 * held by the tab holding the Web Lock 'academy-live' and told to the other tabs over the
 * BroadcastChannel of the same name; each tab refetches what the events name (effects.ts). Loaded
 * after the first paint (useLiveUpdates.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { studentSession } from '../../api/session';
import { applyToQueries } from './effects';
import { holdStream } from './holder';
import { leadWithLock } from './leader';
import { LIVE_CHANNEL, tabChannel, type TabChannel, type TabMessage } from './tabs';

export type LiveEnv = {
  /** navigator.locks (secure contexts only); without it every tab holds a stream of its own and forwards nothing. */
  locks?: LockManager;
  channel: TabChannel | null;
  hold?: typeof holdStream;
};

const browserEnv = (): LiveEnv => ({ locks: navigator.locks, channel: tabChannel() });

/**
 * The cursor of the student's notifications, as the last `id` this tab saw (held or told): a tab
 * taking the stream over resumes where the last holder was. Kept with its token, so another
 * student never resumes from it.
 */
function resumeCursor() {
  let seen: { token: string | null; id: string } | undefined;
  return {
    saw: (id: string) => (seen = { token: studentSession.token(), id }),
    last: () => (seen && seen.token === studentSession.token() ? seen.id : undefined),
  };
}

/** Starts this tab's part; returns its stop. A page hidden for good (or into the back/forward cache) lets the stream go. */
export function startLive(queryClient: QueryClient, env: LiveEnv = browserEnv()): () => void {
  const { channel, hold = holdStream } = env;
  // Sharing needs both: without a channel the other tabs would hear nothing, so each holds its own.
  const locks = channel ? env.locks : undefined;
  const cursor = resumeCursor();
  const apply = (message: TabMessage) => {
    if (message.kind === 'event' && message.id) cursor.saw(message.id);
    applyToQueries(queryClient, message);
  };
  const forward = locks ? channel : null;
  const tell = (message: TabMessage) => {
    apply(message);
    forward?.postMessage(message);
  };
  const hear = (event: MessageEvent<TabMessage>) => apply(event.data);
  channel?.addEventListener('message', hear);

  let stopHolding: (() => void) | undefined;
  const begin = () => {
    stopHolding ??= leadWithLock(locks, LIVE_CHANNEL, (signal) =>
      hold(signal, {
        onMessage: (message) => tell({ kind: 'event', ...message }),
        onPoll: () => tell({ kind: 'poll' }),
        onResume: () => tell({ kind: 'resume' }),
        lastEventId: cursor.last,
      }),
    );
  };
  const end = () => {
    stopHolding?.();
    stopHolding = undefined;
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) begin();
  };
  window.addEventListener('pagehide', end);
  window.addEventListener('pageshow', onShow);
  begin();
  return () => {
    end();
    window.removeEventListener('pagehide', end);
    window.removeEventListener('pageshow', onShow);
    channel?.removeEventListener('message', hear);
  };
}
