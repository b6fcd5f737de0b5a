/** SQL for enrollments (a user bought a course) and the payments ledger. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { enrollments, payments, projects, userProjects } from '../../db/schema.js';
import { netRevenue } from '../payments/ledger.js';

/** The enrollment as the audit trail keeps it (price in EGP as a number). */
export async function findEnrollment(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select({ id: enrollments.id, price: enrollments.price, got_discount: enrollments.gotDiscount })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row && { ...row, price: Number(row.price) };
}

export async function deleteEnrollment(db: Executor, userId: number, courseId: number): Promise<void> {
  await db.delete(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
}

/** How many of the course's projects the user submitted, and the points they bring. */
export async function submissionsInCourse(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select({ count: sql<number>`COUNT(*)::int`, points: sql<number>`COALESCE(SUM(${projects.pointsValue}), 0)::int` })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(and(eq(userProjects.userId, userId), eq(projects.courseId, courseId)));
  return { count: Number(row.count), points: Number(row.points) };
}

/** The projects of the course the user submitted, with their names (what an unenrollment removes). */
export async function submittedProjectsInCourse(db: Executor, userId: number, courseId: number) {
  return db
    .select({ project_id: projects.id, project_name: projects.name })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(and(eq(userProjects.userId, userId), eq(projects.courseId, courseId)))
    .orderBy(projects.id);
}

/** Removes the user's submissions of the course's projects; returns those projects' ids. */
export async function deleteSubmissionsInCourse(db: Executor, userId: number, courseId: number): Promise<number[]> {
  const removed = await db
    .delete(userProjects)
    .where(
      and(
        eq(userProjects.userId, userId),
        inArray(userProjects.projectId, db.select({ id: projects.id }).from(projects).where(eq(projects.courseId, courseId))),
      ),
    )
    .returning({ projectId: userProjects.projectId });
  return removed.map((row) => row.projectId);
}

/** What the user has paid for the course so far, less refunds and plus corrections (EGP). */
export async function netPaid(db: Executor, userId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({ net: netRevenue(payments.kind, payments.amount) })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.courseId, courseId)));
  return Number(row.net);
}
