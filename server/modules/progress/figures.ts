/**
 * Derived figures, kept as columns (docs/product.md#growth) and always recomputed from the raw rows
 * for the records a change touched, in the caller's transaction. The same statements, run for
 * everyone, repair the whole database; `expectedUserFigures` is also what `npm run db:check`
 * compares the stored columns with.
 *
 * points_changed_at is the moment of the latest row that brings the user points and is held now
 * (a submission of a project worth points, or an award), else the sign-up time: the
 * leaderboard's "time". Repair and live updates therefore always agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { anyOf, idArray, intArray } from '../../db/ids.js';
import { executePrepared } from '../../db/prepared.js';

/** Restricts a statement to some ids; all rows when ids is undefined. */
export const scope = (column: SQL, ids?: readonly number[]) =>
  ids === undefined ? sql`TRUE` : ids.length ? anyOf(column, ids) : sql`FALSE`;

/**
 * One row per user with the figures the raw rows imply: for the given users, or for everyone.
 * Two forms of the same definition: a few users read their own rows through the indexes
 * (correlated subqueries); many users, or everyone, are read in one aggregate pass per table,
 * since a subquery per user took 47 s at 100k students on PGlite where the pass takes 1.4 s (and
 * 30 s for a bulk enroll of 20,000, against well under a second). `figures.test.ts` holds the
 * forms equal; `perUser` picks one (by the number of users unless given).
 */
export const expectedUserFigures = (
  userIds?: readonly number[],
  perUser = userIds !== undefined && userIds.length <= BULK_ROWS,
) => sql`
  SELECT x.id, x.project_points, x.project_points + x.achievement_points AS total_points,
    x.projects_count, x.courses_count, x.skills_count,
    COALESCE(GREATEST(x.last_project_points_at, x.last_award_at), x.created_at) AS points_changed_at
  FROM (${perUser && userIds ? figuresOf(userIds) : figuresInOnePass(userIds)}) x`;

const figuresOf = (userIds: readonly number[]) => sql`
    SELECT u.id, u.created_at,
      COALESCE((SELECT SUM(p.points_value) FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE up.user_id = u.id), 0)::int AS project_points,
      COALESCE((SELECT SUM(a.points) FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = u.id), 0)::int AS achievement_points,
      (SELECT COUNT(*) FROM user_projects up WHERE up.user_id = u.id)::int AS projects_count,
      (SELECT COUNT(*) FROM enrollments e WHERE e.user_id = u.id)::int AS courses_count,
      (SELECT COUNT(*) FROM user_skills us WHERE us.user_id = u.id)::int AS skills_count,
      (SELECT MAX(up.created_at) FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE up.user_id = u.id AND p.points_value > 0) AS last_project_points_at,
      (SELECT MAX(ua.earned_at) FROM user_achievements ua WHERE ua.user_id = u.id) AS last_award_at
    FROM users u WHERE ${scope(sql`u.id`, userIds)}`;

/** The aggregate pass, over the given users' rows only (everyone's when ids is undefined). */
const figuresInOnePass = (userIds?: readonly number[]) => sql`
    SELECT u.id, u.created_at,
      COALESCE(s.project_points, 0)::int AS project_points,
      COALESCE(w.achievement_points, 0)::int AS achievement_points,
      COALESCE(s.projects_count, 0)::int AS projects_count,
      COALESCE(e.n, 0)::int AS courses_count,
      COALESCE(k.n, 0)::int AS skills_count,
      s.last_project_points_at, w.last_award_at
    FROM users u
    LEFT JOIN (SELECT up.user_id, SUM(p.points_value) AS project_points, COUNT(*) AS projects_count,
        MAX(up.created_at) FILTER (WHERE p.points_value > 0) AS last_project_points_at
      FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE ${scope(sql`up.user_id`, userIds)}
      GROUP BY up.user_id) s ON s.user_id = u.id
    LEFT JOIN (SELECT ua.user_id, SUM(a.points) AS achievement_points, MAX(ua.earned_at) AS last_award_at
      FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ${scope(sql`ua.user_id`, userIds)}
      GROUP BY ua.user_id) w ON w.user_id = u.id
    LEFT JOIN (SELECT user_id, COUNT(*) AS n FROM enrollments WHERE ${scope(sql`user_id`, userIds)} GROUP BY user_id) e
      ON e.user_id = u.id
    LEFT JOIN (SELECT user_id, COUNT(*) AS n FROM user_skills WHERE ${scope(sql`user_id`, userIds)} GROUP BY user_id) k
      ON k.user_id = u.id
    WHERE ${scope(sql`u.id`, userIds)}`;

/**
 * After a bulk change (thousands of awards in one statement) the planner's row counts are stale
 * until autovacuum runs, and it would recount every user with a sequential scan per user
 * (minutes at 100k students). ANALYZE inside the transaction counts the transaction's own rows.
 */
export const BULK_ROWS = 1000;
export async function refreshPlannerStatistics(
  db: Executor,
  tables: readonly ('users' | 'user_projects' | 'user_achievements' | 'enrollments' | 'user_skills')[],
) {
  for (const table of tables) await db.execute(sql`ANALYZE ${sql.raw(table)}`);
}

