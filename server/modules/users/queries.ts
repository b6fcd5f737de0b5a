/** SQL for user accounts and the lists of users. Reads select explicit columns: never the password hash. */
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { UserSort } from '../../../contracts/users.js';
import { rows, type Executor } from '../../db/client.js';
import { anyOf, intArrayText } from '../../db/ids.js';
import { onPage, type Page } from '../../db/paging.js';
import { executePrepared, prepareOnce } from '../../db/prepared.js';
import {
  achievements,
  courses,
  enrollments,
  signIns,
  skills,
  userAchievements,
  userProjects,
  users,
  userSkills,
} from '../../db/schema.js';
import type { CounterScope } from '../progress/figures.js';
import { ranked, rankOrder, rankOrderBy } from '../progress/rank-rule.js';
import { revokeAllTokens } from '../auth/tokens.js';
import { userAwardsList } from '../achievements/queries.js';
import { enrolledCoursesList } from '../courses/queries.js';
import { skillsList } from '../skills/queries.js';
import { submissionsList } from '../submissions/queries.js';
import { publicUserColumns } from './columns.js';

/** The profile's own fields, as a visitor sees them. */
export const profileColumns = {
  ...publicUserColumns,
  bio: users.bio,
  telegram_username: users.telegramUsername,
  facebook: users.facebook,
  twitter: users.twitter,
  linkedin: users.linkedin,
  youtube: users.youtube,
  github: users.github,
  website: users.website,
};

/** Every column an admin or the user may see: the profile plus the e-mail. */
export const userColumns = { ...profileColumns, email: users.email };

/** A user as an admin sees one: every field, the figures and the suspension (the admin's page of a student). */
const foundUserColumns = {
  ...userColumns,
  project_points: users.projectPoints,
  skills_count: users.skillsCount,
  suspended_at: users.suspendedAt,
  suspension_reason: users.suspensionReason,
};

/**
 * The one lookup of a user by id (every module's): undefined when there is none. `lock` locks the
 * row until the transaction ends: 'update' to change it, 'share' to keep it from being deleted.
 */
export async function findUser(db: Executor, id: number, lock?: 'update' | 'share') {
  const query = db.select(foundUserColumns).from(users).where(eq(users.id, id)).limit(1).$dynamic();
  const [user] = await (lock ? query.for(lock) : query);
  return user;
}

/** The lists a profile shows, as columns of the user's own row: one query for the whole profile. */
const profileLists = () => ({
  courses: enrolledCoursesList(users.id),
  projects: submissionsList(users.id),
  achievements: userAwardsList(users.id),
  skills: skillsList(users.id),
});

/** A profile as a visitor sees it, with its lists; a suspended student has none. */
const publicProfileQuery = prepareOnce('public_profile', (db) =>
  db
    .select({ ...profileColumns, ...profileLists() })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), ranked))
    .limit(1),
);

export async function findPublicProfile(db: Executor, id: number) {
  const [user] = await publicProfileQuery(db).execute({ id });
  return user;
}

/** Each course's, achievement's and skill's users_count, by id: the figures a profile's lists count across students. */
export type ListsUsersCounts = Record<'courses' | 'achievements' | 'skills', Map<number, number>>;

export async function listsUsersCounts(db: Executor): Promise<ListsUsersCounts> {
  const pairs = (table: typeof courses | typeof achievements | typeof skills) =>
    sql`(SELECT json_agg(json_build_array(${table.id}, ${table.usersCount})) FROM ${table})`;
  const [row] = rows<Record<keyof ListsUsersCounts, [number, number][] | string | null>>(
    await executePrepared(
      db,
      'lists_users_counts',
      sql`SELECT ${pairs(courses)} AS courses, ${pairs(achievements)} AS achievements, ${pairs(skills)} AS skills`,
    ),
  );
  const byId = (list: [number, number][] | string | null) =>
    new Map<number, number>(typeof list === 'string' ? (JSON.parse(list) as [number, number][]) : (list ?? []));
  return { courses: byId(row.courses), achievements: byId(row.achievements), skills: byId(row.skills) };
}

