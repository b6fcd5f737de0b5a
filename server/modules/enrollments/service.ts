/**
 * Enrolling and unenrolling (docs/product.md#flows, #other-open-rules): only into courses the user is
 * not in, only out of courses the user is in. Money goes to the payments ledger, which no
 * unenrollment or deletion erases; a refund is an explicit amount recorded at unenrollment.
 * Unenrolling from a course in which the user has submissions removes them too, but only once
 * the admin has confirmed (409 with their count and points otherwise). Everything in one
 * transaction, with the user's figures, awards and the touched counters.
 */
import type { z } from 'zod';
import type { enrollSchema, unenrollSchema } from '../../../contracts/enrollments.js';
import { ENROLLMENTS, SUCCESS } from '../../../contracts/form-messages.js';
import { COURSES, USERS } from '../../../contracts/staff-messages.js';
import { ARCHIVE } from '../../../contracts/admin-messages.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import type { Database, Executor } from '../../db/client.js';
import { conflict, found, HttpError, invalidField, notFound } from '../../http-errors.js';
import { courseTitle, userName } from '../audit/queries.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { moneyText } from '../audit/views.js';
import { findCourse, isEnrolled } from '../courses/queries.js';
import { addLedgerLine } from '../payments/ledger.js';
import { lockUsersFigures } from '../progress/locks.js';
import { addToFigures } from '../progress/deltas.js';
import { afterUserChange } from '../progress/service.js';
import { enrollWithPayments } from './enroll.js';
import * as queries from './queries.js';
import { declareStudentChanges } from '../../freshness/changes.js';
import { notify, notifyEach } from '../notifications/record.js';

type EnrollInput = z.output<typeof enrollSchema>;
type UnenrollInput = z.output<typeof unenrollSchema>;

async function requireUserAndCourse(tx: Executor, userId: number, courseId: number) {
  if (!(await lockUsersFigures(tx, [userId])).has(userId)) throw notFound(USERS.notFound);
  return found(await findCourse(tx, courseId), COURSES.notFound);
}

export async function enroll(db: Database, actor: AdminActor, input: EnrollInput) {
  await db.transaction(async (tx) => {
    declareStudentChanges(tx, input.user_id, 'enrollments');
    const course = await requireUserAndCourse(tx, input.user_id, input.course_id);
    if (course.archived_at) throw conflict(ARCHIVE.courseClosed);
    const [enrollment] = await enrollWithPayments(tx, actor.id, [
      { userId: input.user_id, courseId: input.course_id, price: input.price, gotDiscount: input.got_discount },
    ]);
    if (!enrollment) throw conflict(ENROLLMENTS.alreadyEnrolled);
    await addToFigures(tx, [{ userId: input.user_id, courses: 1 }], { courses: new Map([[input.course_id, 1]]) });
    const names = { user_name: await userName(tx, input.user_id), course_title: await courseTitle(tx, input.course_id) };
    await notify(tx, input.user_id, 'enrolled', { course_id: input.course_id, course_title: names.course_title });
    await recordAudit(tx, actor, {
      action: 'enroll',
      entity: 'enrollment',
      entityId: enrollment.id,
      summary: `Enrolled ${names.user_name} in ${names.course_title} for ${moneyText(input.price)}${input.got_discount ? ' (discount)' : ''}`,
      after: {
        user_id: input.user_id,
        ...names,
        course_id: input.course_id,
        price: input.price,
        got_discount: input.got_discount,
      },
    });
  });
  return { message: SUCCESS.userEnrolled };
}

export async function unenroll(db: Database, actor: AdminActor, input: UnenrollInput) {
  await db.transaction(async (tx) => {
    await requireUserAndCourse(tx, input.user_id, input.course_id);
    if (!(await isEnrolled(tx, input.user_id, input.course_id))) throw conflict(ENROLLMENTS.notEnrolled);
    const submissions = await queries.submissionsInCourse(tx, input.user_id, input.course_id);
    if (submissions.count > 0 && !input.confirm) {
      const { count, points } = submissions;
      throw new HttpError(409, messageWithValues('enrollments.hasSubmissions', { count, points }), undefined, {
        submissions: count,
        points,
      });
    }
    if (input.refund) {
      const paid = await queries.netPaid(tx, input.user_id, input.course_id);
      if (input.refund > paid) throw invalidField('refund', ENROLLMENTS.refundTooHigh);
      await addLedgerLine(tx, actor.id, {
        userId: input.user_id,
        courseId: input.course_id,
        kind: 'refund',
        amount: input.refund,
      });
    }
    const enrollment = await queries.findEnrollment(tx, input.user_id, input.course_id);
    const names = { user_name: await userName(tx, input.user_id), course_title: await courseTitle(tx, input.course_id) };
    const refund = input.refund ? ` (refund ${moneyText(input.refund)})` : '';
    const removed =
      submissions.count > 0 ? `, removing ${submissions.count} submission${submissions.count === 1 ? '' : 's'}` : '';
    await recordAudit(tx, actor, {
      action: 'unenroll',
      entity: 'enrollment',
      entityId: enrollment?.id,
      summary: `Unenrolled ${names.user_name} from ${names.course_title}${refund}${removed}`,
      before: {
        user_id: input.user_id,
        ...names,
        course_id: input.course_id,
        price: enrollment?.price ?? 0,
        got_discount: enrollment?.got_discount ?? false,
        submissions: submissions.count,
      },
      after: { refund: input.refund ?? 0, submissions_removed: submissions.count },
    });
    const course = { course_id: input.course_id, course_title: names.course_title };
    const removals = (await queries.submittedProjectsInCourse(tx, input.user_id, input.course_id)).map((project) => ({
      ...project,
      course_title: names.course_title,
      by: 'unenrollment' as const,
      reason: null,
    }));
    await notifyEach(tx, input.user_id, 'submission_removed', removals);
    await notify(tx, input.user_id, 'unenrolled', course);
    const removedProjects = await queries.deleteSubmissionsInCourse(tx, input.user_id, input.course_id);
    await queries.deleteEnrollment(tx, input.user_id, input.course_id);
    await afterUserChange(tx, [input.user_id], { courses: [input.course_id], projects: removedProjects });
  });
  return { message: SUCCESS.userUnenrolled };
}
