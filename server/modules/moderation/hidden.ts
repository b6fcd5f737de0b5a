/**
 * A suspended student is absent from every public list, ranking and total (issue 14 item 7), but
 * the stored counters (courses.users_count, ...) stay the whole truth, as db:check verifies them:
 * public answers subtract the suspended students' share, read from the few suspended students
 * through their own index (docs/decisions.md "Suspension").
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { fromReadMemo } from '../../db/read-memo.js';

/** The join table that each public counter counts, and its column naming the counted record. */
const COUNTED = {
  courses: sql`enrollments x ON x.user_id = u.id`,
  projects: sql`user_projects x ON x.user_id = u.id`,
  achievements: sql`user_achievements x ON x.user_id = u.id`,
  skills: sql`user_skills x ON x.user_id = u.id`,
} as const;
const COUNTED_ID = {
  courses: sql`x.course_id`,
  projects: sql`x.project_id`,
  achievements: sql`x.achievement_id`,
  skills: sql`x.skill_id`,
} as const;

export type Counted = keyof typeof COUNTED;

/** How many suspended students each course (project, achievement, skill) counts: id -> n; kept until the next write. */
export function suspendedShare(db: Executor, of: Counted): Promise<Map<number, number>> {
  return fromReadMemo(db, `suspended-share:${of}`, () => readSuspendedShare(db, of)) ?? readSuspendedShare(db, of);
}

async function readSuspendedShare(db: Executor, of: Counted): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    SELECT ${COUNTED_ID[of]} AS id, COUNT(*)::int AS n
    FROM users u JOIN ${COUNTED[of]}
    WHERE u.suspended_at IS NOT NULL
    GROUP BY ${COUNTED_ID[of]}`);
  return new Map(rows<{ id: number; n: number }>(result).map((row) => [Number(row.id), Number(row.n)]));
}

/** A list's `users_count` as the public sees it: without suspended students. */
export async function withoutSuspended<T extends { id: number; users_count: number }>(db: Executor, of: Counted, list: T[]) {
  if (!list.length) return list;
  const share = await suspendedShare(db, of);
  if (!share.size) return list;
  return list.map((item) => ({ ...item, users_count: item.users_count - (share.get(item.id) ?? 0) }));
}
