/**
 * Rules of the courses domain: titles are unique in any letter case (the public projects page
 * groups by title); a course is deleted only when nothing hangs on it.
 */
import { COURSES } from '../../../contracts/staff-messages.js';
import { ARCHIVE } from '../../../contracts/admin-messages.js';
import type { CourseInput, CourseLetter, CourseUsersQuery } from '../../../contracts/courses.js';
import { COURSE_USERS_PER_PAGE } from '../../../contracts/paging.js';
import type { Database } from '../../db/client.js';
import { metaOf, publicPageOf } from '../../db/paging.js';
import { keptOrComputed, type AppDatabase } from '../../freshness/reads.js';
import { conflict, found, invalidField } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { courseView } from '../audit/views.js';
import { withoutSuspended } from '../suspensions/hidden.js';
import { projectsOfCourse } from '../projects/queries.js';
import * as q from './queries.js';

export async function listCourses(db: Database) {
  return { courses: await q.listCourses(db) };
}

/** The public catalogue: users_count without suspended students (suspensions/hidden.ts). */
export async function listPublicCourses(db: Database) {
  return { courses: await withoutSuspended(db, 'courses', await q.listActiveCourses(db)) };
}

export async function addCourse(db: Database, values: CourseInput, actor: AdminActor) {
  const course = await db.transaction(async (tx) => {
    if (await q.courseTitleTaken(tx, values.title)) throw invalidField('title', COURSES.titleTaken);
    const added = await q.insertCourse(tx, values);
    const summary = `Added course ${added.title}`;
    await recordAudit(tx, actor, { action: 'create', entity: 'course', entityId: added.id, summary, after: courseView(added) });
    return added;
  });
  return { course, message: COURSES.added };
}

export async function updateCourse(db: Database, id: number, values: CourseInput, actor: AdminActor) {
  const course = await db.transaction(async (tx) => {
    const before = found(await q.findCourse(tx, id), COURSES.notFound);
    if (await q.courseTitleTaken(tx, values.title, id)) throw invalidField('title', COURSES.titleTaken);
    const after = await q.updateCourse(tx, id, values);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'course',
      entityId: id,
      summary: `Edited course ${after.title}`,
      before: courseView(before),
      after: courseView(after),
    });
    return after;
  });
  return { course, message: COURSES.updated };
}

export async function deleteCourse(db: Database, id: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    const course = found(await q.findCourse(tx, id), COURSES.notFound);
    const dependents = await q.courseDependents(tx, id);
    if (dependents.enrollments > 0) throw conflict(COURSES.hasUsers);
    if (dependents.submissions > 0) throw conflict(COURSES.hasSubmissions);
    if (dependents.projects > 0) throw conflict(COURSES.hasProjects);
    await q.deleteCourse(tx, id);
    const summary = `Deleted course ${course.title}`;
    await recordAudit(tx, actor, { action: 'delete', entity: 'course', entityId: id, summary, before: courseView(course) });
  });
  return { message: COURSES.deleted };
}

/**
 * Archives or unarchives a course (issue 14 item 8): out of the catalogue and closed to new
 * enrollments and submissions, with its projects (they follow their course and keep their own
 * flag, so unarchiving restores exactly the projects that were open). Enrollments, submissions
 * and points stay. Archiving an archived course changes nothing (and records nothing).
 */
export async function setCourseArchived(db: Database, id: number, archive: boolean, actor: AdminActor) {
  const course = await db.transaction(async (tx) => {
    const before = found(await q.findCourse(tx, id), COURSES.notFound);
    if ((before.archived_at !== null) === archive) return before;
    const after = await q.setCourseArchived(tx, id, archive ? new Date() : null);
    await recordAudit(tx, actor, {
      action: archive ? 'archive' : 'unarchive',
      entity: 'course',
      entityId: id,
      summary: `${archive ? 'Archived' : 'Unarchived'} course ${after.title}`,
      before: { archived_at: before.archived_at },
      after: { archived_at: after.archived_at },
    });
    return after;
  });
  return { course, message: archive ? ARCHIVE.courseArchived : ARCHIVE.courseUnarchived };
}

/** A course's ranked students in page order, kept until enrollments, names or who is ranked change. */
export function courseMembersKept(db: AppDatabase, id: number) {
  const read = () => q.courseMembers(db, id);
  return keptOrComputed(db, `course-members:${id}`, ['enrollments', 'people', 'ranked'], read);
}

/**
 * A course page: the course, how many users each letter holds, and one page of its users (of one
 * letter when asked): always a page, 24 users without parameters (docs/decisions.md "Bounded lists").
 * The members in page order are kept until the next write (a page is then a slice of them); they
 * also give the public users_count (the enrollments of students not suspended).
 */
export async function courseWithUsers(db: AppDatabase, id: number, query: CourseUsersQuery) {
  const course = found(await q.findCourse(db, id), COURSES.notFound);
  const page = publicPageOf(query, COURSE_USERS_PER_PAGE);
  const members = await courseMembersKept(db, id);
  const { start, total } = rangeOf(members, query.letter);
  const pageIds = members.ids.subarray(
    start + Math.min(page.offset, total),
    start + Math.min(page.offset + page.per_page, total),
  );
  const users = await q.courseMembersInOrder(db, pageIds);
  const listProjects = () => projectsOfCourse(db, id);
  const projects = await keptOrComputed(db, `course-projects:${id}`, ['catalogue'], listProjects);
  return {
    course: { ...course, users_count: members.ids.length },
    projects,
    users,
    letters: members.letters,
    ...(await metaOf(page, () => total)),
  };
}

/** Where the members of `letter` (of every letter without one) start in the page order, and how many there are. */
function rangeOf({ ids, letters }: q.CourseMembers, letter?: CourseLetter) {
  if (!letter) return { start: 0, total: ids.length };
  let start = 0;
  for (const group of letters) {
    if (group.letter === letter) return { start, total: group.count };
    start += group.count;
  }
  return { start, total: 0 };
}
