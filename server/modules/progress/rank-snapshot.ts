/**
 * Every ranked student's position, read in one pass over the rank index and kept until the next
 * write (db/read-memo.ts): then a rank, a page of the users list or the ranks of an admin page are
 * array lookups instead of index scans that grow with the number of students (issue 12).
 */
import type { Executor } from '../../db/client.js';
import { idsInOrder } from '../../db/id-order.js';
import { fromReadMemo } from '../../db/read-memo.js';
import { users } from '../../db/schema.js';
import { ranked, rankOrder } from './rank.js';

export type RankSnapshot = {
  /** Ids of ranked students, best first: rank r is `order[r - 1]`. */
  order: Int32Array;
  /** id -> rank (1-based); 0 for an id that is not ranked (suspended, deleted, never existed). */
  rankOf: (id: number) => number;
};

async function loadRankSnapshot(db: Executor): Promise<RankSnapshot> {
  const order = await idsInOrder(db, users, rankOrder, ranked);
  const highest = order.reduce((max, id) => Math.max(max, id), 0);
  const ranks = new Int32Array(highest + 1);
  order.forEach((id, index) => (ranks[id] = index + 1));
  return { order, rankOf: (id) => (Number.isInteger(id) && id > 0 && id <= highest ? ranks[id] : 0) };
}

/** The snapshot of the current generation, or undefined when none can be kept now (then query directly). */
export function rankSnapshot(db: Executor): Promise<RankSnapshot> | undefined {
  return fromReadMemo(db, 'rank-snapshot', () => loadRankSnapshot(db));
}
