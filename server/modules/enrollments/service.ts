/**
 * Enrolling and unenrolling (spec section 4, DESIGN.md section 5): only into courses the user is
 * not in, only out of courses the user is in. Money goes to the payments ledger, which no
 * unenrollment or deletion erases; a refund is an explicit amount recorded at unenrollment.
 * Unenrolling from a course in which the user has submissions removes them too, but only once
 * the admin has confirmed (409 with their count and points otherwise). Everything in one
 * transaction, with the user's figures, awards and the touched counters.
 */
import type { z } from 'zod';
import type { enrollSchema, unenrollSchema } from '../../../contracts/enrollments.js';
import { COURSES, ENROLLMENTS, SUCCESS, USERS } from '../../../contracts/messages.js';
import type { Database, Executor } from '../../db/client.js';
import { conflict, HttpError, invalidField, notFound } from '../../http-errors.js';
import { isEnrolled } from '../courses/queries.js';
import { lockUsersFigures } from '../progress/locks.js';
import { afterUserChange } from '../progress/service.js';
import * as queries from './queries.js';

type EnrollInput = z.output<typeof enrollSchema>;
type UnenrollInput = z.output<typeof unenrollSchema>;

async function requireUserAndCourse(tx: Executor, userId: number, courseId: number) {
  if (!(await lockUsersFigures(tx, [userId])).has(userId)) throw notFound(USERS.notFound);
  if (!(await queries.courseExists(tx, courseId))) throw notFound(COURSES.notFound);
}

export async function enroll(db: Database, adminId: number, input: EnrollInput) {
  await db.transaction(async (tx) => {
    await requireUserAndCourse(tx, input.user_id, input.course_id);
    if (await isEnrolled(tx, input.user_id, input.course_id)) throw conflict(ENROLLMENTS.alreadyEnrolled);
    await queries.insertEnrollment(tx, {
      userId: input.user_id,
      courseId: input.course_id,
      price: input.price,
      gotDiscount: input.got_discount,
    });
    if (input.price > 0)
      await queries.recordPayment(tx, {
        userId: input.user_id,
        courseId: input.course_id,
        kind: 'payment',
        amount: input.price,
        adminId,
        gotDiscount: input.got_discount,
      });
    await afterUserChange(tx, [input.user_id], { courses: [input.course_id] });
  });
  return { message: SUCCESS.userEnrolled };
}

export async function unenroll(db: Database, adminId: number, input: UnenrollInput) {
  await db.transaction(async (tx) => {
    await requireUserAndCourse(tx, input.user_id, input.course_id);
    if (!(await isEnrolled(tx, input.user_id, input.course_id))) throw conflict(ENROLLMENTS.notEnrolled);
    const submissions = await queries.submissionsInCourse(tx, input.user_id, input.course_id);
    if (submissions.count > 0 && !input.confirm) {
      const { count, points } = submissions;
      throw new HttpError(409, ENROLLMENTS.hasSubmissions(count, points), undefined, { submissions: count, points });
    }
    if (input.refund) {
      const paid = await queries.netPaid(tx, input.user_id, input.course_id);
      if (input.refund > paid) throw invalidField('refund', ENROLLMENTS.refundTooHigh);
      await queries.recordPayment(tx, {
        userId: input.user_id,
        courseId: input.course_id,
        kind: 'refund',
        amount: input.refund,
        adminId,
      });
    }
    const removedProjects = await queries.deleteSubmissionsInCourse(tx, input.user_id, input.course_id);
    await queries.deleteEnrollment(tx, input.user_id, input.course_id);
    await afterUserChange(tx, [input.user_id], { courses: [input.course_id], projects: removedProjects });
  });
  return { message: SUCCESS.userUnenrolled };
}
