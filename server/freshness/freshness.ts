/**
 * Freshness: which generation of the data this app's memory holds. The generation moves when this
 * app commits a change (app-database.ts), when another instance announces a commit, and whenever
 * the listener goes up or down. Each move says what changed (changes.ts): what is kept in memory
 * (answers, derived values) is kept while nothing it depends on changed; `versionOf` tells whether
 * something did while an answer was being computed.
 *
 * On PostgreSQL another instance's commit is heard through LISTEN/NOTIFY (listener.ts): a tracked
 * transaction runs `pg_notify` inside itself, so the notice is sent exactly when it commits. While
 * the listener is not proven alive, `listening` is false and nothing from memory is trusted.
 * Embedded PGlite has one process per database (data-dir-lock.ts): every commit is this app's own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { sendAhead } from '../db/prepared.js';
import { changesText, parseChanges, TOPICS, touches, type Changes, type Topic } from './changes.js';
import { listenForCommits, NOTIFY_CHANNEL, type Listener } from './listener.js';

export type Freshness = {
  readonly generation: number;
  /** Whether every commit that could change what this app reads is heard right now. */
  readonly listening: boolean;
  /** Inside a transaction about to commit: tells the other instances what changed, when (and only if) it commits. */
  announce: (tx: Executor, changes: Changes) => Promise<void>;
  /** A change was committed here (or written by hand, in tests: everything): move to a new generation. */
  advance: (changes?: Changes) => void;
  /** Called after every move of the generation, with what changed. */
  onAdvance: (listener: (changes: Changes) => void) => void;
  /** A number that grows whenever one of the topics changes (compare two readings). */
  versionOf: (topics: readonly Topic[]) => number;
  /** The listener's backend process id on PostgreSQL (tests freeze it). */
  readonly listenerPid: number | undefined;
  close: () => Promise<void>;
};

export type FreshnessOptions = { databaseUrl?: string; log: FastifyBaseLogger; heartbeatMs?: number };

export async function createFreshness({ databaseUrl, log, heartbeatMs }: FreshnessOptions): Promise<Freshness> {
  const instanceId = randomUUID();
  const listeners: ((changes: Changes) => void)[] = [];
  let generation = 0;
  const versions = new Map<Topic, number>(TOPICS.map((topic) => [topic, 0]));
  const advance = (changes: Changes = 'everything') => {
    generation += 1;
    for (const topic of TOPICS) if (touches(changes, [topic])) versions.set(topic, versions.get(topic)! + 1);
    for (const listener of listeners) listener(changes);
  };

  let listener: Listener | undefined;
  if (databaseUrl) {
    listener = await listenForCommits(databaseUrl, {
      onNotice: (payload) => {
        const separator = payload.indexOf('|');
        const sender = separator < 0 ? payload : payload.slice(0, separator);
        if (sender !== instanceId) advance(parseChanges(separator < 0 ? undefined : payload.slice(separator + 1)));
      },
      onStateChange: () => advance(),
      log,
      heartbeatMs,
    });
  }

  return {
    get generation() {
      return generation;
    },
    get listening() {
      return listener ? listener.listening : true;
    },
    get listenerPid() {
      return listener?.backendPid;
    },
    announce: async (tx, changes) => {
      if (databaseUrl) await announceCommit(tx, `${instanceId}|${changesText(changes)}`);
    },
    advance,
    onAdvance: (callback) => {
      listeners.push(callback);
    },
    versionOf: (topics) => topics.reduce((sum, topic) => sum + versions.get(topic)!, 0),
    close: async () => {
      await listener?.close();
    },
  };
}

/**
 * Tells every running instance that data changed (delivered at the commit of the transaction it
 * runs in): `sender|changes`; a bare sender changed everything. Commands that change data outside
 * the API (db:repair, seeding) call it on PostgreSQL.
 */
export async function announceCommit(db: Executor, sender = 'command') {
  await sendAhead(db, 'announce_commit', sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${sender})`);
}
