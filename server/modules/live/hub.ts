/**
 * The open live streams of this instance (issue 49, docs/decisions.md "Live"): each a hijacked
 * answer written as Server-Sent Events, so neither the compression nor the public cache (both
 * onSend hooks) ever sees it. A comment every LIVE_HEARTBEAT_MS keeps it under the 60 s idle cut;
 * past `maxStreams` a new one is refused; closing the app ends every stream first, so a SIGTERM
 * stays a clean stop.
 */
import type { ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '../../../contracts/live.js';

/** Whose stream: a signed-in student's sign-in (their notifications come too), or anybody's. */
export type StreamOwner = { userId: number; accessTokenId: number } | undefined;

type Stream = { raw: ServerResponse; owner: StreamOwner };

export type LiveHub = ReturnType<typeof createLiveHub>;

/** One Server-Sent Event: its fields, each data line prefixed (JSON has none, but a text might). */
export function eventText(event: LiveEvent, data: unknown, id?: string) {
  const lines = JSON.stringify(data)
    .split('\n')
    .map((line) => `data: ${line}\n`)
    .join('');
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\n${lines}\n`;
}

export function createLiveHub({ maxStreams, heartbeatMs = LIVE_HEARTBEAT_MS }: { maxStreams: number; heartbeatMs?: number }) {
  const streams = new Set<Stream>();
  let closed = false;
  const countListeners: ((size: number) => void)[] = [];
  const counted = () => countListeners.forEach((listener) => listener(streams.size));
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.raw.write(': keep-alive\n\n');
  }, heartbeatMs).unref();

  const end = (stream: Stream) => {
    if (streams.delete(stream)) counted();
    if (!stream.raw.writableEnded) stream.raw.end();
  };

  return {
    get size() {
      return streams.size;
    },
    /** Called with the number of open streams whenever it changes. */
    onCountChange: (listener: (size: number) => void) => void countListeners.push(listener),
    /** Whether one more stream may open. */
    hasRoom: () => !closed && streams.size < maxStreams,
    /** Starts the event stream on `raw` (headers sent) and keeps it until the client goes. */
    open(raw: ServerResponse, owner: StreamOwner) {
      const stream: Stream = { raw, owner };
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies that buffer answers (nginx) would hold the events back.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.on('close', () => streams.delete(stream) && counted());
      streams.add(stream);
      counted();
      return {
        send: (event: LiveEvent, data: unknown, id?: string) => raw.write(eventText(event, data, id)),
      };
    },
    /** An event for every stream. */
    broadcast(event: LiveEvent, data: unknown) {
      const text = eventText(event, data);
      for (const stream of streams) stream.raw.write(text);
    },
    /** An event for the streams of one student. */
    sendTo(userId: number, event: LiveEvent, data: unknown, id?: string) {
      const text = eventText(event, data, id);
      for (const stream of streams) if (stream.owner?.userId === userId) stream.raw.write(text);
    },
    /** The students with a stream open here. */
    students: () => new Set([...streams].flatMap(({ owner }) => (owner ? [owner.userId] : []))),
    /** The sign-ins with a stream open here. */
    signIns: () => new Set([...streams].flatMap(({ owner }) => (owner ? [owner.accessTokenId] : []))),
    /** How many streams this sign-in holds open here. */
    countOf: (accessTokenId: number) => [...streams].filter(({ owner }) => owner?.accessTokenId === accessTokenId).length,
    /** Ends the streams of sign-ins that no longer exist (a sign-out, a password reset, a suspension). */
    endSignIns(gone: ReadonlySet<number>) {
      for (const stream of [...streams]) if (stream.owner && gone.has(stream.owner.accessTokenId)) end(stream);
    },
    /** Ends every stream and takes no more. */
    close() {
      closed = true;
      clearInterval(heartbeat);
      for (const stream of [...streams]) end(stream);
    },
  };
}
