/** Assembles a user's profile (contracts/users.ts "Profile"): own fields, rank and the lists it shows. */
import { USERS } from '../../../contracts/messages.js';
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import { toAchievement } from '../achievements/queries.js';
import { rankOf } from '../progress/rank.js';
import { findOwnProfile, findPublicProfile } from './queries.js';

async function withRank<T extends { id: number; achievements: { manual: boolean }[] }>(db: Executor, user: T) {
  const rank = await rankOf(db, user.id);
  return { ...user, rank: rank ?? null, achievements: user.achievements.map(toAchievement) };
}

/**
 * What anyone may see: never the e-mail, nor when the student saw an award (read_at belongs to the
 * student's own unread popup; server/test/private-fields.test.ts walks every public route for it).
 */
export async function publicProfile(db: Executor, id: number) {
  const profile = await withRank(db, found(await findPublicProfile(db, id), USERS.notFound));
  const achievements = profile.achievements.map(({ read_at: _private, ...award }) => award);
  return { ...profile, achievements };
}

/** The signed-in user's own profile: the public one plus the e-mail. */
export async function ownProfile(db: Executor, id: number) {
  return withRank(db, found(await findOwnProfile(db, id), USERS.notFound));
}
