/**
 * A read-through cache of public answers (docs/decisions.md "Public answers are cached").
 *
 * - What: GET/HEAD answers of the public route group, as the serialized JSON, keyed by URL. A
 *   route that personalises its answer with a student token (OpenAPI marker OPTIONAL_BEARER) is
 *   cached only for requests without one.
 * - Fresh: any write the API accepts drops the whole cache before its answer leaves, so the next
 *   read on this instance sees it; other instances hear of it through PostgreSQL NOTIFY. An answer
 *   computed while a write landed is not kept (generations).
 * - Cheap: concurrent misses of one URL wait for the first instead of all asking the database; a
 *   hit answers without the database, with an ETag (If-None-Match gets a 304).
 * `PUBLIC_CACHE=0` turns it off (the benchmark's cold figures).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { attachReadMemo } from '../db/read-memo.js';
import { OPTIONAL_BEARER } from './openapi.js';
import { listenForInvalidations, notifyAnswersChanged, type InvalidationListener } from './public-cache-listener.js';

type Entry = { body: string; etag: string; contentType: string };

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be stored: its key and the generation it started in. */
    publicCacheMiss?: { key: string; generation: number; done: () => void };
  }
}

export type PublicCache = {
  /** Serves a cached answer, or marks the request so its answer is stored (public group's onRequest). */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Drops every cached answer here and, on PostgreSQL, on every other instance. */
  invalidate: () => Promise<void>;
  readonly enabled: boolean;
  /** Since start: answers from memory, answers computed, and requests that waited for another's. */
  readonly counts: { hits: number; misses: number; shared: number };
};

/** Writes that change nothing a public answer shows. */
const WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER = new Set([
  '/api/user/login',
  '/api/admin/login',
  '/api/user/logout',
  '/api/admin/logout',
  '/api/achievements/read',
]);

/** Answers kept at most this long: a backstop for writes made outside the API (SQL by hand). */
const MAX_AGE_MS = 5 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Set for the handler of a write request and everything it calls. */
const insideWrite = new AsyncLocalStorage<true>();

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

async function publicCache(app: FastifyInstance) {
  const enabled = app.config.publicCache;
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
    ttl: MAX_AGE_MS,
  });
  /** Misses being computed now, by key: later requests for the key wait for them. */
  const pending = new Map<string, Promise<void>>();
  /** Values of db/read-memo.ts of this generation, or being computed in it (shared, like misses). */
  const memos = new Map<string, Promise<unknown>>();
  let generation = 0;
  const instanceId = randomUUID();
  const counts = { hits: 0, misses: 0, shared: 0 };

  const dropLocal = () => {
    generation += 1;
    entries.clear();
    pending.clear();
    memos.clear();
  };

  let listener: InvalidationListener | undefined;
  if (enabled && app.config.databaseUrl) {
    listener = await listenForInvalidations(app.config.databaseUrl, {
      onInvalidate: (sender) => sender !== instanceId && dropLocal(),
      // While the listener is down another instance's write could go unheard: serve nothing cached.
      onConnectionChange: () => dropLocal(),
      log: app.log,
    });
    app.addHook('onClose', async () => listener?.close());
  }

  const invalidate = async () => {
    dropLocal();
    if (!listener) return;
    try {
      await notifyAnswersChanged(app.db, instanceId);
    } catch (error) {
      app.log.warn({ err: error }, 'could not tell other instances to drop their cached answers');
    }
  };

  const cacheUsable = () => enabled && !(listener && !listener.connected);

  /**
   * A write drops the memo (dropLocal), so a request that starts after a write never gets a value
   * computed before it; a failed computation is forgotten, so the next caller tries again.
   */
  const memo = <T>(key: string, compute: () => Promise<T>): Promise<T> | undefined => {
    if (!cacheUsable() || insideWrite.getStore()) return undefined;
    const known = memos.get(key);
    if (known) return known as Promise<T>;
    const value = compute();
    memos.set(key, value);
    value.catch(() => memos.get(key) === value && memos.delete(key));
    return value;
  };
  if (enabled && app.hasDecorator('db')) attachReadMemo(app.db, memo);

  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type(entry.contentType).send(entry.body);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheUsable()) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.routeOptions.schema?.security === OPTIONAL_BEARER && request.headers.authorization) return;
    const key = request.url;
    const hit = entries.get(key);
    if (hit) {
      counts.hits += 1;
      return send(request, reply, hit);
    }
    const inFlight = pending.get(key);
    if (inFlight) {
      await inFlight;
      const filled = entries.get(key);
      if (filled) {
        counts.shared += 1;
        return send(request, reply, filled);
      }
      counts.misses += 1;
      return;
    }
    counts.misses += 1;
    let done!: () => void;
    const miss = new Promise<void>((resolve) => (done = resolve));
    pending.set(key, miss);
    request.publicCacheMiss = {
      key,
      generation,
      done: () => {
        if (pending.get(key) === miss) pending.delete(key);
        done();
      },
    };
  };

  // Root hooks, registered before compression: the answer is stored as JSON text, not compressed.
  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.publicCacheMiss;
    if (miss) {
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        miss.generation === generation &&
        contentType.startsWith('application/json')
      ) {
        const entry = { body: payload, etag: etagOf(payload), contentType };
        entries.set(miss.key, entry);
        reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      }
      miss.done();
      request.publicCacheMiss = undefined;
    } else if (changesPublicAnswers(request, reply.statusCode)) {
      await invalidate();
    }
    return payload;
  });
  // A write's handler runs inside `insideWrite`: its own answer (a rank, a total) is computed from
  // the database it has just changed, never from memoized values; reads beside it keep them.
  app.addHook('preHandler', (request, _reply, done) => {
    if (isWrite(request)) insideWrite.run(true, done);
    else done();
  });
  // A request that ends without onSend (the client went away) must not leave others waiting.
  app.addHook('onResponse', async (request) => request.publicCacheMiss?.done());
  app.addHook('onRequestAbort', async (request) => request.publicCacheMiss?.done());

  app.decorate('publicCache', { serve, invalidate, enabled, counts });
}

/** A request under /api that may change what public answers show. */
function isWrite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const url = request.url.split('?')[0];
  return url.startsWith('/api/') && !WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER.has(url);
}

/**
 * An accepted write (a refused one changed nothing; a failed one may have). A `202` started a job
 * that has changed nothing yet: the job drops the cache when its work commits (modules/jobs), so
 * cached answers keep answering while it runs.
 */
function changesPublicAnswers(request: FastifyRequest, status: number): boolean {
  return isWrite(request) && status !== 202 && (status < 400 || status >= 500);
}

export default fp(publicCache, { name: 'public-cache', dependencies: ['context'] });
