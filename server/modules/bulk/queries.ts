/**
 * SQL of the bulk actions: each statement takes the whole list of users as one array parameter
 * (`anyOf` / `unnest`), so 10,000 users cost a few statements, not 10,000 round trips.
 */
import { asc, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf, idArray } from '../../db/ids.js';
import { users } from '../../db/schema.js';
import { matchesAdminSearch } from '../users/queries.js';

const userIdsOf = (result: unknown) => rows<{ user_id: number }>(result).map((row) => Number(row.user_id));

/** Ids of the users the Users table's search matches (blank: every user), in id order, at most `limit`. */
export async function idsMatchingSearch(db: Executor, search: string, limit: number): Promise<number[]> {
  const list = await db
    .select({ id: users.id })
    .from(users)
    .where(matchesAdminSearch(search || undefined))
    .orderBy(asc(users.id))
    .limit(limit);
  return list.map((row) => row.id);
}

/** Name and e-mail of the given users (for the refusals list). */
export async function namesOf(db: Executor, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { name: string; email: string }>();
  const list = rows<{ id: number; name: string; email: string }>(
    await db.execute(sql`SELECT id, name, email FROM users WHERE ${anyOf(sql`id`, ids)}`),
  );
  return new Map(list.map((row) => [Number(row.id), { name: row.name, email: row.email }]));
}

/** Gives the achievement to those of the users who lack it; answers the ids it was given to. */
export async function insertAwards(db: Executor, userIds: readonly number[], achievementId: number): Promise<number[]> {
  if (!userIds.length) return [];
  return userIdsOf(
    await db.execute(sql`
      INSERT INTO user_achievements (user_id, achievement_id)
      SELECT u, ${achievementId} FROM unnest(${idArray(userIds)}) u ORDER BY u
      ON CONFLICT (user_id, achievement_id) DO NOTHING
      RETURNING user_id`),
  );
}
