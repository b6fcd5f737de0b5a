/**
 * A read-through cache of public answers (docs/decisions.md "Public answers are cached"; its parts:
 * server/README.md "The public answer cache").
 *
 * - What: GET/HEAD answers of the public route group, as the serialized JSON, by cache key
 *   (cache-key.ts). A route that personalises its answer with a student token (OpenAPI marker
 *   OPTIONAL_BEARER) is cached only for requests without one.
 * - Fresh: a tracked commit, here or on another instance, drops the answers that show something
 *   it changed (freshness/changes.ts; what each route shows: answer-topics.ts); an answer computed
 *   while something it shows changed is not kept; while freshness is not listening nothing is
 *   served from here.
 * - Cheap: concurrent misses of one key wait for the first instead of all asking the database
 *   (single-flight.ts); a hit answers without the database, with an ETag (If-None-Match gets a
 *   304), in the stored form the client accepts (answer-forms.ts).
 * This file wires the parts to the app's hooks and to freshness.
 * `PUBLIC_CACHE=0` turns it off (the benchmark's cold figures); freshness runs either way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { touches, type Changes, type Topic } from '../../freshness/changes.js';
import { answerKept, answerTopics } from '../answer-topics.js';
import { encodingFor } from '../compression.js';
import { profileAnswerNow } from '../../modules/users/profile.js';
import { OPTIONAL_BEARER } from '../openapi.js';
import { answerOf, formIn, formOfKept, holds, type Answer, type Form } from './answer-forms.js';
import { createAnswerStore } from './answer-store.js';
import { createKeys, routeOf } from './cache-key.js';
import {
  check,
  CHECKED_TOPICS,
  COUNTED_TOPICS,
  createShownVersions,
  isChecked,
  madeOfRequest,
  rerankedJson,
  type MadeOf,
} from './made-of.js';
import { createRefresher } from './refresher.js';
import { createSingleFlight } from './single-flight.js';

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
type Miss = {
  key: string;
  topics: readonly Topic[];
  version: number;
  url: string;
  madeOf?: MadeOf;
  done: (answer?: Answer) => void;
};

export type PublicCache = {
  /** Serves a cached answer, or marks the request so its answer is stored (public group's onRequest). */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  readonly enabled: boolean;
  /** Since start: answers from memory, answers computed, and requests that waited for another's. */
  readonly counts: { hits: number; misses: number; shared: number };
};

/**
 * Answers derived from every student, asked on every visit: once a commit drops one, the app asks
 * for it again at once (refresher.ts).
 */
const REFRESHED_AFTER_COMMIT = new Set(['/api/front/stats', '/api/front/achievements', '/api/front/leaderboard']);
/** Marks the refresher's own requests, which are not a visitor asking (one sent by a client only goes uncounted). */
const REFRESH_HEADER = 'x-academy-refresh';

