/**
 * One database handle for both engines: embedded PGlite (default, on disk under DATA_DIR or in
 * memory for tests) and PostgreSQL through node-postgres when a URL is given.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { retryTransactions } from './retry.js';
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

export type DatabaseTarget = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    // JIT compiles big statements (a repair, a rule applied to everyone) for seconds before running
    // them for milliseconds: the site's queries are short, so it is off (docs/decisions.md).
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection closed by the server (a restart, a dropped database) is an 'error' event:
    // unhandled it would end the process; the pool drops that client and opens a new one when needed.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const pgDb = drizzlePg(pool, { schema });
    const db = retryTransactions(pgDb);
    const wasEmpty = await isEmpty(db);
    await migratePg(pgDb, { migrationsFolder });
    return { db, engine: 'postgres', wasEmpty, close: () => pool.end() };
  }
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (target.inMemory) {
    client = new PGlite();
  } else {
    // One process per embedded database (data-dir-lock.ts): taken before PGlite touches pgdata.
    lock = await lockDataDir(target.dataDir ?? './data');
    try {
      const dir = path.join(lock.dataDir, 'pgdata');
      await mkdir(dir, { recursive: true });
      client = new PGlite(dir);
      await client.waitReady;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  const close = async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      await lock?.release();
    }
  };
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    const wasEmpty = await isEmpty(db);
    await migratePglite(db as never, { migrationsFolder });
    return { db, engine: 'pglite', wasEmpty, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

async function isEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(
    "SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'users') AS exists",
  );
  return !rows<{ exists: boolean }>(result)[0]?.exists;
}

/** Both drivers return rows for `execute`, in slightly different wrappers. */
export function rows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
