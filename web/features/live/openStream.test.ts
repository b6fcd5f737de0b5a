import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStream } from './openStream';
import type { SseMessage } from './sse';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A `fetch` answering with this status and a body streamed in these byte chunks; the calls' options recorded. */
function answer(status: number, parts: Uint8Array[]) {
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(init);
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return calls;
}

const read = async () => {
  const messages: SseMessage[] = [];
  const status = await openStream('/api/live', new AbortController().signal, (message) => messages.push(message));
  return { status, messages };
};

afterEach(() => vi.unstubAllGlobals());

describe('reading the stream with fetch', () => {
  it('reads the events until the stream ends, a letter cut between two chunks included, and answers its status', async () => {
    const event = bytes(': hi\n\nevent: notification\nid: 3\ndata: {"name":"Zoë"}\n\n');
    // The ë is two bytes: the first chunk ends between them.
    const cut = event.indexOf(0xc3) + 1;
    const calls = answer(200, [event.slice(0, cut), event.slice(cut)]);
    expect(await read()).toEqual({ status: 200, messages: [{ event: 'notification', data: '{"name":"Zoë"}', id: '3' }] });
    expect(new Headers(calls[0].headers).get('Accept')).toBe('text/event-stream');
    expect(calls[0].cache).toBe('no-store');
  });

  it('answers a refusal’s status (503: poll; 401: a new ticket) and reads nothing of it', async () => {
    answer(503, [bytes('data: not an event\n\n')]);
    expect(await read()).toEqual({ status: 503, messages: [] });
  });

  it('answers 0 when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await read()).toEqual({ status: 0, messages: [] });
  });
});
