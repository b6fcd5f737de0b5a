/**
 * A read-through cache of public answers (docs/decisions.md "Public answers are cached").
 *
 * - What: GET/HEAD answers of the public route group, as the serialized JSON, keyed by the route
 *   and its parsed, known parameters in a canonical order (an unknown parameter is ignored, never a
 *   new key). A route that personalises its answer with a student token (OpenAPI marker
 *   OPTIONAL_BEARER) is cached only for requests without one.
 * - Fresh: a tracked commit, here or on another instance, drops the answers that show something
 *   it changed (freshness/changes.ts; what each route shows: answer-topics.ts); an answer computed
 *   while something it shows changed is not kept; while freshness is not listening nothing is
 *   served from here.
 * - Cheap: concurrent misses of one key wait for the first instead of all asking the database; a
 *   hit answers without the database, with an ETag (If-None-Match gets a 304). An answer over
 *   COMPRESS_THRESHOLD is compressed once per encoding (each form with its own ETag, kept beside
 *   the plain bytes): in brotli when stored, as browsers ask; in gzip when a client first asks
 *   for it. A hit sends stored bytes whatever the client accepts.
 * `PUBLIC_CACHE=0` turns it off (the benchmark's cold figures); freshness runs either way.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import { TOPICS, touches, type Topic } from '../freshness/changes.js';
import { answerKept, answerTopics } from './answer-topics.js';
import { COMPRESS_THRESHOLD, encode, encodingFor, type Encoding } from './compression.js';
import { OPTIONAL_BEARER } from './openapi.js';

/** One stored form of an answer: a strong ETag differs per content coding (RFC 9110 8.8.3). */
type Form = { body: Buffer; etag: string; encoding?: Encoding };
/** A stored answer: its plain form and, over COMPRESS_THRESHOLD, its compressed ones made so far. */
type Entry = { contentType: string; identity: Form; compressible: boolean; topics: readonly Topic[]; url: string } & Partial<
  Record<Encoding, Form>
>;

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be stored. */
    publicCacheMiss?: Miss;
  }
}

/**
 * A request whose answer may be stored: its key, what it shows, and their version when it started.
 * `done` hands the requests waiting for it the answer (undefined when there is none to share).
 */
type Miss = { key: string; topics: readonly Topic[]; version: number; url: string; done: (entry?: Entry) => void };

export type PublicCache = {
  /** Serves a cached answer, or marks the request so its answer is stored (public group's onRequest). */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  readonly enabled: boolean;
  /** Since start: answers from memory, answers computed, and requests that waited for another's. */
  readonly counts: { hits: number; misses: number; shared: number };
};

/**
 * Answers derived from every student, asked on every visit: once a commit drops one, the app asks
 * for it again at once, so the next visitor finds it computed (or being computed) instead of
 * computing it while others wait.
 */
const REFRESHED_AFTER_COMMIT = new Set(['/api/front/stats', '/api/front/achievements', '/api/front/leaderboard']);
/**
 * At most one refresh of an address in this time: each costs 5-25 ms of both cores at 100k
 * students, and refreshing after every write of a stream made a lone writer's submissions 3.5
 * times slower (docs/decisions.md "Refreshed at most every 200 ms").
 */
const REFRESH_EVERY_MS = 200;
/** The route of a cache key (`keyOf`). */
const routeOf = (key: string) => key.slice(0, key.indexOf(' '));

/** Answers kept at most this long: a backstop for writes made outside the API (SQL by hand). */
const MAX_AGE_MS = 5 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** The entry of a JSON answer, with its brotli form, compressed here once for all the hits to come. */
function entryOf(json: string, contentType: string, { topics, url }: Miss): Entry {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64url');
  const compressible = body.length >= COMPRESS_THRESHOLD;
  const entry: Entry = { contentType, identity: { body, etag: `"${hash}"` }, compressible, topics, url };
  if (compressible) compressedForm(entry, 'br');
  return entry;
}

/** The entry's form in `encoding`, made (and kept in the entry) the first time it is asked for. */
function compressedForm(entry: Entry, encoding: Encoding): Form {
  const { body, etag } = entry.identity;
  entry[encoding] ??= { body: encode[encoding](body), etag: `${etag.slice(0, -1)}-${encoding}"`, encoding };
  return entry[encoding];
}

