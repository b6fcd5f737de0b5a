/**
 * Rules of the courses domain: titles are unique in any letter case (the public projects page
 * groups by title); a course is deleted only when nothing hangs on it.
 */
import { COURSES } from '../../../contracts/messages.js';
import type { CourseUsersQuery } from '../../../contracts/courses.js';
import { COURSE_USERS_PER_PAGE } from '../../../contracts/paging.js';
import type { Database } from '../../db/client.js';
import { metaOf, publicPageOf } from '../../db/paging.js';
import { conflict, found, invalidField } from '../../http-errors.js';
import * as q from './queries.js';

export async function listCourses(db: Database) {
  return { courses: await q.listCourses(db) };
}

export async function addCourse(db: Database, values: q.CourseValues) {
  const course = await db.transaction(async (tx) => {
    if (await q.courseTitleTaken(tx, values.title)) throw invalidField('title', COURSES.titleTaken);
    return q.insertCourse(tx, values);
  });
  return { course, message: COURSES.added };
}

export async function updateCourse(db: Database, id: number, values: q.CourseValues) {
  const course = await db.transaction(async (tx) => {
    found(await q.findCourse(tx, id), COURSES.notFound);
    if (await q.courseTitleTaken(tx, values.title, id)) throw invalidField('title', COURSES.titleTaken);
    return q.updateCourse(tx, id, values);
  });
  return { course, message: COURSES.updated };
}

export async function deleteCourse(db: Database, id: number) {
  await db.transaction(async (tx) => {
    found(await q.findCourse(tx, id), COURSES.notFound);
    const dependents = await q.courseDependents(tx, id);
    if (dependents.enrollments > 0) throw conflict(COURSES.hasUsers);
    if (dependents.submissions > 0) throw conflict(COURSES.hasSubmissions);
    if (dependents.projects > 0) throw conflict(COURSES.hasProjects);
    await q.deleteCourse(tx, id);
  });
  return { message: COURSES.deleted };
}

/**
 * A course page: the course, how many users each letter holds, and one page of its users (of one
 * letter when asked): always a page, 24 users without parameters (docs/decisions.md "Bounded lists").
 */
export async function courseWithUsers(db: Database, id: number, query: CourseUsersQuery) {
  const course = found(await q.findCourse(db, id), COURSES.notFound);
  const page = publicPageOf(query, COURSE_USERS_PER_PAGE);
  const [letters, users] = await Promise.all([q.courseLetterCounts(db, id), q.courseUsers(db, id, page, query.letter)]);
  const total = letters.reduce((sum, group) => (query.letter && group.letter !== query.letter ? sum : sum + group.count), 0);
  return { course, users, letters, ...(await metaOf(page, () => total)) };
}
