/** Assembles a user's profile (contracts/users.ts "Profile"): own fields, rank and the lists it shows. */
import { USERS } from '../../../contracts/staff-messages.js';
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import { toAchievement } from '../achievements/queries.js';
import { rankOf } from '../progress/rank.js';
import { findOwnProfile, findPublicProfile, listsUsersCounts, type ListsUsersCounts } from './queries.js';
import { isAppDatabase, type AppDatabase } from '../../freshness/reads.js';
import type { Topic } from '../../freshness/changes.js';
import { answerTopics } from '../../plugins/answer-topics.js';

type Award = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>['achievements'][number];

/** The rank, and the awards with `manual` as 0 or 1. */
async function rankAndAwards(db: Executor, user: { id: number; achievements: Award[] }) {
  const rank = await rankOf(db, user.id);
  return { rank: rank ?? null, achievements: user.achievements.map((award) => toAchievement(award)) };
}

type PublicProfileRow = NonNullable<Awaited<ReturnType<typeof findPublicProfile>>>;

/** What a profile shows: everything the student's own rows hold, as the public cache's answer shows it. */
const PROFILE_TOPICS = answerTopics('/api/users/user/:id');
/** A kept profile row's memory, about (measured on the bench's profiles: 11 KB of JSON, 18 KB of objects). */
const PROFILE_BYTES = 18_000;
/** What moves the users_count of courses, achievements and skills. */
const USERS_COUNTS_TOPICS: readonly Topic[] = ['catalogue', 'enrollments', 'awards', 'skills', 'ranked'];

/** The lists' users_count, one read kept for every profile; undefined while memory cannot be trusted. */
const keptUsersCounts = (db: AppDatabase) => db.reads.memo('lists-users-counts', USERS_COUNTS_TOPICS, () => listsUsersCounts(db));

/** The row with each list's users_count as `counts` has it now (a new object: the kept row is shared). */
function withUsersCounts(row: PublicProfileRow, counts: ListsUsersCounts): PublicProfileRow {
  const counted = <T extends { id: number; users_count: number }>(list: T[], latest: Map<number, number>) =>
    list.map((item) => ({ ...item, users_count: latest.get(item.id) ?? item.users_count }));
  return {
    ...row,
    courses: counted(row.courses, counts.courses),
    achievements: counted(row.achievements, counts.achievements),
    skills: counted(row.skills, counts.skills),
  };
}

/**
 * The profile's row. Kept per student (issue 24): another student's submission leaves it, so a
 * profile asked again after one is read from memory; what is counted across students (the lists'
 * users_count) is put in from one read kept for all, and the rank comes from the rank snapshot.
 */
async function publicProfileRow(db: Executor, id: number) {
  if (!isAppDatabase(db)) return findPublicProfile(db, id);
  const own = db.reads.memoOfStudent(id, `public-profile:${id}`, PROFILE_TOPICS, () => findPublicProfile(db, id), PROFILE_BYTES);
  const counts = keptUsersCounts(db);
  if (!own || !counts) return findPublicProfile(db, id);
  const [row, latest] = await Promise.all([own, counts]);
  return row && withUsersCounts(row, latest);
}

/**
 * What anyone may see: never the e-mail, nor when the student saw an award (read_at belongs to the
 * student's own unread popup; server/test/private-fields.test.ts walks every public route for it).
 */
export async function publicProfile(db: Executor, id: number) {
  const user = found(await publicProfileRow(db, id), USERS.notFound);
  const { rank, achievements } = await rankAndAwards(db, user);
  return { ...user, rank, achievements: achievements.map(({ read_at: _private, ...award }) => award) };
}

/** The signed-in user's own profile: the public one plus the e-mail. */
export async function ownProfile(db: Executor, id: number) {
  const user = found(await findOwnProfile(db, id), USERS.notFound);
  return { ...user, ...(await rankAndAwards(db, user)) };
}

type Counted = { id: number; users_count: number };
/** What a profile answer's JSON holds of what `profileAnswerNow` changes. */
type ProfileAnswerJson = {
  user: { rank: number | null; courses: Counted[]; achievements: Counted[]; skills: Counted[] };
  achievements: Counted[];
};

/**
 * A kept profile answer's JSON (the route's own text) with the student's rank now and each list's
 * users_count now: all another student's commit can move in it (public-cache/made-of.ts). Parsing
 * and writing the text again gives the route's bytes: both are JSON.stringify's, keys in order.
 * Undefined when memory cannot be trusted or the text is not a profile answer.
 */
export async function profileAnswerNow(db: AppDatabase, json: string, rank: number): Promise<string | undefined> {
  const counts = await keptUsersCounts(db);
  const answer = JSON.parse(json) as Partial<ProfileAnswerJson>;
  const { user } = answer;
  if (!counts || !user || ![user.courses, user.achievements, user.skills, answer.achievements].every(Array.isArray))
    return undefined;
  const recount = (list: Counted[], latest: Map<number, number>) => {
    for (const item of list) item.users_count = latest.get(item.id) ?? item.users_count;
  };
  recount(user.courses, counts.courses);
  recount(user.achievements, counts.achievements);
  recount(user.skills, counts.skills);
  recount(answer.achievements!, counts.achievements);
  user.rank = rank;
  return JSON.stringify(answer);
}
