/**
 * The admin table's user rows (docs/api.md "AdminUser"): the user's fields plus rank, courses
 * and earned achievements, fetched for a whole page at once (a fixed number of queries, no N+1).
 */
import type { Executor } from '../../db/client.js';
import { ranksOf } from '../progress/rank.js';
import { earnedAchievementsOf, enrolledCoursesOf } from './queries.js';

/** Bounds the ids bound into one statement (PostgreSQL allows 65,535 parameters). */
const CHUNK = 5000;

async function inChunks<T>(ids: number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}

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
  const ranks = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK)
    for (const [id, rank] of await ranksOf(db, ids.slice(i, i + CHUNK))) ranks.set(id, rank);
  const courses = groupBy(
    (await inChunks(ids, (chunk) => enrolledCoursesOf(db, chunk))).map((row) => ({ ...row, price: Number(row.price) })),
  );
  const achievements = groupBy(
    (await inChunks(ids, (chunk) => earnedAchievementsOf(db, chunk))).map((row) => ({ ...row, manual: row.manual ? 1 : 0 })),
  );
  return users.map((user) => ({
    ...user,
    rank: ranks.get(user.id) ?? null,
    enrolled_courses: courses.get(user.id) ?? [],
    achievements: achievements.get(user.id) ?? [],
  }));
}
