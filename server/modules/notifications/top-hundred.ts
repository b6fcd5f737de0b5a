/**
 * Entering and leaving the top 100 (issue 48 item 1, docs/decisions.md "Notifications"). The rank
 * snapshot lives in each instance's memory, so this is not worked out from it after a commit: the
 * top 100 as last seen is kept in `top_hundred`, and every minute one instance at a time (an
 * advisory lock; the others skip the run) compares it with the leaderboard's first 100 in one
 * statement, writes the events and saves the new top 100, so a crash keeps all or nothing. Each
 * event is keyed by (student, kind, run): a second instance or a restart writes no duplicate, and
 * the table being saved with the events loses none. The first run records the top 100 without
 * notifying anyone; a student is told at most once a day of each kind.
 *
 * The top 100 here counts only students with points: a student who has none yet is on the
 * leaderboard of a small academy but has not entered it by anything they did.
 */
import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE } from '../../../contracts/constants.js';
import { ADVISORY_LOCKS, rows, type Database } from '../../db/client.js';
import { alsoChanges, declareChanges } from '../../freshness/changes.js';
import { rankOrderBy, rankedIn } from '../progress/rank-rule.js';

export const TOP_HUNDRED_EVERY_MS = 60_000;

/** What one run did: skipped (another instance held the lock), or the events written. */
export type TopHundredRun = { skipped: true } | { skipped: false; first: boolean; entered: number; left: number };

export async function runTopHundred(db: Database): Promise<TopHundredRun> {
  return db.transaction(async (tx) => {
    // Notifications and the job's own tables: no public answer changes (undeclared, a commit changes everything).
    declareChanges(tx);
    const [lock] = rows<{ held: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.topHundred}) AS held`),
    );
    if (!lock.held) return { skipped: true };
    const [row] = rows<{ first: boolean; entered: number; left: number }>(
      await tx.execute(sql`
        WITH run AS (SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS run_key,
                            NOT EXISTS (SELECT 1 FROM top_hundred_runs) AS first),
        now_top AS (
          SELECT u.id AS user_id, (row_number() OVER (ORDER BY ${sql.join(rankOrderBy({ alias: 'u' }), sql`, `)}))::int AS rank
          FROM users u WHERE ${rankedIn('u')} AND u.total_points > 0
          ORDER BY ${sql.join(rankOrderBy({ alias: 'u' }), sql`, `)} LIMIT ${LEADERBOARD_SIZE}),
        events AS (
          SELECT n.user_id, 'top_entered' AS kind, jsonb_build_object('rank', n.rank) AS params FROM now_top n
          WHERE NOT EXISTS (SELECT 1 FROM top_hundred t WHERE t.user_id = n.user_id)
          UNION ALL
          SELECT t.user_id, 'top_left', '{}'::jsonb FROM top_hundred t
          WHERE NOT EXISTS (SELECT 1 FROM now_top n WHERE n.user_id = t.user_id)),
        noticed AS (
          INSERT INTO notifications (user_id, kind, params, run_key)
          SELECT e.user_id, e.kind, e.params, run.run_key FROM events e CROSS JOIN run
          WHERE NOT run.first AND NOT EXISTS (
            SELECT 1 FROM notifications n
            WHERE n.user_id = e.user_id AND n.kind = e.kind AND n.created_at > now() - interval '1 day')
          ON CONFLICT DO NOTHING
          RETURNING kind),
        dropped AS (DELETE FROM top_hundred t WHERE NOT EXISTS (SELECT 1 FROM now_top n WHERE n.user_id = t.user_id)),
        saved AS (
          INSERT INTO top_hundred (user_id, rank) SELECT user_id, rank FROM now_top
          ON CONFLICT (user_id) DO UPDATE SET rank = excluded.rank WHERE top_hundred.rank <> excluded.rank),
        ran AS (
          INSERT INTO top_hundred_runs (id, last_run_key, ran_at) SELECT TRUE, run_key, now() FROM run
          ON CONFLICT (id) DO UPDATE SET last_run_key = excluded.last_run_key, ran_at = excluded.ran_at)
        SELECT (SELECT first FROM run) AS first,
          (SELECT COUNT(*) FROM noticed WHERE kind = 'top_entered')::int AS entered,
          (SELECT COUNT(*) FROM noticed WHERE kind = 'top_left')::int AS left`),
    );
    const run = { skipped: false as const, first: Boolean(row.first), entered: Number(row.entered), left: Number(row.left) };
    if (run.entered + run.left) alsoChanges(tx, 'notifications');
    return run;
  });
}
