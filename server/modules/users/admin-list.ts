/**
 * The admin table's user rows (contracts/users.ts "AdminUser"): the user's fields plus rank, courses
 * and earned achievements, fetched for a whole page (or every user) at once: three queries
 * whatever the number of users, no N+1.
 */
import type { Executor } from '../../db/client.js';
import { suspensionsOf } from '../suspensions/queries.js';
import { ranksOf } from '../progress/rank.js';
import { earnedAchievementsOf, enrolledCoursesOf } from './queries.js';

function groupBy<T extends { user_id: number }>(rows: T[]) {
  const map = new Map<number, Omit<T, 'user_id'>[]>();
  for (const { user_id, ...rest } of rows) {
    const list = map.get(user_id) ?? [];
    list.push(rest);
    map.set(user_id, list);
  }
  return map;
}

export async function adminUsers<U extends { id: number }>(db: Executor, users: U[]) {
  const ids = users.map((user) => user.id);
  const ranks = await ranksOf(db, ids);
  const suspensions = new Map((await suspensionsOf(db, ids)).map((row) => [row.id, row]));
  const courses = groupBy((await enrolledCoursesOf(db, ids)).map((row) => ({ ...row, price: Number(row.price) })));
  const achievements = groupBy(
    (await earnedAchievementsOf(db, ids)).map((row) => ({
      ...row,
      manual: row.manual ? (1 as const) : (0 as const),
    })),
  );
  return users.map((user) => ({
    ...user,
    rank: ranks.get(user.id) ?? null,
    suspended_at: suspensions.get(user.id)?.suspended_at ?? null,
    suspension_reason: suspensions.get(user.id)?.suspension_reason ?? null,
    enrolled_courses: courses.get(user.id) ?? [],
    achievements: achievements.get(user.id) ?? [],
  }));
}
