import { describe, expect, it, vi } from 'vitest';
import { studentSession } from '../../api/session';
import { stubFetch } from '../../test/render';
import { holdStream } from './holder';
import type { StreamLoop } from './reconnect';

const student = { id: 7, name: 'Nour Student', email: 'nour@academy.test', avatar: null } as unknown as Parameters<
  typeof studentSession.save
>[1];
const listeners = {
  onMessage: () => undefined,
  onPoll: () => undefined,
  onResume: () => undefined,
  lastEventId: () => undefined,
};

/** Runs the holder with a fake loop that records each ticket it is given and waits until stopped. */
function hold() {
  const stop = new AbortController();
  const tickets: (string | undefined)[] = [];
  const running = holdStream(stop.signal, listeners, async (loop: StreamLoop) => {
    tickets.push(await loop.ticket().catch(() => 'failed'));
    if (!loop.signal.aborted) await new Promise((resolve) => loop.signal.addEventListener('abort', resolve));
  });
  return { tickets, stop: () => stop.abort(), running };
}

describe('the holding tab’s stream', () => {
  it('opens with a ticket while a student is signed in, and again for the public stream once they sign out', async () => {
    const { fetch, calls } = stubFetch(() => ({ body: { ticket: 'ticket-1', expires_in: 60 } }));
    vi.stubGlobal('fetch', fetch);
    studentSession.save('token-a', student, 'user');
    const { tickets, stop, running } = hold();
    await vi.waitFor(() => expect(tickets).toEqual(['ticket-1']));
    expect(calls[0].url).toBe('/api/user/live/ticket');
    expect(new Headers(calls[0].init?.headers).get('Authorization')).toBe('Bearer token-a');

    studentSession.clear();
    await vi.waitFor(() => expect(tickets).toEqual(['ticket-1', undefined]));
    // Signing in again (in this tab or another: the same stored token) opens the student's stream again.
    studentSession.save('token-b', student, 'user');
    await vi.waitFor(() => expect(tickets).toEqual(['ticket-1', undefined, 'ticket-1']));
    stop();
    await running;
  });

  it('a refused ticket call (401) ends the session without a word, and the stream goes on public', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } })).fetch);
    studentSession.save('token-gone', student, 'user');
    const { tickets, stop, running } = hold();
    await vi.waitFor(() => expect(tickets).toEqual(['failed', undefined]));
    expect(studentSession.token()).toBeNull();
    stop();
    await running;
  });

  it('another tab signing in reopens it (a storage event)', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { ticket: 'ticket-2', expires_in: 60 } })).fetch);
    const { tickets, stop, running } = hold();
    await vi.waitFor(() => expect(tickets).toEqual([undefined]));
    localStorage.setItem('user_token', 'token-c');
    localStorage.setItem('user_type', 'user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user_token' }));
    await vi.waitFor(() => expect(tickets).toEqual([undefined, 'ticket-2']));
    stop();
    await running;
  });
});
