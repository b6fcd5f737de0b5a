/**
 * SQL of the CSV exports: each reads one batch after a given id (keyset on the primary key, served
 * by its index), so a batch costs the same at the start and at the end of 100k rows.
 */
import { asc, eq, gt } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { rowNames, withRowNames } from '../../db/row-names.js';
import { enrollments, projects, userProjects, users } from '../../db/schema.js';

/** One batch: the rows after `afterId`, in the order of `id`. */
const batchAfter = <T extends PgSelect>(query: T, id: AnyPgColumn, afterId: number, limit: number) =>
  query.where(gt(id, afterId)).orderBy(asc(id)).limit(limit);

export function usersAfter(db: Executor, afterId: number, limit: number) {
  const query = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      total_points: users.totalPoints,
      project_points: users.projectPoints,
      projects_count: users.projectsCount,
      courses_count: users.coursesCount,
      skills_count: users.skillsCount,
      suspended_at: users.suspendedAt,
      created_at: users.createdAt,
      github: users.github,
      website: users.website,
    })
    .from(users)
    .$dynamic();
  return batchAfter(query, users.id, afterId, limit);
}

export function enrollmentsAfter(db: Executor, afterId: number, limit: number) {
  const query = db
    .select({
      id: enrollments.id,
      user_id: enrollments.userId,
      course_id: enrollments.courseId,
      ...rowNames,
      price: enrollments.price,
      got_discount: enrollments.gotDiscount,
      enrolled_at: enrollments.createdAt,
    })
    .from(enrollments)
    .$dynamic();
  return batchAfter(withRowNames(query, enrollments.userId, enrollments.courseId), enrollments.id, afterId, limit);
}

export function submissionsAfter(db: Executor, afterId: number, limit: number) {
  const query = db
    .select({
      id: userProjects.id,
      user_id: userProjects.userId,
      course_id: projects.courseId,
      ...rowNames,
      project_id: userProjects.projectId,
      project_name: projects.name,
      points: projects.pointsValue,
      url: userProjects.url,
      submitted_at: userProjects.createdAt,
    })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .$dynamic();
  return batchAfter(withRowNames(query, userProjects.userId, projects.courseId), userProjects.id, afterId, limit);
}