const sizeOf = (entry: Entry) => entry.identity.body.length + (entry.br?.body.length ?? 0) + (entry.gzip?.body.length ?? 0);

/** A JSON text of `value` with object keys sorted, so equal parameters make equal keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * The cache key of a request: its route and its parameters as the route's schemas parse them (the
 * route validates the same way right after). Undefined when they do not parse: the route answers 400.
 */
function keyOf(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as { params?: ZodType; querystring?: ZodType } | undefined;
  const parse = (part: ZodType | undefined, value: unknown) => {
    if (!part) return { success: true as const, data: undefined };
    return part.safeParse(value);
  };
  const params = parse(schema?.params, request.params);
  const query = parse(schema?.querystring, request.query);
  if (!params.success || !query.success) return undefined;
  return `${request.routeOptions.url} ${canonical(params.data ?? null)} ${canonical(query.data ?? null)}`;
}

async function publicCache(app: FastifyInstance) {
  const enabled = app.config.publicCache;
  const { freshness } = app;
  /** The keys of the stored answers that show each topic: a commit drops those of what it changed. */
  const keysByTopic = new Map<Topic, Set<string>>(TOPICS.map((topic) => [topic, new Set()]));
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => sizeOf(entry) + key.length,
    ttl: MAX_AGE_MS,
    dispose: (entry, key, reason) => {
      if (reason !== 'set') for (const topic of entry.topics) keysByTopic.get(topic)!.delete(key);
    },
  });
  const keep = (key: string, entry: Entry) => {
    entries.set(key, entry);
    for (const topic of entry.topics) keysByTopic.get(topic)!.add(key);
  };

  /** The form of `entry` the request accepts, with its headers set on `reply`. */
  const formFor = (request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): Form => {
    const encoding = encodingFor(request.headers['accept-encoding']);
    let form = entry.identity;
    if (encoding && entry.compressible) {
      const made = !entry[encoding];
      form = compressedForm(entry, encoding);
      // Counted in the cache's size from now on (the entry's age is kept: it is the same answer).
      if (made && entries.peek(key) === entry) entries.set(key, entry, { noUpdateTTL: true });
    }
    reply.header('etag', form.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    return form;
  };
  /**
   * Each address's key, once parsed (an address always parses to the same key, whatever the
   * generation): a hit then costs no schema parse, which took about 60 µs of a 140 µs hit.
   */
  const keysByUrl = new LRUCache<string, string>({ max: 50_000 });
  /**
   * Misses being computed now, by key: later requests for the key wait for them and get their
   * answer, even one not kept because a commit overtook it: they all asked before that commit (a
   * commit drops the key from here, so later requests compute anew).
   */
  const pending = new Map<string, { computed: Promise<Entry | undefined>; topics: readonly Topic[] }>();
  const counts = { hits: 0, misses: 0, shared: 0 };
  /**
   * Refreshes by key (a few: the keys of REFRESHED_AFTER_COMMIT): the address, when the last one
   * started, whether one is computing now and whether one waits its turn.
   */
  const refreshing = new Map<string, { url: string; startedAt: number; running: boolean; waiting: boolean }>();
  let closing = false;
  app.addHook('onClose', (_app, done) => {
    closing = true;
    done();
  });
  /**
   * Asks for an answer as a visitor would (it is stored as theirs would be). The first drop after a
   * quiet spell is refreshed at once; under a stream of writes an address is asked at most every
   * REFRESH_EVERY_MS, the drops in between taken by one refresh at the end of that time.
   */
  const refresh = ({ key, url }: { key: string; url: string }) => {
    const state = refreshing.get(key) ?? { url, startedAt: -Infinity, running: false, waiting: false };
    refreshing.set(key, state);
    if (state.running || state.waiting) {
      state.waiting = true;
      return;
    }
    const run = () => {
      if (closing) return;
      state.running = true;
      state.waiting = false;
      state.startedAt = performance.now();
      app
        .inject({ method: 'GET', url })
        .catch((error: unknown) => app.log.warn({ err: error }, 'refreshing a cached answer failed'))
        .finally(() => {
          state.running = false;
          if (state.waiting) schedule();
        });
    };
    const schedule = () => {
      state.waiting = true;
      setTimeout(run, Math.max(0, state.startedAt + REFRESH_EVERY_MS - performance.now())).unref();
    };
    if (performance.now() - state.startedAt >= REFRESH_EVERY_MS) run();
    else schedule();
  };

  freshness.onAdvance((changes) => {
    // After everything (an admin's write, the listener down and up) the next reader computes, as
    // it always did; only the everyday writes, which say what they changed, set off refreshes.
    if (changes === 'everything') {
      entries.clear();
      pending.clear();
      return;
    }
    const dropped = new Set([...changes].flatMap((topic) => [...keysByTopic.get(topic)!]));
    const refreshed = [...dropped].flatMap((key) => {
      const entry = entries.peek(key);
      return entry && REFRESHED_AFTER_COMMIT.has(routeOf(key)) ? [{ key, url: entry.url }] : [];
    });
    // A refresh computing now will not be kept (what it shows changed meanwhile): one more follows it.
    for (const [key, { url, running }] of refreshing) {
      if (running && !dropped.has(key) && touches(changes, answerTopics(routeOf(key)))) refreshed.push({ key, url });
    }
    for (const key of dropped) entries.delete(key);
    for (const [key, { topics }] of pending) if (touches(changes, topics)) pending.delete(key);
    if (enabled && freshness.listening) refreshed.forEach(refresh);
  });

  const send = (request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) => {
    const form = formFor(request, reply, key, entry);
    if (request.headers['if-none-match'] === form.etag) return reply.status(304).send();
    if (form.encoding) reply.header('content-encoding', form.encoding);
    return reply.type(entry.contentType).send(form.body);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!enabled || !freshness.listening) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.routeOptions.schema?.security === OPTIONAL_BEARER && request.headers.authorization) return;
    if (!answerKept(request.routeOptions.url!, request.query)) return;
    let key = keysByUrl.get(request.url);
    if (key === undefined) {
      key = keyOf(request);
      if (key === undefined) return;
      keysByUrl.set(request.url, key);
    }
    const hit = entries.get(key);
    if (hit) {
      counts.hits += 1;
      return send(request, reply, key, hit);
    }
    const inFlight = pending.get(key);
    if (inFlight) {
      const computed = await inFlight.computed;
      if (computed) {
        counts.shared += 1;
        return send(request, reply, key, computed);
      }
      // The first request got an error or went away: this one asks for itself.
      counts.misses += 1;
      return;
    }
    counts.misses += 1;
    let done!: (entry?: Entry) => void;
    const topics = answerTopics(request.routeOptions.url!);
    const miss = { computed: new Promise<Entry | undefined>((resolve) => (done = resolve)), topics };
    pending.set(key, miss);
    request.publicCacheMiss = {
      key,
      topics,
      version: freshness.versionOf(topics),
      url: request.url,
      done: (entry) => {
        if (pending.get(key) === miss) pending.delete(key);
        done(entry);
      },
    };
  };

  /**
   * The answer of a miss: handed to the requests waiting for it, stored unless a commit overtook it,
   * and sent in the form the client accepts.
   */
  const store = (request: FastifyRequest, reply: FastifyReply, payload: unknown, miss: Miss) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    request.publicCacheMiss = undefined;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !contentType.startsWith('application/json')) {
      miss.done();
      return payload;
    }
    const entry = entryOf(payload, contentType, miss);
    miss.done(entry);
    if (miss.version === freshness.versionOf(miss.topics)) keep(miss.key, entry);
    const form = formFor(request, reply, miss.key, entry);
    if (form.encoding) reply.header('content-encoding', form.encoding);
    return form.body;
  };

  // Root hooks, registered before compression, which passes an encoded answer through. They run
  // on every request of the app: callback style, as an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = request.publicCacheMiss;
    done(null, miss ? store(request, reply, payload, miss) : payload);
  });
  // A request that ends without onSend (the client went away) must not leave others waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    request.publicCacheMiss?.done();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.publicCacheMiss?.done();
    done();
  });

  app.decorate('publicCache', { serve, enabled, counts });
}

export default fp(publicCache, { name: 'public-cache', dependencies: ['context'] });