/** Recompute points, counts and points_changed_at of the given users (all users when ids is undefined). */
export async function refreshUserFigures(db: Executor, userIds?: readonly number[]): Promise<void> {
  if (userIds?.length === 0) return;
  await db.execute(sql`
    UPDATE users u SET
      project_points = f.project_points,
      total_points = f.total_points,
      projects_count = f.projects_count,
      courses_count = f.courses_count,
      skills_count = f.skills_count,
      points_changed_at = f.points_changed_at,
      -- Unchanged, but named: on PGlite (PostgreSQL 18) an UPDATE of users that leaves the name
      -- alone set up its generated name columns again for every row, 3 times the cost (decisions.md).
      name = u.name
    FROM (${expectedUserFigures(userIds)}) f
    WHERE u.id = f.id
      -- A row already right is not rewritten (a repair of a sound database writes nothing).
      AND (u.project_points, u.total_points, u.projects_count, u.courses_count, u.skills_count, u.points_changed_at)
        IS DISTINCT FROM (f.project_points, f.total_points, f.projects_count, f.courses_count, f.skills_count, f.points_changed_at)`);
}

export type CounterScope = {
  courses?: readonly number[];
  projects?: readonly number[];
  achievements?: readonly number[];
  skills?: readonly number[];
  /**
   * Achievements whose holders the rules engine just moved, by how many (awarded - withdrawn):
   * added to users_count instead of recounting, since a popular automatic achievement has ~100k
   * holders and its recount (~100 ms) would be held under its row lock by every submission that
   * awards it. An id also listed in `achievements` is recounted instead.
   */
  achievementDeltas?: ReadonlyMap<number, number>;
};

/** The live count behind each stored counter, per table. */
export const COUNTERS = {
  courses: {
    stored: ['users_count', 'projects_count'],
    live: sql`(SELECT COUNT(*) FROM enrollments e WHERE e.course_id = t.id)::int AS users_count,
      (SELECT COUNT(*) FROM projects p WHERE p.course_id = t.id)::int AS projects_count`,
  },
  projects: {
    stored: ['users_count'],
    live: sql`(SELECT COUNT(*) FROM user_projects up WHERE up.project_id = t.id)::int AS users_count`,
  },
  achievements: {
    stored: ['users_count'],
    live: sql`(SELECT COUNT(*) FROM user_achievements ua WHERE ua.achievement_id = t.id)::int AS users_count`,
  },
  skills: {
    stored: ['users_count'],
    live: sql`(SELECT COUNT(*) FROM user_skills us WHERE us.skill_id = t.id)::int AS users_count`,
  },
} as const;

/**
 * Recompute users_count / projects_count of the given records; an absent key leaves that table
 * alone. Each table's rows are locked (in id order) before counting, so the count's snapshot
 * includes every change committed by a transaction that held them.
 */
export async function refreshCounters(db: Executor, target: CounterScope | 'all'): Promise<void> {
  for (const table of Object.keys(COUNTERS) as (keyof typeof COUNTERS)[]) {
    if (table === 'achievements' && target !== 'all') {
      const recounted = new Set(target.achievements);
      const deltas = [...(target.achievementDeltas ?? [])].filter(([id]) => !recounted.has(id));
      await addToCounters(db, { achievements: new Map(deltas) });
    }
    const ids = target === 'all' ? undefined : target[table];
    if (target !== 'all' && !ids?.length) continue;
    const unique = ids && [...new Set(ids)];
    const name = sql.raw(table);
    if (unique) await lockRowsInOrder(db, table, unique);
    const assignments = sql.raw(COUNTERS[table].stored.map((column) => `${column} = f.${column}`).join(', '));
    await db.execute(sql`UPDATE ${name} SET ${assignments}
      FROM (SELECT t.id, ${COUNTERS[table].live} FROM ${name} t WHERE ${scope(sql`t.id`, unique)}) f
      WHERE ${name}.id = f.id`);
  }
}

/** How many users each record gained (negative: lost), per table with a users_count. */
export type CounterDeltas = Partial<Record<keyof typeof COUNTERS, ReadonlyMap<number, number>>>;

/** The users_count updates of the counter deltas, as CTEs of the figures statement (deltas commute). */
export function counterUpdates(counters: CounterDeltas): SQL[] {
  return (Object.entries(counters) as [keyof typeof COUNTERS, ReadonlyMap<number, number>][]).flatMap(([table, deltas]) => {
    const moved = [...deltas].filter(([, n]) => n !== 0);
    if (!moved.length) return [];
    const name = sql.raw(table);
    return [
      sql`${sql.identifier(`counted_${table}`)} AS (UPDATE ${name} t SET users_count = t.users_count + c.n
        FROM unnest(${idArray(moved.map(([id]) => id))}, ${intArray(moved.map(([, n]) => n))}) c(id, n) WHERE t.id = c.id)`,
    ];
  });
}

/** Rows of a table this transaction is about to update, locked in id order: two writers never cross. */
async function lockRowsInOrder(db: Executor, table: keyof typeof COUNTERS, ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  await executePrepared(
    db,
    `lock_${table}`,
    sql`SELECT id FROM ${sql.raw(table)} WHERE ${anyOf(sql`id`, sorted)} ORDER BY id FOR NO KEY UPDATE`,
  );
}

/** The rows of counter deltas touching more than one record of a table, locked (one record needs no order). */
export async function lockInOrder(db: Executor, counters: CounterDeltas) {
  for (const [table, deltas] of Object.entries(counters) as [keyof typeof COUNTERS, ReadonlyMap<number, number>][]) {
    if (deltas.size > 1) await lockRowsInOrder(db, table, [...deltas.keys()]);
  }
}

/** Moves users_count of the given records by their deltas (rows locked in id order first). */
export async function addToCounters(db: Executor, counters: CounterDeltas): Promise<void> {
  const updates = counterUpdates(counters);
  if (!updates.length) return;
  await lockInOrder(db, counters);
  await executePrepared(db, 'add_to_counters', sql`WITH ${sql.join(updates, sql`, `)} SELECT 1`);
}
