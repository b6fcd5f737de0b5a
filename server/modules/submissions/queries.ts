/** SQL of submissions (a user's projects). Every function accepts the database or a transaction. */
import { and, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jsonList } from '../../db/json-list.js';
import { onPage, type Page } from '../../db/paging.js';
import { prepared, prepareOnce } from '../../db/prepared.js';
import { courses, enrollments, projects, submissionRemovals, userProjects, users } from '../../db/schema.js';

/** The columns of a Submission (contracts/submissions.ts). */
export const submissionColumns = {
  id: userProjects.id,
  project_id: userProjects.projectId,
  url: userProjects.url,
  created_at: userProjects.createdAt,
  project_name: projects.name,
  points_value: projects.pointsValue,
  course_id: projects.courseId,
  course_title: courses.title,
};

function selectSubmissions(db: Executor) {
  return db
    .select(submissionColumns)
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .$dynamic();
}

const newestFirst = [desc(userProjects.createdAt), desc(userProjects.id)];

/** A user's submissions, newest first. */
export function listSubmissions(db: Executor, userId: number, page?: Page) {
  const query = selectSubmissions(db)
    .where(eq(userProjects.userId, userId))
    .orderBy(...newestFirst);
  return onPage(query, page);
}

/** `listSubmissions` (unpaged) as one column of a query of users (`userId`: that query's user id). */
export const submissionsList = (userId: AnyColumn) =>
  jsonList(
    submissionColumns,
    sql`FROM ${userProjects} JOIN ${projects} ON ${projects.id} = ${userProjects.projectId}
        JOIN ${courses} ON ${courses.id} = ${projects.courseId} WHERE ${userProjects.userId} = ${userId}`,
    newestFirst,
  );

export async function countSubmissions(db: Executor, userId: number) {
  const [row] = await db.select({ n: count() }).from(userProjects).where(eq(userProjects.userId, userId));
  return row.n;
}

/** One submission, only when it belongs to the given user. */
export async function findOwnSubmission(db: Executor, id: number, userId: number) {
  const [submission] = await prepared(
    'find_own_submission',
    selectSubmissions(db)
      .where(and(eq(userProjects.id, id), eq(userProjects.userId, userId)))
      .limit(1),
  );
  return submission;
}

/**
 * A project as a new submission of it by this user must see it, in one statement: its points, its
 * own and its course's archive, whether the user is enrolled in its course and has submitted it.
 * Its row is key-share locked: an archive or a move of the project (FOR UPDATE) waits for the
 * submission, while submissions of one project do not wait for each other until they count.
 */
const projectToSubmitQuery = prepareOnce('project_to_submit', (db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      name: projects.name,
      points_value: projects.pointsValue,
      course_id: projects.courseId,
      course_title: courses.title,
      archived: sql<boolean>`(${projects.archivedAt} IS NOT NULL)`.mapWith(Boolean),
      course_archived: sql<boolean>`(${courses.archivedAt} IS NOT NULL)`.mapWith(Boolean),
      enrolled:
        sql<boolean>`EXISTS (SELECT 1 FROM ${enrollments} WHERE ${enrollments.userId} = ${userId} AND ${enrollments.courseId} = ${projects.courseId})`.mapWith(
          Boolean,
        ),
      submitted:
        sql<boolean>`EXISTS (SELECT 1 FROM ${userProjects} WHERE ${userProjects.userId} = ${userId} AND ${userProjects.projectId} = ${projects.id})`.mapWith(
          Boolean,
        ),
    })
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(eq(projects.id, sql.placeholder('projectId')))
    .for('key share', { of: projects });
});

export async function projectToSubmit(db: Executor, userId: number, projectId: number) {
  const [project] = await projectToSubmitQuery(db).execute({ userId, projectId });
  return project;
}

export async function findSubmissionOf(db: Executor, userId: number, projectId: number) {
  const [row] = await db
    .select({ id: userProjects.id })
    .from(userProjects)
    .where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId)))
    .limit(1);
  return row;
}

const insertSubmissionQuery = prepareOnce('insert_submission', (db) =>
  db
    .insert(userProjects)
    .values({ userId: sql.placeholder('userId'), projectId: sql.placeholder('projectId'), url: sql.placeholder('url') })
    .returning({
      id: userProjects.id,
      project_id: userProjects.projectId,
      url: userProjects.url,
      created_at: userProjects.createdAt,
    }),
);

/** Adds the submission; answers its own columns (`submissionColumns` takes the rest from the project). */
export async function insertSubmission(db: Executor, values: { userId: number; projectId: number; url: string }) {
  const [row] = await insertSubmissionQuery(db).execute(values);
  return row;
}

export async function updateSubmissionUrl(db: Executor, id: number, url: string) {
  await db.update(userProjects).set({ url }).where(eq(userProjects.id, id));
}

export async function deleteSubmission(db: Executor, id: number) {
  await db.delete(userProjects).where(eq(userProjects.id, id));
}

// The review queue and removals of fake submissions (issue 14 item 7).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The queue's search: part of the student's name or e-mail, the project's name or the URL. */
function matchesQueueSearch(search?: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(projects.name, pattern),
    ilike(userProjects.url, pattern),
  );
}

const queueColumns = {
  id: userProjects.id,
  url: userProjects.url,
  created_at: userProjects.createdAt,
  points: projects.pointsValue,
  user_id: users.id,
  user_name: users.name,
  user_email: users.email,
  course_id: courses.id,
  course_title: courses.title,
  project_id: projects.id,
  project_name: projects.name,
};

/** The latest submissions of every student, newest first (user_projects_created_idx). */
export function reviewQueue(db: Executor, search: string | undefined, page: Page | undefined) {
  const query = db
    .select(queueColumns)
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(matchesQueueSearch(search))
    .orderBy(desc(userProjects.createdAt), desc(userProjects.id))
    .$dynamic();
  return onPage(query, page);
}

export async function countReviewQueue(db: Executor, search: string | undefined): Promise<number> {
  if (!search) {
    const [all] = await db.select({ n: count() }).from(userProjects);
    return all.n;
  }
  const [row] = await db
    .select({ n: count() })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(matchesQueueSearch(search));
  return row.n;
}

/** One submission with what its removal keeps (names copied: the line outlives the project). */
export async function findReviewItem(db: Executor, id: number) {
  const [row] = await db
    .select(queueColumns)
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(eq(userProjects.id, id))
    .limit(1);
  return row;
}

export async function insertRemoval(db: Executor, values: typeof submissionRemovals.$inferInsert) {
  const [row] = await db.insert(submissionRemovals).values(values).returning({ id: submissionRemovals.id });
  return row.id;
}

/** A student's removed submissions, latest removal first. */
export function removalsOf(db: Executor, userId: number) {
  return db
    .select({
      id: submissionRemovals.id,
      project_name: submissionRemovals.projectName,
      course_title: submissionRemovals.courseTitle,
      url: submissionRemovals.url,
      points: submissionRemovals.points,
      reason: submissionRemovals.reason,
      submitted_at: submissionRemovals.submittedAt,
      removed_at: submissionRemovals.createdAt,
    })
    .from(submissionRemovals)
    .where(eq(submissionRemovals.userId, userId))
    .orderBy(desc(submissionRemovals.createdAt), desc(submissionRemovals.id));
}
