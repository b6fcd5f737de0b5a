/**
 * The watchdog (issue 41): a thread of its own that ends the process when the main thread has
 * been blocked longer than `timeoutMs` (an endless loop in one request freezes every other one),
 * so that `npm start` (scripts/start.mjs) or a service manager starts a fresh server.
 *
 * The two threads share one SharedArrayBuffer: the main thread bumps a heartbeat counter from an
 * unref'd timer, and notes the route of each request as it begins; worker-source.ts watches the
 * counter and names that route in its last line.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { WORKER_SOURCE } from './worker-source.js';

/** Bytes kept of the last route (`POST /api/admin/users/bulk/achievement` is 38). */
const ROUTE_CAPACITY = 256;
/** Int32 slots before the route's bytes: the heartbeat counter, the route's length. */
const HEADER_BYTES = 8;

export type Watchdog = {
  /** Called as each request begins: `route` is the route's pattern (never the URL: its query may hold a token). */
  noteRequest(method: string, route: string | undefined): void;
  /** Starts the heartbeat and the watching thread. */
  start(log: Pick<FastifyBaseLogger, 'error'>): void;
  /** Stops both; safe to call more than once. */
  stop(): Promise<void>;
};

export function createWatchdog(timeoutMs: number): Watchdog {
  const buffer = new SharedArrayBuffer(HEADER_BYTES + ROUTE_CAPACITY);
  const words = new Int32Array(buffer, 0, 2);
  const routeBytes = new Uint8Array(buffer, HEADER_BYTES, ROUTE_CAPACITY);
  const encoder = new TextEncoder();
  // Route patterns and methods are few: each request only looks its bytes up.
  const encoded = new Map<string, Uint8Array>();
  // Several beats and checks per timeout: a block is noticed within a fraction of it.
  const beatMs = Math.min(500, timeoutMs / 4);
  const checkMs = Math.min(250, timeoutMs / 4);
  let heartbeat: NodeJS.Timeout | undefined;
  let worker: Worker | undefined;

  return {
    noteRequest(method, route) {
      const key = `${method} ${route ?? 'unknown'}`;
      let bytes = encoded.get(key);
      if (!bytes) {
        bytes = encoder.encode(key).subarray(0, ROUTE_CAPACITY);
        encoded.set(key, bytes);
      }
      routeBytes.set(bytes);
      Atomics.store(words, 1, bytes.length);
    },
    start(log) {
      if (worker) return;
      heartbeat = setInterval(() => Atomics.add(words, 0, 1), beatMs).unref();
      worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { buffer, timeoutMs, checkMs, routeOffset: HEADER_BYTES, routeCapacity: ROUTE_CAPACITY },
      });
      worker.on('error', (error) => log.error({ err: error }, 'the watchdog thread failed: blocks are no longer caught'));
      worker.unref();
    },
    async stop() {
      clearInterval(heartbeat);
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
