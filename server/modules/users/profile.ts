/** Assembles a user's profile (contracts/users.ts "Profile"): own fields, rank and the lists it shows. */
import { USERS } from '../../../contracts/messages.js';
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import { rankOf } from '../progress/rank.js';
import { skillsOfUser } from '../skills/queries.js';
import { userAwards } from '../achievements/queries.js';
import { enrolledCourses } from '../courses/queries.js';
import { listSubmissions } from '../submissions/queries.js';
import { findPublicProfile, findUser } from './queries.js';

async function withLists<T extends { id: number }>(db: Executor, user: T) {
  const [rank, courses, projects, achievements, skills] = await Promise.all([
    rankOf(db, user.id),
    enrolledCourses(db, user.id),
    listSubmissions(db, user.id),
    userAwards(db, user.id),
    skillsOfUser(db, user.id),
  ]);
  return { ...user, rank: rank ?? null, courses, projects, achievements, skills };
}

/**
 * What anyone may see: never the e-mail, nor when the student saw an award (read_at belongs to the
 * student's own unread popup; server/test/private-fields.test.ts walks every public route for it).
 */
export async function publicProfile(db: Executor, id: number) {
  const profile = await withLists(db, found(await findPublicProfile(db, id), USERS.notFound));
  const achievements = profile.achievements.map(({ read_at: _private, ...award }) => award);
  return { ...profile, achievements };
}

/** The signed-in user's own profile: the public one plus the e-mail. */
export async function ownProfile(db: Executor, id: number) {
  return withLists(db, found(await findUser(db, id), USERS.notFound));
}
