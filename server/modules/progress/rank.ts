/**
 * Rank "by points & time": total_points descending, then the moment the total was reached
 * ascending, then id. Only students who are not suspended are ranked (`ranked`): served by the
 * users_rank_idx index, which holds only them (docs/decisions.md "Suspension").
 */
import { asc, desc, isNull, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { users } from '../../db/schema.js';
import { rankSnapshot } from './rank-snapshot.js';

export const rankOrder = [desc(users.totalPoints), asc(users.pointsChangedAt), asc(users.id)];

/** Who appears in public lists, rankings and totals: every student but the suspended ones. */
export const ranked = isNull(users.suspendedAt);

/**
 * The 1-based rank of each given user (a map id -> rank; none for a suspended student). A few
 * users: count who is ahead, two index range scans each. Many users: one ordered pass over the
 * rank index.
 */
export async function ranksOf(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const snapshot = await rankSnapshot(db);
  if (snapshot) return new Map(userIds.map((id) => [id, snapshot.rankOf(id)] as const).filter(([, rank]) => rank > 0));
  const result =
    userIds.length <= 3
      ? await db.execute(sql`
    SELECT u.id, (1
      + (SELECT COUNT(*) FROM users o WHERE o.total_points > u.total_points AND o.suspended_at IS NULL)
      + (SELECT COUNT(*) FROM users o WHERE o.total_points = u.total_points AND o.suspended_at IS NULL
           AND (o.points_changed_at, o.id) < (u.points_changed_at, u.id)))::int AS rank
    FROM users u WHERE ${anyOf(sql`u.id`, userIds)} AND u.suspended_at IS NULL`)
      : await db.execute(sql`
    SELECT id, rank FROM (
      SELECT id, row_number() OVER (ORDER BY total_points DESC, points_changed_at ASC, id ASC)::int AS rank
      FROM users WHERE suspended_at IS NULL
    ) ranked WHERE ${anyOf(sql`id`, userIds)}`);
  return new Map(rows<{ id: number; rank: number }>(result).map((r) => [Number(r.id), Number(r.rank)]));
}

/** A list already in rank order gets each item's 1-based rank (`offset`: the rows of earlier pages). */
export const withRank = <T>(list: T[], offset = 0) => list.map((item, i) => ({ ...item, rank: offset + i + 1 }));

export async function rankOf(db: Executor, userId: number): Promise<number | undefined> {
  return (await ranksOf(db, [userId])).get(userId);
}
