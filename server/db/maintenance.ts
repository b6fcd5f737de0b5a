/**
 * PGlite runs no autovacuum: left alone, the planner never learns how the tables grew and updated
 * rows are never reclaimed. Measured at 100k students and 1M submissions without statistics: a
 * project page planned as a scan of every student (420 ms instead of 10 ms), the suspended
 * students' share read by a scan of every user (45 ms instead of 0.1 ms). So the embedded database
 * gets a `VACUUM (ANALYZE)` at start and then every few hours (1.4 s at that size, while requests
 * wait). PostgreSQL has its own autovacuum and is left to it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from './client.js';

export const TIDY_EVERY_MS = 6 * 60 * 60_000;

export async function tidyEmbeddedDatabase(db: Executor): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/** On PGlite: tidies now, then every TIDY_EVERY_MS until `stop` (which waits for a run in progress). */
export async function maintainEmbeddedDatabase(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<{ stop: () => Promise<void> }> {
  if (database.engine !== 'pglite') return { stop: async () => undefined };
  let running: Promise<void> = Promise.resolve();
  const tidy = () => {
    const started = Date.now();
    running = tidyEmbeddedDatabase(database.db).then(
      () => log.info({ ms: Date.now() - started }, 'embedded database vacuumed and analyzed'),
      (error: unknown) => log.warn({ err: error }, 'could not vacuum the embedded database'),
    );
    return running;
  };
  await tidy();
  const timer = setInterval(() => void tidy(), TIDY_EVERY_MS).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
