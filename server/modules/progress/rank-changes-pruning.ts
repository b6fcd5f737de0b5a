/**
 * The notes of `rank_changes` (migration 0009) that no reader needs any more are deleted: at start
 * and then every PRUNE_EVERY_MS, on every instance and on both engines, whatever PUBLIC_CACHE says
 * (the triggers note every rank change in any case). One DELETE: instances running it at once do
 * not interfere.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rows, type Executor } from '../../db/client.js';
import { rankChanges } from '../../db/schema.js';
import { runPeriodically } from '../../plugins/periodic.js';

/** Notes older than this are settled once their transaction is older than every running one. */
export const PRUNE_AGE_MINUTES = 10;
export const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Deletes the settled notes, returning how many. A note this old is of no use to any instance
 * (each reads every student again at least every FULL_READ_EVERY_MS of rank-snapshot.ts), and one
 * of a transaction below the current snapshot's xmin is seen by every snapshot taken from now on.
 */
export async function pruneRankChanges(db: Executor): Promise<number> {
  const [row] = rows<{ deleted: number }>(
    await db.execute(sql`
      WITH pruned AS (
        DELETE FROM ${rankChanges}
        WHERE ${rankChanges.at} < now() - make_interval(mins => ${PRUNE_AGE_MINUTES})
          AND ${rankChanges.xid} < pg_snapshot_xmin(pg_current_snapshot())
        RETURNING 1)
      SELECT count(*)::int AS deleted FROM pruned`),
  );
  return row.deleted;
}

async function rankChangesPruning(app: FastifyInstance) {
  const prune = async () => {
    const deleted = await pruneRankChanges(app.db);
    app.log.debug({ deleted }, 'settled rank change notes deleted');
  };
  runPeriodically(app, PRUNE_EVERY_MS, prune, 'could not delete settled rank change notes');
}

export default fp(rankChangesPruning, { name: 'rank-changes-pruning', dependencies: ['context'] });
