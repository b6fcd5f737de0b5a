/** SQL of moderation. Every function accepts the database or an open transaction. */
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { onPage, type Page } from '../../db/paging.js';
import { courses, projects, submissionRemovals, userProjects, users } from '../../db/schema.js';

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
export async function findSubmission(db: Executor, id: number) {
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

const suspensionColumns = {
  id: users.id,
  name: users.name,
  suspended_at: users.suspendedAt,
  suspension_reason: users.suspensionReason,
};

export async function findSuspension(db: Executor, id: number) {
  const [row] = await db.select(suspensionColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether each of many users is suspended, and why (the admin Users table). */
export function suspensionsOf(db: Executor, userIds: readonly number[]) {
  return db.select(suspensionColumns).from(users).where(anyOf(users.id, userIds));
}

export async function setSuspension(db: Executor, id: number, suspendedAt: Date | null, reason: string | null) {
  await db.update(users).set({ suspendedAt, suspensionReason: reason }).where(eq(users.id, id));
}
