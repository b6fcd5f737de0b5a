/** SQL for enrollments (a user bought a course). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrollments, users } from '../../db/schema.js';

/** Locks the user's row so concurrent changes to the same user's figures run one after another. */
export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1).for('update');
  return row !== undefined;
}

export async function courseExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
  return row !== undefined;
}

type EnrollmentValues = { userId: number; courseId: number; price: number; gotDiscount: boolean };

export async function insertEnrollment(db: Executor, values: EnrollmentValues): Promise<void> {
  await db.insert(enrollments).values({ ...values, price: values.price.toFixed(2) });
}

/** True when a row was removed. */
export async function deleteEnrollment(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const removed = await db
    .delete(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .returning({ id: enrollments.id });
  return removed.length > 0;
}
