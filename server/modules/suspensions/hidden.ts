/**
 * A suspended student is absent from every public list, ranking and total (issue 14 item 7), but
 * the stored counters (courses.users_count, ...) stay the whole truth, as db:check verifies them:
 * public answers subtract the suspended students' share, read from the few suspended students
 * through their own index (docs/decisions.md "Suspension").
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { executePrepared } from '../../db/prepared.js';

/** The join table that each public counter counts, and its column naming the counted record. */
const COUNTED = {
  courses: { table: sql`enrollments`, id: sql`course_id` },
  projects: { table: sql`user_projects`, id: sql`project_id` },
  achievements: { table: sql`user_achievements`, id: sql`achievement_id` },
  skills: { table: sql`user_skills`, id: sql`skill_id` },
} as const;

export type Counted = keyof typeof COUNTED;

/**
 * How many suspended students each of `ids` counts: id -> n. The suspended ids come as one array
 * (an InitPlan), so each is looked up by the `(user_id, ...)` index: joined instead, PGlite's
 * planner hashed the whole join table (public projects at 100k: 158 ms against 37; bench/memos.ts).
 */
async function suspendedShare(db: Executor, of: Counted, ids: readonly number[]): Promise<Map<number, number>> {
  const { table, id } = COUNTED[of];
  const result = await executePrepared(
    db,
    `suspended_share_${of}`,
    sql`
    SELECT ${id} AS id, COUNT(*)::int AS n FROM ${table}
    WHERE user_id = ANY(ARRAY(SELECT id FROM users WHERE suspended_at IS NOT NULL)) AND ${anyOf(id, ids)}
    GROUP BY ${id}`,
  );
  return new Map(rows<{ id: number; n: number }>(result).map((row) => [Number(row.id), Number(row.n)]));
}

/** A list's `users_count` as the public sees it: without suspended students. */
export async function withoutSuspended<T extends { id: number; users_count: number }>(db: Executor, of: Counted, list: T[]) {
  if (!list.length) return list;
  const share = await suspendedShare(
    db,
    of,
    list.map((item) => item.id),
  );
  if (!share.size) return list;
  return list.map((item) => ({ ...item, users_count: item.users_count - (share.get(item.id) ?? 0) }));
}
