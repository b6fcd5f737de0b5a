import type { LiveTicket } from '../../../contracts/live';
import { api } from '../../api/client';
import { studentSession, subscribeSession } from '../../api/session';
import { keepStreamOpen, type StreamLoop } from './reconnect';

/** The signed-in student's token, or null for a visitor (an admin's token is not a student's). */
const studentToken = () => (studentSession.isSignedIn() ? studentSession.token() : null);

/**
 * POST /api/user/live/ticket through the one API client: a 401 ends the session as on any public
 * page (the token is cleared, no redirect, no toast: nothing here toasts), which is a change of
 * token, so the stream reopens for the public events.
 */
const ticketFor = (token: string | null) => async () =>
  token ? (await api.post<LiveTicket>('/api/user/live/ticket')).ticket : undefined;

export type Listeners = Pick<StreamLoop, 'onMessage' | 'onPoll' | 'onResume' | 'lastEventId'>;

/**
 * The holding tab's stream until `signal` stops: the signed-in student's (with a ticket) or the
 * public one, opened again for the other whenever the stored token changes (sign-in or sign-out in
 * any tab: web/api/session.ts tells of both).
 */
export async function holdStream(signal: AbortSignal, listeners: Listeners, keep = keepStreamOpen): Promise<void> {
  while (!signal.aborted) {
    const token = studentToken();
    const run = new AbortController();
    const stop = () => run.abort();
    signal.addEventListener('abort', stop);
    const unsubscribe = subscribeSession(() => {
      if (studentToken() !== token) run.abort();
    });
    try {
      await keep({ ...listeners, signal: run.signal, ticket: ticketFor(token) });
    } finally {
      unsubscribe();
      signal.removeEventListener('abort', stop);
    }
  }
}