/** The user's own profile (with the e-mail) and its lists. */
export async function findOwnProfile(db: Executor, id: number) {
  const [user] = await db
    .select({
      ...userColumns,
      hide_from_search_engines: users.hideFromSearchEngines,
      locale: users.locale,
      notify_by_mail: users.notifyByMail,
      first_steps_dismissed: users.firstStepsDismissed,
      ...profileLists(),
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user;
}

/** Closes the student's first-steps checklist for good (issue 50); false when there is no such student. */
export async function dismissFirstSteps(db: Executor, id: number): Promise<boolean> {
  const done = await db.update(users).set({ firstStepsDismissed: true }).where(eq(users.id, id)).returning({ id: users.id });
  return done.length > 0;
}

export async function userEmailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const condition = exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId));
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return row !== undefined;
}

export type UserValues = Partial<typeof users.$inferInsert>;

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

export async function updateUser(db: Executor, id: number, values: UserValues): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
 * The admin Users table's search: part of the name or of the e-mail, in any letter case, accents
 * as typed. Its list, its count and the bulk actions' "all matching" use this one filter.
 */
export const matchesAdminSearch = (search?: string) => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
};

/** The admin table's orders, each ending on id so pages never overlap. */
export type AdminUserOrder = { sort?: UserSort; dir?: 'asc' | 'desc' };

/**
 * Default: newest first (id descending, docs/product.md#admin-screens). Points: rank order (points, then who
 * reached them first, then id: the rank index), reversed for `asc`. Join date: created_at then id.
 */
function adminUserOrder({ sort, dir = 'desc' }: AdminUserOrder) {
  const way = dir === 'asc' ? asc : desc;
  if (sort === 'total_points') return rankOrderBy({ reversed: dir === 'asc' });
  if (sort === 'created_at') return [way(users.createdAt), way(users.id)];
  return [desc(users.id)];
}

/** Admin table, whole: newest first or in the order asked, optionally filtered by the search. */
export function listAdminUsers(db: Executor, search: string | undefined, order: AdminUserOrder) {
  return db
    .select(userColumns)
    .from(users)
    .where(matchesAdminSearch(search))
    .orderBy(...adminUserOrder(order));
}

/** How many users the admin search matches (every user without one). */
export async function countUsersMatchingSearch(db: Executor, search?: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users).where(matchesAdminSearch(search));
  return total;
}

