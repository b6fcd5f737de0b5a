/**
 * Rules of submissions (docs/product.md#other-open-rules): a project is submitted once per user, only for a
 * course the user is enrolled in; students edit only the URL of their own. A submission adds to
 * the user's figures (addToFigures); a removal recounts them (afterUserChange).
 */
import { STUDENT_PROJECTS_PER_PAGE } from '../../../contracts/constants.js';
import { SUBMISSIONS } from '../../../contracts/form-messages.js';
import { COURSES, PROJECTS } from '../../../contracts/staff-messages.js';
import { ARCHIVE } from '../../../contracts/admin-messages.js';
import type { PageQuery } from '../../../contracts/paging.js';
import type {
  AdminSubmissionAddInput,
  AdminSubmissionDeleteInput,
  AdminSubmissionUpdateInput,
} from '../../../contracts/submissions.js';
import type { Database, Executor } from '../../db/client.js';
import { metaOf, pageOf } from '../../db/paging.js';
import { conflict, forbidden, found, notFound } from '../../http-errors.js';
import { userName } from '../audit/queries.js';
import { findUser } from '../users/queries.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { enrolledCourses, findCourse, isEnrolled } from '../courses/queries.js';
import { lockUsersFigures } from '../progress/locks.js';
import { addToFigures } from '../progress/deltas.js';
import { afterUserChange } from '../progress/service.js';
import { availableProjects } from '../projects/queries.js';
import * as q from './queries.js';
import { declareStudentChanges } from '../../freshness/changes.js';
import { notify } from '../notifications/record.js';

/** Which side submits: the refusal for a course the user is not in is worded for it. */
type SubmittedBy = 'admin' | 'student';

async function returnSubmission(db: Executor, id: number, userId: number) {
  return found(await q.findOwnSubmission(db, id, userId), SUBMISSIONS.notFound);
}

/** A submission as the audit trail keeps it. */
async function submissionView(db: Executor, id: number, userId: number) {
  const { project_id, project_name, course_title, url, points_value } = await returnSubmission(db, id, userId);
  return {
    id,
    user_id: userId,
    user_name: await userName(db, userId),
    project_id,
    project_name,
    course_title,
    url,
    points_value,
  };
}

export async function addSubmission(
  db: Database,
  submittedBy: SubmittedBy,
  input: AdminSubmissionAddInput,
  /** The admin adding it, for the audit trail (a student's own submission is not an admin write). */
  actor?: AdminActor,
) {
  const project = await db.transaction(async (tx) => {
    declareStudentChanges(tx, input.user_id, 'submissions');
    // Each pair below is written at once and answered together (db/sent-ahead.ts), in this order:
    // the project is read once the student's row is locked.
    const [locked, toSubmit] = await Promise.all([
      lockUsersFigures(tx, [input.user_id]),
      q.projectToSubmit(tx, input.user_id, input.project_id),
    ]);
    if (!locked.has(input.user_id)) throw notFound(SUBMISSIONS.userNotFound);
    const target = found(toSubmit, PROJECTS.notFound);
    if (!target.enrolled) {
      throw conflict(submittedBy === 'admin' ? SUBMISSIONS.userNotEnrolled : SUBMISSIONS.studentNotEnrolled);
    }
    if (target.submitted) throw conflict(SUBMISSIONS.alreadyAdded);
    if (target.archived) throw conflict(ARCHIVE.projectClosed);
    if (target.course_archived) throw conflict(ARCHIVE.courseOfProjectClosed);
    const points = target.points_value;
    // The figures' update last: from there the project's counter row is locked until the commit.
    const [inserted] = await Promise.all([
      q.insertSubmission(tx, { userId: input.user_id, projectId: input.project_id, url: input.url }),
      addToFigures(tx, [{ userId: input.user_id, projectPoints: points, projects: 1, pointsNow: points > 0 }], {
        projects: new Map([[input.project_id, 1]]),
      }),
    ]);
    const { id } = inserted;
    const added = {
      ...inserted,
      project_name: target.name,
      points_value: points,
      course_id: target.course_id,
      course_title: target.course_title,
    };
    if (actor) {
      const after = await submissionView(tx, id, input.user_id);
      const summary = `Added project ${after.project_name} for ${after.user_name}`;
      await recordAudit(tx, actor, { action: 'create', entity: 'submission', entityId: id, summary, after });
    }
    return added;
  });
  return { message: SUBMISSIONS.added, project };
}

/** Changes the URL only (no figure moves); another user's submission is "not found". */
export async function updateSubmissionUrl(db: Database, input: AdminSubmissionUpdateInput, actor?: AdminActor) {
  const project = await db.transaction(async (tx) => {
    declareStudentChanges(tx, input.user_id, 'submissions');
    const before = actor && (await submissionView(tx, input.id, input.user_id));
    await returnSubmission(tx, input.id, input.user_id);
    await q.updateSubmissionUrl(tx, input.id, input.url);
    if (actor && before) {
      const after = { ...before, url: input.url };
      const summary = `Edited the URL of ${before.user_name}'s project ${before.project_name}`;
      await recordAudit(tx, actor, { action: 'update', entity: 'submission', entityId: input.id, summary, before, after });
    }
    return returnSubmission(tx, input.id, input.user_id);
  });
  return { message: SUBMISSIONS.updated, project };
}

export async function removeSubmission(db: Database, input: AdminSubmissionDeleteInput, actor: AdminActor) {
  await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [input.user_id]);
    const submission = found(await q.findSubmissionOf(tx, input.user_id, input.project_id), SUBMISSIONS.notFound);
    const before = await submissionView(tx, submission.id, input.user_id);
    const summary = `Removed project ${before.project_name} of ${before.user_name}`;
    await recordAudit(tx, actor, { action: 'delete', entity: 'submission', entityId: submission.id, summary, before });
    await q.deleteSubmission(tx, submission.id);
    await notify(tx, input.user_id, 'submission_removed', {
      project_id: input.project_id,
      project_name: before.project_name,
      course_title: before.course_title,
      by: 'staff',
      reason: null,
    });
    await afterUserChange(tx, [input.user_id], { projects: [input.project_id] });
  });
  return { message: SUBMISSIONS.removed };
}

/** The admin's per-user project screen. */
export async function userProjectsForAdmin(db: Database, userId: number) {
  const user = found(await findUser(db, userId), SUBMISSIONS.userNotFound);
  const [projects, available] = await Promise.all([q.listSubmissions(db, userId), availableProjects(db, userId)]);
  return { user, projects, available_projects: available };
}

export async function studentSubmissions(db: Database, userId: number, query: PageQuery) {
  const page = pageOf(query, STUDENT_PROJECTS_PER_PAGE);
  const projects = await q.listSubmissions(db, userId, page);
  return { projects, ...(await metaOf(page, () => q.countSubmissions(db, userId))) };
}

/** The courses a student may submit projects of. */
export async function studentCourses(db: Database, userId: number) {
  // An archived course takes no new submissions: the picker leaves it out (issue 14 item 8).
  return { courses: (await enrolledCourses(db, userId)).filter((course) => course.archived_at === null) };
}

/** Projects of an enrolled course the student has not submitted yet. */
export async function courseProjectsForStudent(db: Database, userId: number, courseId: number) {
  found(await findCourse(db, courseId), COURSES.notFound);
  if (!(await isEnrolled(db, userId, courseId))) throw forbidden(COURSES.notEnrolled);
  return { projects: await availableProjects(db, userId, courseId) };
}
