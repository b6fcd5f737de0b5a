/** SQL of the projects domain. Every function accepts the database or an open transaction. */
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepareOnce } from '../../db/prepared.js';
import { takenIgnoringCase } from '../../db/taken.js';
import { courses, enrollments, projects, userProjects, users } from '../../db/schema.js';
import { ranked } from '../progress/rank-rule.js';
import { developerColumns } from '../users/columns.js';

const projectColumns = {
  id: projects.id,
  name: projects.name,
  course_id: projects.courseId,
  course_title: courses.title,
  points_value: projects.pointsValue,
  users_count: projects.usersCount,
  created_at: projects.createdAt,
  archived_at: projects.archivedAt,
  course_archived: sql<boolean>`(${courses.archivedAt} IS NOT NULL)`.mapWith(Boolean),
};

/** Open to the public and to new submissions: neither the project nor its course is archived. */
export const isOpen = and(isNull(projects.archivedAt), isNull(courses.archivedAt));
type ProjectRow = { id: number; name: string; course_id: number; course_title: string } & Record<string, unknown>;

/** The columns of a Project (contracts/projects.ts): the row plus `course: {id, title}`. */
export const toProject = <T extends ProjectRow>({ id, name, course_id, course_title, ...rest }: T) => ({
  id,
  name,
  course_id,
  course: { id: course_id, title: course_title },
  course_title,
  ...rest,
});

export type ProjectValues = { name: string; courseId: number; pointsValue: number };

/** Projects matching a condition, with their course, in the given order. */
export async function selectProjects(db: Executor, where?: SQL, order: SQL[] = [asc(projects.id)], limit?: number) {
  const query = db
    .select(projectColumns)
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return (await (limit ? query.limit(limit) : query)).map(toProject);
}

export const listProjects = (db: Executor) => selectProjects(db);

/** For the public page: grouped by course, courses and projects in creation order; archived ones left out. */
export const listProjectsByCourse = (db: Executor) => selectProjects(db, isOpen, [asc(courses.id), asc(projects.id)]);

/** The homepage's latest projects, archived ones left out. */
export const latestProjects = (db: Executor, limit: number) =>
  selectProjects(db, isOpen, [desc(projects.createdAt), desc(projects.id)], limit);

export async function findProject(db: Executor, id: number) {
  const [project] = await selectProjects(db, eq(projects.id, id));
  return project;
}

/**
 * Locks a project's row for the rest of the transaction while its course may move or it is archived:
 * a new submission key-share locks the row (submissions/queries.ts `projectToSubmit`), so neither
 * crosses a submission.
 */
export async function lockProject(db: Executor, id: number) {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
}

/** Projects of the user's enrolled courses (optionally one course) that the user has not submitted and may still submit (not archived). */
export function availableProjects(db: Executor, userId: number, courseId?: number) {
  const enrolled = inArray(
    projects.courseId,
    db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId)),
  );
  const notSubmitted = notExists(
    db
      .select({ one: sql`1` })
      .from(userProjects)
      .where(and(eq(userProjects.projectId, projects.id), eq(userProjects.userId, userId))),
  );
  return selectProjects(db, and(enrolled, notSubmitted, isOpen, courseId ? eq(projects.courseId, courseId) : undefined), [
    asc(projects.courseId),
    asc(projects.id),
  ]);
}

/** Arbitrary, fixed key of the advisory lock every write of a project's name or course takes first. */
const PROJECT_NAMES_LOCK = 7_410_002;

/**
 * First thing in a transaction that adds a project or changes its name or course: writers take
 * turns, so the name check that follows sees every name committed before it (no unique index:
 * docs/decisions.md "Project names").
 */
export async function lockProjectNames(db: Executor) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PROJECT_NAMES_LOCK})`);
}

/** Whether another project of the course has this name, in any letter case. */
export const projectNameTaken = (db: Executor, courseId: number, name: string, exceptId?: number) =>
  takenIgnoringCase(db, projects, { column: projects.name, id: projects.id }, name, exceptId, eq(projects.courseId, courseId));

export async function insertProject(db: Executor, values: ProjectValues) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row.id;
}

export async function updateProject(db: Executor, id: number, values: ProjectValues) {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

/** Archives (a time) or unarchives (null) a project itself. */
export async function setProjectArchived(db: Executor, id: number, archivedAt: Date | null) {
  await db.update(projects).set({ archivedAt }).where(eq(projects.id, id));
}

export async function deleteProject(db: Executor, id: number) {
  await db.delete(projects).where(eq(projects.id, id));
}

export async function submissionsCount(db: Executor, projectId: number) {
  const [row] = await db.select({ n: count() }).from(userProjects).where(eq(userProjects.projectId, projectId));
  return row.n;
}

/** Who submitted a project (to refresh their figures when its points move). */
export async function submitterIds(db: Executor, projectId: number) {
  const list = await db.select({ id: userProjects.userId }).from(userProjects).where(eq(userProjects.projectId, projectId));
  return list.map((row) => row.id);
}

/**
 * Every completion of a project by a student not suspended, first to complete first: the ids of
 * its `user_projects` rows, read at once so that any page is then a slice (`LIMIT/OFFSET` read
 * every row before the page: the largest project's last page cost 10-50 times its first). The
 * suspended are left out by an anti-join with the few of them (their own index): joined to every
 * user, or as an array each row is compared to, PGlite took 5-7 times as long (14k completions at
 * 100k students: 35 ms against 170-267).
 */
export async function projectCompletions(db: Executor, projectId: number): Promise<Int32Array> {
  const [{ ids }] = await db
    .select({
      ids: sql<string | null>`string_agg(${userProjects.id}::text, ',' ORDER BY ${userProjects.createdAt}, ${userProjects.id})`,
    })
    .from(userProjects)
    .where(
      and(
        eq(userProjects.projectId, projectId),
        sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userProjects.userId} AND NOT ${ranked})`,
      ),
    );
  return Int32Array.from(ids ? ids.split(',') : [], Number);
}

/**
 * The developers of completions `ids` (a page of `projectCompletions`) in that order, with their
 * link and time; one since suspended or removed is left out.
 */
const completionsInOrder = prepareOnce('project_completions_in_order', (db) =>
  db
    .select({ ...developerColumns, url: userProjects.url, completed_at: userProjects.createdAt })
    .from(sql`unnest(${sql.placeholder('ids')}::int[]) WITH ORDINALITY AS page(id, n)`)
    .innerJoin(userProjects, sql`${userProjects.id} = page.id`)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .where(ranked)
    .orderBy(sql`page.n`),
);

export const projectUsersInOrder = async (db: Executor, ids: Int32Array) =>
  ids.length ? completionsInOrder(db).execute({ ids: `{${ids.join(',')}}` }) : [];

/** A course's projects for its page (issue 25), in creation order, archived ones too (flagged). */
export function projectsOfCourse(db: Executor, courseId: number) {
  return db
    .select({ id: projects.id, name: projects.name, points_value: projects.pointsValue, archived_at: projects.archivedAt })
    .from(projects)
    .where(eq(projects.courseId, courseId))
    .orderBy(asc(projects.id));
}
