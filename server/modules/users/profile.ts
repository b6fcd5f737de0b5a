/** Assembles a user's profile (contracts/users.ts "Profile"): own fields, rank and the lists it shows. */
import { USERS } from '../../../contracts/messages.js';
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import { toAchievement } from '../achievements/queries.js';
import { rankOf } from '../progress/rank.js';
import { findOwnProfile, findPublicProfile } from './queries.js';

type Award = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>['achievements'][number];

/** The rank, and the awards with `manual` as 0 or 1. */
async function rankAndAwards(db: Executor, user: { id: number; achievements: Award[] }) {
  const rank = await rankOf(db, user.id);
  return { rank: rank ?? null, achievements: user.achievements.map((award) => toAchievement(award)) };
}

/**
 * What anyone may see: never the e-mail, nor when the student saw an award (read_at belongs to the
 * student's own unread popup; server/test/private-fields.test.ts walks every public route for it).
 */
export async function publicProfile(db: Executor, id: number) {
  const user = found(await findPublicProfile(db, id), USERS.notFound);
  const { rank, achievements } = await rankAndAwards(db, user);
  return { ...user, rank, achievements: achievements.map(({ read_at: _private, ...award }) => award) };
}

/** The signed-in user's own profile: the public one plus the e-mail. */
export async function ownProfile(db: Executor, id: number) {
  const user = found(await findOwnProfile(db, id), USERS.notFound);
  return { ...user, ...(await rankAndAwards(db, user)) };
}
