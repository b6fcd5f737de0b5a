/**
 * What the tabs of a browser tell each other on the BroadcastChannel 'academy-live': the stream's
 * events, from the tab holding it (startLive.ts), and what one tab did that the others must show.
 * One channel object per tab, so that a tab does not hear what it says itself.
 */
import type { SseMessage } from './sse';

export type TabMessage =
  /** An event of the stream, as read. */
  | ({ kind: 'event' } & SseMessage)
  /** A tab marked notifications or awards read: the other tabs' bell and popup ask again. */
  | { kind: 'read' }
  /** The stream is refused (503): everything it would have told is asked again (every LIVE_POLL_MS). */
  | { kind: 'poll' }
  /** The stream opened again after a drop: what it tells is asked again (public events are not resumed). */
  | { kind: 'resume' };

export type TabChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

export const LIVE_CHANNEL = 'academy-live';

let channel: BroadcastChannel | null | undefined;

/** This tab's channel (none where the browser has no BroadcastChannel). */
export function tabChannel(): TabChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LIVE_CHANNEL) : null;
  return channel;
}

export function tellOtherTabs(message: TabMessage) {
  tabChannel()?.postMessage(message);
}