async function publicCache(app: FastifyInstance) {
  const enabled = app.config.publicCache;
  const { freshness } = app;
  const answers = createAnswerStore();
  const misses = createSingleFlight<Answer>();
  const keyFor = createKeys();
  const refresher = createRefresher({
    ask: (url) => app.inject({ method: 'GET', url, headers: { [REFRESH_HEADER]: '1' } }),
    failed: (error) => app.log.warn({ err: error }, 'refreshing a cached answer failed'),
  });
  const counts = { hits: 0, misses: 0, shared: 0 };
  const shown = createShownVersions();
  /** A student's own commit: its checked answers stay, and are held up against it at their next hit. */
  const scoped = (changes: Changes) => changes !== 'everything' && changes.students !== undefined;
  app.addHook('onClose', (_app, done) => {
    refresher.close();
    done();
  });

  freshness.onAdvance((changes) => {
    misses.forget(changes);
    // After everything (an admin's write, the listener down and up) the next reader computes, as
    // it always did; only the everyday writes, which say what they changed, set off refreshes.
    if (changes === 'everything') {
      answers.clear();
      return;
    }
    if (changes.students) shown.advance(changes.students, changes, touches(changes, COUNTED_TOPICS));
    const dropped = answers
      .dropShowing(changes, scoped(changes) ? CHECKED_TOPICS : undefined)
      .filter(({ key }) => REFRESHED_AFTER_COMMIT.has(routeOf(key)));
    if (enabled && freshness.listening) {
      refresher.afterCommit(dropped, (key) => touches(changes, answerTopics(routeOf(key))));
      // Those a student's commit left to their next hit are checked now, and refreshed if it moved them.
      if (scoped(changes)) for (const key of refreshedChecked) if (refresher.wanted(key)) void checkAndRefresh(key);
    }
  });

  /** The keys of the checked answers refreshed after a commit (the leaderboard's). */
  const refreshedChecked = new Set<string>();
  const checkAndRefresh = async (key: string) => {
    const answer = answers.get(key);
    if (!answer?.madeOf) return void refreshedChecked.delete(key);
    if (!(await checked(answer, answer.madeOf))) refresher.afterCommit([answer], () => false);
  };

  /** The form of `answer` the request accepts (`kept`: a hit), with its headers set on `reply`. */
  const formFor = (request: FastifyRequest, reply: FastifyReply, answer: Answer, kept = false): Form => {
    const encoding = encodingFor(request.headers['accept-encoding']);
    const form = kept ? formOfKept(answer, encoding, answers.grew) : formIn(answer, encoding, answers.grew);
    reply.header('etag', form.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    return form;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer, kept = false) => {
    const form = formFor(request, reply, answer, kept);
    const held = request.headers['if-none-match'];
    // The 304 names the bytes the client holds, which may be the answer's other brotli form.
    if (holds(held, form)) return reply.header('etag', held).status(304).send();
    if (form.encoding) reply.header('content-encoding', form.encoding);
    return reply.type(answer.contentType).send(form.body);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!enabled || !freshness.listening) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.routeOptions.schema?.security === OPTIONAL_BEARER && request.headers.authorization) return;
    if (!answerKept(request.routeOptions.url!, request.query)) return;
    const key = keyFor(request);
    if (key === undefined) return;
    if (request.headers[REFRESH_HEADER] === undefined) refresher.asked(key);
    let hit = answers.get(key);
    if (hit?.madeOf) hit = await checked(hit, hit.madeOf);
    if (hit) {
      counts.hits += 1;
      return send(request, reply, hit, true);
    }
    const pending = misses.pending(key);
    if (pending) {
      const computed = await pending;
      if (computed) {
        counts.shared += 1;
        return send(request, reply, computed);
      }
      // The first request got an error or went away: this one asks for itself.
      counts.misses += 1;
      return;
    }
    counts.misses += 1;
    const route = request.routeOptions.url!;
    const topics = answerTopics(route);
    const version = freshness.versionOf(topics);
    const miss: Miss = { key, topics, version, url: request.url, done: misses.start(key, topics) };
    request.publicCacheMiss = miss;
    // What it is made of, as of every commit known now: one landing meanwhile keeps it from being kept.
    if (isChecked(route)) {
      const snapshot = await app.db.reads.rankSnapshot().catch(() => undefined);
      if (snapshot) miss.madeOf = madeOfRequest(route, topics, request.params as never, request.query as never, snapshot, shown);
    }
  };

  /**
   * A kept answer checked against the present (made-of.ts): itself, the same answer with its new
   * rank and counts put in (kept in its place), or undefined when it must be computed again (dropped).
   */
  const checked = async (answer: Answer, madeOf: MadeOf): Promise<Answer | undefined> => {
    const version = freshness.versionOf(answer.topics);
    const snapshot = await app.db.reads.rankSnapshot().catch(() => undefined);
    const verdict = snapshot ? check(madeOf, snapshot, shown) : ({ state: 'stale' } as const);
    if (verdict.state === 'fresh') return answer;
    const dropped = () => {
      if (answers.get(answer.key) === answer) answers.drop(answer.key);
      return undefined;
    };
    if (verdict.state === 'stale') return dropped();
    const text = answer.identity.body.toString();
    const json =
      verdict.counted === undefined
        ? rerankedJson(text, madeOf.profile!.rank, verdict.rank)
        : await profileAnswerNow(app.db, text, verdict.rank).catch(() => undefined);
    if (json === undefined) return dropped();
    const profile = { rank: verdict.rank, counted: verdict.counted ?? madeOf.profile!.counted };
    const reranked = answerOf(json, answer.contentType, { ...answer, madeOf: { ...madeOf, profile } });
    if (version === freshness.versionOf(answer.topics) && answers.get(answer.key) === answer) answers.keep(reranked);
    return reranked;
  };

  /**
   * The answer of a miss: handed to the requests waiting for it, stored unless a commit overtook it,
   * and sent in the form the client accepts.
   */
  const answerMiss = (request: FastifyRequest, reply: FastifyReply, payload: unknown, miss: Miss) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    request.publicCacheMiss = undefined;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !contentType.startsWith('application/json')) {
      miss.done();
      return payload;
    }
    const answer = answerOf(payload, contentType, miss);
    miss.done(answer);
    // A checked route's answer is kept once its making is known (it always is, unless the snapshot failed).
    if (miss.version === freshness.versionOf(miss.topics) && (miss.madeOf || !isChecked(routeOf(miss.key)))) {
      answers.keep(answer);
      if (miss.madeOf && REFRESHED_AFTER_COMMIT.has(routeOf(miss.key))) refreshedChecked.add(miss.key);
    }
    const form = formFor(request, reply, answer);
    if (form.encoding) reply.header('content-encoding', form.encoding);
    return form.body;
  };

  // Root hooks, registered before compression, which passes an encoded answer through. They run
  // on every request of the app: callback style, as an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = request.publicCacheMiss;
    done(null, miss ? answerMiss(request, reply, payload, miss) : payload);
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
