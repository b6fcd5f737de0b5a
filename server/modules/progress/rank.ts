/**
 * Rank numbers and the number of ranked students (the rule and its SQL: rank-rule.ts). Two sources:
 * a read takes them from the rank snapshot (rank-snapshot.ts: positions in the rank order, kept in
 * memory); a transaction, which must see its own changes, asks SQL: `countAhead` for a rank, one
 * COUNT for the number. A read for which no snapshot is kept now asks SQL the same way (a page of
 * the rank order: one range of the rank index, in the order generated from the rule).
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { users } from '../../db/schema.js';
import { countAhead, ranked, rankedIn, rankOrder } from './rank-rule.js';
import { rankSnapshot } from './rank-snapshot.js';

/** The 1-based rank of each given user (a map id -> rank; none for a suspended or missing student). */
export async function ranksOf(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const snapshot = await rankSnapshot(db);
  if (snapshot) return new Map(userIds.map((id) => [id, snapshot.rankOf(id)] as const).filter(([, rank]) => rank > 0));
  const result = await db.execute(sql`
    SELECT u.id, (1 + ${countAhead('u')})::int AS rank
    FROM ${users} u WHERE ${anyOf(sql`u.id`, userIds)} AND ${rankedIn('u')}`);
  return new Map(rows<{ id: number; rank: number }>(result).map((r) => [Number(r.id), Number(r.rank)]));
}

export async function rankOf(db: Executor, userId: number): Promise<number | undefined> {
  return (await ranksOf(db, [userId])).get(userId);
}

/** How many students are ranked and their points summed. */
export async function rankedTotals(db: Executor): Promise<{ students: number; points: number }> {
  const snapshot = await rankSnapshot(db);
  if (snapshot) return { students: snapshot.order.length, points: snapshot.totalPoints };
  const [row] = rows<{ students: number | string; points: number | string }>(
    await db.execute(
      sql`SELECT COUNT(*) AS students, COALESCE(SUM(${users.totalPoints}), 0) AS points FROM ${users} WHERE ${ranked}`,
    ),
  );
  return { students: Number(row.students), points: Number(row.points) };
}

/**
 * The ids of the students ranked `offset + 1` to `offset + limit`, best first: a slice of the
 * snapshot, or one range of the rank index.
 */
export async function idsAtRanks(db: Executor, offset: number, limit: number): Promise<number[]> {
  const snapshot = await rankSnapshot(db);
  if (snapshot) return Array.from(snapshot.order.subarray(offset, offset + limit));
  const list = await db
    .select({ id: users.id })
    .from(users)
    .where(ranked)
    .orderBy(...rankOrder)
    .limit(limit)
    .offset(offset);
  return list.map((row) => row.id);
}

/**
 * The rows of a page of the rank order (`ids` from idsAtRanks, `offset` ranks before it) in that
 * order, each with its rank; a student whose row is gone since is left out, the others keep theirs.
 */
export function withRanks<T extends { id: number }>(ids: readonly number[], list: T[], offset = 0) {
  const byId = new Map(list.map((row) => [row.id, row]));
  return ids.flatMap((id, i) => {
    const row = byId.get(id);
    return row ? [{ ...row, rank: offset + i + 1 }] : [];
  });
}
