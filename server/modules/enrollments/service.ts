/**
 * Enrolling and unenrolling (spec section 4): only into courses the user is not in, only out of
 * courses the user is in. Unenrolling keeps the user's submissions. Both refresh the user's
 * figures and the course's users_count, and may award automatic achievements, in one transaction.
 */
import type { z } from 'zod';
import type { enrollSchema, unenrollSchema } from '../../../contracts/enrollments.js';
import { COURSES, ENROLLMENTS, USERS } from '../../../contracts/messages.js';
import type { Executor, Database } from '../../db/client.js';
import { conflict, notFound } from '../../http-errors.js';
import { afterUserChange } from '../progress/service.js';
import { isEnrolled } from '../courses/queries.js';
import * as queries from './queries.js';

type EnrollInput = z.output<typeof enrollSchema>;
type UnenrollInput = z.output<typeof unenrollSchema>;

async function requireUserAndCourse(tx: Executor, userId: number, courseId: number) {
  if (!(await queries.userExists(tx, userId))) throw notFound(USERS.notFound);
  if (!(await queries.courseExists(tx, courseId))) throw notFound(COURSES.notFound);
}

export async function enroll(db: Database, input: EnrollInput) {
  await db.transaction(async (tx) => {
    await requireUserAndCourse(tx, input.user_id, input.course_id);
    if (await isEnrolled(tx, input.user_id, input.course_id)) throw conflict(ENROLLMENTS.alreadyEnrolled);
    await queries.insertEnrollment(tx, {
      userId: input.user_id,
      courseId: input.course_id,
      price: input.price,
      gotDiscount: input.got_discount,
    });
    await afterUserChange(tx, [input.user_id], { courses: [input.course_id] });
  });
}

export async function unenroll(db: Database, input: UnenrollInput) {
  await db.transaction(async (tx) => {
    await requireUserAndCourse(tx, input.user_id, input.course_id);
    if (!(await queries.deleteEnrollment(tx, input.user_id, input.course_id))) throw conflict(ENROLLMENTS.notEnrolled);
    await afterUserChange(tx, [input.user_id], { courses: [input.course_id] });
  });
}
