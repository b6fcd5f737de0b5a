/**
 * One database handle for both engines: embedded PGlite (default, on disk under DATA_DIR or in
 * memory for tests) and PostgreSQL through node-postgres when a URL is given.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { PgliteThread } from './pglite-thread.js';
import { retryTransactions } from './retry.js';
import { SentAheadClient } from './sent-ahead.js';
import { ALLOW_LONG_STATEMENTS_IN_SESSION, timeoutOptions, type StatementTimeouts } from './statement-timeouts.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query functions accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** True when the database had no tables before migrations ran. */
  wasEmpty: boolean;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory only: a dump of an embedded database to start from (server/test/pglite-template.ts). */
  template?: string;
  /** PostgreSQL connections this process may open at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: how long a statement may run (statement-timeouts.ts); none when not given. */
  statementTimeouts?: StatementTimeouts;
};

/**
 * Keys of the PostgreSQL advisory locks the server takes, one number per purpose (PGlite has a
 * single connection, so there they only keep the code the same).
 */
export const ADVISORY_LOCKS = {
  /** Held while migrations run: instances starting at once migrate one after another. */
  migrations: 4_172_001,
  /** Held (for a transaction) while the first super admin is created. */
  firstSuperAdmin: 4_172_002,
  /** With an admin's id (the two-key form): held while their invitations are counted and queued. */
  adminInvitations: 4_172_003,
  /** With a student's id: held while a resend to them is checked and queued. */
  studentInvitation: 4_172_004,
  /** Held (for a transaction) by the instance running the top-100 job (modules/notifications/top-hundred.ts). */
  topHundred: 4_172_005,
} as const;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    // JIT compiles big statements (a repair, a rule applied to everyone) for seconds before running
    // them for milliseconds: the site's queries are short, so it is off (docs/decisions.md).
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 10,
      options: ['-c jit=off', target.statementTimeouts && timeoutOptions(target.statementTimeouts)].filter(Boolean).join(' '),
      Client: SentAheadClient,
    });
    // An idle connection closed by the server (a restart, a dropped database) is an 'error' event:
    // unhandled it would end the process; the pool drops that client and opens a new one when needed.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = retryTransactions(drizzlePg(pool, { schema }));
    try {
      const wasEmpty = await migrateUnderLock(pool);
      return { db, engine: 'postgres', wasEmpty, close: () => pool.end() };
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  let client: PgliteThread;
  let lock: DataDirLock | undefined;
  if (target.inMemory) {
    client = new PgliteThread(undefined, target.template);
  } else {
    // One process per embedded database (data-dir-lock.ts): taken before PGlite touches pgdata.
    lock = await lockDataDir(target.dataDir ?? './data');
    const dir = path.join(lock.dataDir, 'pgdata');
    try {
      await mkdir(dir, { recursive: true });
    } catch (error) {
      await lock.release();
      throw error;
    }
    // PGlite runs in a worker thread, so a long statement leaves the server answering (pglite-thread.ts).
    client = new PgliteThread(dir);
  }
  const close = async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      await lock?.release();
    }
  };
  try {
    await client.waitReady;
    // drizzle-orm/pglite calls only what PgliteThread offers of a PGlite instance.
    const db = drizzlePglite(client as never, { schema }) as unknown as Database;
    const wasEmpty = await isEmpty(db);
    await migratePglite(db as never, { migrationsFolder });
    return { db, engine: 'pglite', wasEmpty, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Runs the migrations on one connection holding a session advisory lock: several instances
 * starting at once on one database wait for each other, and the later ones find nothing to do
 * (drizzle's migrator alone would let two of them apply the same migration). Returns whether the
 * database had no tables before.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // Migrating (or waiting for another instance's migrations) takes the long bound, not a request's.
    await client.query(ALLOW_LONG_STATEMENTS_IN_SESSION);
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    try {
      const session = drizzlePg(client, { schema });
      const wasEmpty = await isEmpty(session);
      await migratePg(session, { migrationsFolder });
      return wasEmpty;
    } finally {
      // A connection that cannot unlock is closed rather than returned to the pool still holding the lock.
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // Back in the pool with a request's bound, or closed.
    await client.query('RESET statement_timeout').catch((error: Error) => {
      broken ??= error;
    });
    client.release(broken ?? false);
  }
}

async function isEmpty(db: Pick<Database, 'execute'>): Promise<boolean> {
  const result = await db.execute(
    "SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'users') AS exists",
  );
  return !rows<{ exists: boolean }>(result)[0]?.exists;
}

/**
 * Resolves when the database answers (`/api/health`). The embedded one, while it works through a
 * statement, answers for being alive: a `SELECT 1` would wait for that statement (PgliteThread.ping).
 */
export async function checkDatabase(db: Database): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PgliteThread) return client.ping();
  await db.execute('SELECT 1');
}

/** Both drivers return rows for `execute`, in slightly different wrappers. */
export function rows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