/** `rows` in the order of `ids` (a page of ids in a list's order); ids without a row are skipped. */
function inOrderOf<T extends { id: number }>(ids: readonly number[], rows: T[]) {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

const publicUsersQuery = prepareOnce('public_users_of', (db) =>
  db
    .select(publicUserColumns)
    .from(users)
    .where(sql`${users.id} = ANY(${sql.placeholder('ids')}::int[])`),
);

/** The users page's rows for the ids of a page of the rank order (progress/rank.ts idsAtRanks), in any order. */
export const publicUsersOf = async (db: Executor, ids: readonly number[]) =>
  ids.length ? publicUsersQuery(db).execute({ ids: intArrayText(ids) }) : [];

/** What narrows the users page: a folded search term (contracts/name-search.ts foldForSearch), a course. */
export type PublicUserFilter = { folded?: string; courseId?: number };

const keptBy = ({ folded, courseId }: PublicUserFilter) =>
  and(
    ranked,
    folded === undefined ? undefined : sql`${users.nameSearch} LIKE ${`%${escapeLike(folded)}%`}`,
    courseId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${enrollments} WHERE ${enrollments.userId} = ${users.id} AND ${enrollments.courseId} = ${courseId})`,
  );

/**
 * One page of the ids of the ranked students the filter keeps, in rank order, and how many it
 * keeps (counted in the same statement; apart only for a page past the last). The term is matched
 * on the stored folded name (`name_search`, trigram index), literally.
 */
export async function filteredPublicUserIds(db: Executor, filter: PublicUserFilter, page: Page) {
  const found = await db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(keptBy(filter))
    .orderBy(...rankOrder)
    .limit(page.per_page)
    .offset(page.offset);
  if (found.length || page.offset === 0) return { ids: found.map((row) => row.id), total: found[0]?.total ?? 0 };
  const [{ total }] = await db.select({ total: count() }).from(users).where(keptBy(filter));
  return { ids: [], total };
}

/**
 * Every ranked student's id and folded name (`name_search`): what a search looks through in
 * memory. Two lists joined in SQL (half the time of JSON on PGlite), names by U+0001, which a name
 * holding it has as a space.
 */
export async function rankedSearchNames(db: Executor): Promise<[number, string][]> {
  const [row] = rows<{ ids: string | null; names: string | null }>(
    await db.execute(sql`
      SELECT string_agg(${users.id}::text, ',' ORDER BY ${users.id}) AS ids,
        string_agg(replace(${users.nameSearch}, chr(1), ' '), chr(1) ORDER BY ${users.id}) AS names
      FROM ${users} WHERE ${ranked}`),
  );
  if (row.ids === null || row.names === null) return [];
  const names = row.names.split('\u0001');
  return row.ids.split(',').map((id, i) => [Number(id), names[i]]);
}

/** The admin table's rows for ids of `adminUserIds`. */
export const adminUsersInOrder = async (db: Executor, ids: readonly number[]) =>
  inOrderOf(ids, ids.length ? await db.select(userColumns).from(users).where(anyOf(users.id, ids)) : []);

/**
 * The ids of one page of the admin table: sorting ids alone (or walking the primary key) is what
 * a deep page costs, and only the page's rows are then read (`adminUsersInOrder`).
 */
export const adminUserIds = (db: Executor, search: string | undefined, order: AdminUserOrder, page: Page) =>
  onPage(
    db
      .select({ id: users.id })
      .from(users)
      .where(matchesAdminSearch(search))
      .orderBy(...adminUserOrder(order))
      .$dynamic(),
    page,
  ).then((found) => found.map((row) => row.id));

/** The courses of many users at once (admin table: up to every user). */
export function enrolledCoursesOf(db: Executor, userIds: readonly number[]) {
  return db
    .select({
      user_id: enrollments.userId,
      id: courses.id,
      title: courses.title,
      price: enrollments.price,
      got_discount: enrollments.gotDiscount,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(anyOf(enrollments.userId, userIds))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));
}

/** One user's enrollments with what was paid and when (the admin's page of the student). */
export function enrollmentsOfUser(db: Executor, userId: number) {
  return db
    .select({
      course_id: courses.id,
      course_title: courses.title,
      course_archived: sql<boolean>`${courses.archivedAt} IS NOT NULL`,
      price: enrollments.price,
      got_discount: enrollments.gotDiscount,
      enrolled_at: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));
}

/** The earned achievements of many users at once, briefly (admin table: up to every user). */
export function earnedAchievementsOf(db: Executor, userIds: readonly number[]) {
  return db
    .select({ user_id: userAchievements.userId, id: achievements.id, name: achievements.name, manual: achievements.manual })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(anyOf(userAchievements.userId, userIds))
    .orderBy(asc(userAchievements.earnedAt), asc(userAchievements.id));
}

export async function hasEarnedAchievementNamed(db: Executor, userId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: achievements.id })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), eq(achievements.name, name)))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes the user and everything that hangs on it (enrollments, submissions, awards, skills,
 * tokens). Returns the records whose counters must be recomputed.
 */
export async function deleteUserAndRows(db: Executor, id: number): Promise<CounterScope> {
  const courseIds = await db.delete(enrollments).where(eq(enrollments.userId, id)).returning({ id: enrollments.courseId });
  const projectIds = await db.delete(userProjects).where(eq(userProjects.userId, id)).returning({ id: userProjects.projectId });
  const achievementIds = await db
    .delete(userAchievements)
    .where(eq(userAchievements.userId, id))
    .returning({ id: userAchievements.achievementId });
  const skillIds = await db.delete(userSkills).where(eq(userSkills.userId, id)).returning({ id: userSkills.skillId });
  await revokeAllTokens(db, 'user', id);
  await db.delete(signIns).where(and(eq(signIns.kind, 'user'), eq(signIns.subjectId, id)));
  await db.delete(users).where(eq(users.id, id));
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return { courses: ids(courseIds), projects: ids(projectIds), achievements: ids(achievementIds), skills: ids(skillIds) };
}
