/**
 * The signed-in student's place (issue 25): rank, points and how many more points pass the student
 * just above, all read from the rank snapshot (array lookups, caught up at every commit).
 */
import type { StandingResponse } from '../../../contracts/users.js';
import type { AppDatabase } from '../../freshness/reads.js';
import { findUser } from './queries.js';

export async function standing(db: AppDatabase, userId: number): Promise<StandingResponse> {
  const { rankOf, points } = await db.reads.rankSnapshot();
  const rank = rankOf(userId);
  if (!rank) {
    // Not ranked (suspended since the token was checked): the points without a place.
    return { rank: null, total_points: (await findUser(db, userId))?.total_points ?? 0, points_to_pass: null };
  }
  const own = points[rank - 1];
  // An equal total ranks whoever reached it first, so passing takes one point more than theirs.
  return { rank, total_points: own, points_to_pass: rank > 1 ? points[rank - 2] - own + 1 : null };
}
