/**
 * Locks that make the derived figures exact under any interleaving on PostgreSQL (PGlite runs one
 * transaction at a time and needs none, but takes them all the same).
 *
 * - A change to a few users' rows takes the shared "figures" lock, then those users' rows in id
 *   order (`FOR NO KEY UPDATE`: `FOR UPDATE` would deadlock against the foreign-key checks of
 *   inserts that reference the user). Recomputing after the lock sees every row committed by the
 *   transactions it waited for.
 * - A change that moves many users at once (a rule created or edited, a project's or an
 *   achievement's points, a repair) takes the same lock exclusively: it runs alone, and no per-user
 *   change can read the rules half-way through it.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { executePrepared } from '../../db/prepared.js';
import { allowLongStatements } from '../../db/statement-timeouts.js';

/** Arbitrary, fixed key of the advisory lock shared by every figure-changing transaction. */
const FIGURES_LOCK = 7_410_001;
/** The most students a transaction may change and still run on generic plans (`lockUsersFigures`). */
const GENERIC_PLANS_UP_TO = 100;

/**
 * First thing in a transaction that changes what the given users' points, counts or awards depend
 * on. Answers the ids that exist (and are now locked), so callers need no separate existence check.
 */
export async function lockUsersFigures(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  // With the lock, in the same statement, when the change is a few students' (a submission, an
  // enrollment, a skills save): the rest of the transaction runs its prepared statements on their
  // generic plans. Left to choose, PostgreSQL planned add_to_figures again at every submission
  // (1.5 ms of 10 at 100k students); the generic plans look rows up by their keys, and submissions
  // ran 20-25 % faster (issue 24, docs/decisions.md). A cohort's or an import's thousands keep
  // the plans made for their number.
  const genericPlans =
    ids.length <= GENERIC_PLANS_UP_TO ? sql`, set_config('plan_cache_mode', 'force_generic_plan', true)` : sql``;
  // Written together, answered together: PostgreSQL runs them in the order they are sent (sent-ahead.ts).
  const [, locked] = await Promise.all([
    executePrepared(db, 'figures_lock_shared', sql`SELECT pg_advisory_xact_lock_shared(${FIGURES_LOCK})${genericPlans}`),
    ids.length
      ? executePrepared(
          db,
          'lock_users_figures',
          sql`SELECT id FROM users WHERE ${anyOf(sql`id`, ids)} ORDER BY id FOR NO KEY UPDATE`,
        )
      : undefined,
  ]);
  if (!locked) return new Set();
  return new Set(rows<{ id: number }>(locked).map((row) => Number(row.id)));
}

/**
 * First thing in a transaction that changes many users' figures at once. Such a change may take
 * the long bound of a job (statement-timeouts.ts): a rule met by 70,000 students ran statements of
 * seconds each on PostgreSQL (progress/scale.test.ts).
 */
export async function lockAllFigures(db: Executor): Promise<void> {
  await allowLongStatements(db);
  await db.execute(sql`SELECT pg_advisory_xact_lock(${FIGURES_LOCK})`);
}
