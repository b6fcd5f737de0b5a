/**
 * A live stream as a client reads it, over real HTTP: the answer's status and headers, and its
 * Server-Sent Events as they arrive (parsed as the EventSource specification reads them).
 */
import http from 'node:http';

export type StreamEvent = { event: string; data: unknown; id?: string };

export type OpenStream = {
  status: number;
  headers: Headers;
  /** A refusal's JSON (not a stream). */
  body?: unknown;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Resolves with the next event named `event` not yet taken (rejects after `timeoutMs`). */
  next: (event: string, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Parses the events of a whole chunk of stream text; the rest (an unfinished event) is returned. */
export function parseEvents(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...value] = line.split(':');
      const text = value.join(':').replace(/^ /, '');
      if (field === 'event') event = text;
      else if (field === 'id') id = text;
      else if (field === 'data') data.push(text);
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join('\n')), ...(id !== undefined && { id }) });
  }
  return { events, rest };
}

/** Opens `url` on a connection of its own (no agent: a held stream never delays another request). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, resolve);
    request.on('error', reject);
  });
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const response = await get(url, headers);
  const status = response.statusCode ?? 0;
  const responseHeaders = new Headers(
    Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)] as [string, string]],
    ),
  );
  if (!responseHeaders.get('content-type')?.startsWith('text/event-stream')) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    const body: unknown = text ? JSON.parse(text) : undefined;
    const none = () => Promise.reject(new Error(`not a stream: ${status} ${text}`));
    return { status, headers: responseHeaders, body, events: [], next: none, ended: Promise.resolve(), close: () => undefined };
  }
  const events: StreamEvent[] = [];
  let taken = 0;
  const waiting: (() => void)[] = [];
  let done = false;
  const ended = new Promise<void>((resolve) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      const parsed = parseEvents(buffer + chunk);
      buffer = parsed.rest;
      events.push(...parsed.events);
      waiting.splice(0).forEach((wake) => wake());
    });
    const finish = () => {
      done = true;
      waiting.splice(0).forEach((wake) => wake());
      resolve();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  });
  const next = async (event: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((item, i) => i >= taken && item.event === event);
      if (index >= 0) {
        taken = index + 1;
        return events[index];
      }
      if (done) throw new Error(`the stream ended before a "${event}" event: ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => (clearTimeout(timer), resolve()));
      });
    }
  };
  return { status, headers: responseHeaders, events, next, ended, close: () => response.destroy() };
}
