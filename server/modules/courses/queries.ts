/** SQL of the courses domain. Every function accepts the database or an open transaction. */
import { and, asc, count, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { CourseLetter } from '../../../contracts/courses.js';
import { rows, type Executor } from '../../db/client.js';
import { jsonList } from '../../db/json-list.js';
import { prepareOnce } from '../../db/prepared.js';
import { takenIgnoringCase } from '../../db/taken.js';
import { courses, enrollments, projects, userProjects, users } from '../../db/schema.js';
import { ranked } from '../progress/rank-rule.js';
import { developerColumns } from '../users/columns.js';
import { OTHER_INITIAL } from '../users/initial.js';

/** The columns of a Course (contracts/courses.ts). */
export const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  image: courses.image,
  link: courses.link,
  projects_count: courses.projectsCount,
  users_count: courses.usersCount,
  created_at: courses.createdAt,
  archived_at: courses.archivedAt,
};

export type CourseValues = { title: string; description: string | null; image: string | null; link: string | null };

export function listCourses(db: Executor) {
  return db.select(courseColumns).from(courses).orderBy(asc(courses.id));
}

/** The public catalogue: courses not archived. */
export function listActiveCourses(db: Executor) {
  return db.select(courseColumns).from(courses).where(isNull(courses.archivedAt)).orderBy(asc(courses.id));
}

/** Archives (a time) or unarchives (null) a course; its projects follow it without changing. */
export async function setCourseArchived(db: Executor, id: number, archivedAt: Date | null) {
  const [course] = await db.update(courses).set({ archivedAt }).where(eq(courses.id, id)).returning(courseColumns);
  return course;
}

/**
 * The one lookup of a course by id (every module's): undefined when there is none. `lock: 'share'`
 * keeps it from being deleted until the transaction ends.
 */
export async function findCourse(db: Executor, id: number, lock?: 'share') {
  const query = db.select(courseColumns).from(courses).where(eq(courses.id, id)).limit(1).$dynamic();
  const [course] = await (lock ? query.for(lock) : query);
  return course;
}

/** Titles are unique without regard to letter case (the courses_title_unique index is on lower(title)). */
export const courseTitleTaken = (db: Executor, title: string, exceptId?: number) =>
  takenIgnoringCase(db, courses, { column: courses.title, id: courses.id }, title, exceptId);

export async function insertCourse(db: Executor, values: CourseValues) {
  const [course] = await db.insert(courses).values(values).returning(courseColumns);
  return course;
}

export async function updateCourse(db: Executor, id: number, values: CourseValues) {
  const [course] = await db.update(courses).set(values).where(eq(courses.id, id)).returning(courseColumns);
  return course;
}

export async function deleteCourse(db: Executor, id: number) {
  await db.delete(courses).where(eq(courses.id, id));
}

/** What still hangs on a course: enrollments, projects, and submissions of those projects. */
export async function courseDependents(db: Executor, id: number) {
  // One after the other: inside a transaction they share one connection.
  const [enrolled] = await db.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, id));
  const [projectRows] = await db.select({ n: count() }).from(projects).where(eq(projects.courseId, id));
  const [submissions] = await db
    .select({ n: count() })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(eq(projects.courseId, id));
  return { enrollments: enrolled.n, projects: projectRows.n, submissions: submissions.n };
}

/**
 * Letters in their order: A to Z, then '#'. The '#' is a literal, not a parameter, so that the
 * order matches the expression of the users_course_order_idx index.
 */
const initialOrder = [sql`(${users.nameInitial} = ${sql.raw(`'${OTHER_INITIAL}'`)})`, asc(users.nameInitial)];

/**
 * A course page's order: by letter (A to Z, then '#') and, within a letter, by name without
 * accents or case (then by id: the same in every collation).
 */
const memberOrder = [...initialOrder, asc(users.nameFolded), asc(users.id)];

/** How many members a letter holds; the letters in page order, only those that have some. */
export type LetterCount = { letter: CourseLetter; count: number };
/** A course's developers (suspended students left out) in page order: ids, and how many each letter holds. */
export type CourseMembers = { ids: Int32Array; letters: LetterCount[] };

/**
 * Every member of a course in page order, read at once (one sort of the course's enrollments) so
 * that any page of any letter is then a slice: the page query walked the name index until it met
 * enough members, which grows with the page and shrinks with the course's share of students.
 */
export async function courseMembers(db: Executor, courseId: number): Promise<CourseMembers> {
  const [row] = rows<{ members: string | null }>(
    await db.execute(sql`
      SELECT string_agg(${users.id} || ',' || ${users.nameInitial}, ',' ORDER BY ${sql.join(memberOrder, sql`, `)}) AS members
      FROM ${enrollments} JOIN ${users} ON ${users.id} = ${enrollments.userId}
      WHERE ${enrollments.courseId} = ${courseId} AND ${ranked}`),
  );
  const fields = row?.members ? row.members.split(',') : [];
  const ids = new Int32Array(fields.length / 2);
  const letters: LetterCount[] = [];
  for (let i = 0; i < ids.length; i++) {
    ids[i] = Number(fields[2 * i]);
    const letter = fields[2 * i + 1] as CourseLetter;
    const last = letters.at(-1);
    if (last?.letter === letter) last.count += 1;
    else letters.push({ letter, count: 1 });
  }
  return { ids, letters };
}

/** The developers of `ids` (a page of `courseMembers`) in that order, each with its letter; one since suspended or deleted is left out. */
const membersInOrder = prepareOnce('course_members_in_order', (db) =>
  db
    .select({ ...developerColumns, letter: users.nameInitial })
    .from(sql`unnest(${sql.placeholder('ids')}::int[]) WITH ORDINALITY AS page(id, n)`)
    .innerJoin(users, sql`${users.id} = page.id`)
    .where(ranked)
    .orderBy(sql`page.n`),
);

export const courseMembersInOrder = async (db: Executor, ids: Int32Array) =>
  ids.length ? membersInOrder(db).execute({ ids: `{${ids.join(',')}}` }) : [];

const enrollmentOrder = [asc(enrollments.createdAt), asc(enrollments.id)];

/** A student's courses, in the order of enrollment. */
export function enrolledCourses(db: Executor, userId: number) {
  return db
    .select(courseColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(...enrollmentOrder);
}

/** `enrolledCourses` as one column of a query of users (`userId`: that query's user id). */
export const enrolledCoursesList = (userId: AnyColumn) =>
  jsonList(
    courseColumns,
    sql`FROM ${enrollments} JOIN ${courses} ON ${courses.id} = ${enrollments.courseId} WHERE ${enrollments.userId} = ${userId}`,
    enrollmentOrder,
  );

export async function isEnrolled(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}
