/**
 * SQL of the CSV exports: each reads one batch after a given id (keyset on the primary key, served
 * by its index), so a batch costs the same at the start and at the end of 100k rows.
 */
import { asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrollments, projects, userProjects, users } from '../../db/schema.js';

export function usersAfter(db: Executor, afterId: number, limit: number) {
  return db
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
    })
    .from(users)
    .where(gt(users.id, afterId))
    .orderBy(asc(users.id))
    .limit(limit);
}

export function enrollmentsAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      id: enrollments.id,
      user_id: enrollments.userId,
      user_name: users.name,
      user_email: users.email,
      course_id: enrollments.courseId,
      course_title: courses.title,
      price: enrollments.price,
      got_discount: enrollments.gotDiscount,
      enrolled_at: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(gt(enrollments.id, afterId))
    .orderBy(asc(enrollments.id))
    .limit(limit);
}

export function submissionsAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      id: userProjects.id,
      user_id: userProjects.userId,
      user_name: users.name,
      user_email: users.email,
      course_id: projects.courseId,
      course_title: courses.title,
      project_id: userProjects.projectId,
      project_name: projects.name,
      points: projects.pointsValue,
      url: userProjects.url,
      submitted_at: userProjects.createdAt,
    })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(gt(userProjects.id, afterId))
    .orderBy(asc(userProjects.id))
    .limit(limit);
}
