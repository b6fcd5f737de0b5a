/**
 * Freshness: which generation of the data this app's memory holds. The generation moves when this
 * app commits a change (app-database.ts), when another instance announces a commit, and whenever
 * the listener goes up or down. What is kept in memory (answers, derived values) is kept for one
 * generation.
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
import { executePrepared } from '../db/prepared.js';
import { listenForCommits, NOTIFY_CHANNEL, type Listener } from './listener.js';

export type Freshness = {
  readonly generation: number;
  /** Whether every commit that could change what this app reads is heard right now. */
  readonly listening: boolean;
  /** Inside a transaction about to commit: tells the other instances when (and only if) it commits. */
  announce: (tx: Executor) => Promise<void>;
  /** A change was committed here (or written by hand, in tests): move to a new generation. */
  advance: () => void;
  /** Called after every move of the generation. */
  onAdvance: (listener: () => void) => void;
  /** The listener's backend process id on PostgreSQL (tests freeze it). */
  readonly listenerPid: number | undefined;
  close: () => Promise<void>;
};

export type FreshnessOptions = { databaseUrl?: string; log: FastifyBaseLogger; heartbeatMs?: number };

export async function createFreshness({ databaseUrl, log, heartbeatMs }: FreshnessOptions): Promise<Freshness> {
  const instanceId = randomUUID();
  const listeners: (() => void)[] = [];
  let generation = 0;
  const advance = () => {
    generation += 1;
    for (const listener of listeners) listener();
  };

  let listener: Listener | undefined;
  if (databaseUrl) {
    listener = await listenForCommits(databaseUrl, {
      onNotice: (sender) => sender !== instanceId && advance(),
      onStateChange: advance,
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
    announce: async (tx) => {
      if (databaseUrl) await announceCommit(tx, instanceId);
    },
    advance,
    onAdvance: (callback) => {
      listeners.push(callback);
    },
    close: async () => {
      await listener?.close();
    },
  };
}

/**
 * Tells every running instance that data changed (delivered at the commit of the transaction it
 * runs in). Commands that change data outside the API (db:repair, seeding) call it on PostgreSQL.
 */
export async function announceCommit(db: Executor, sender = 'command') {
  await executePrepared(db, 'announce_commit', sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${sender})`);
}
