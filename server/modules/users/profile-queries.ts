/** SQL for the lists a profile shows: the user's courses, submitted projects and earned achievements. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { achievements, courses, enrollments, projects, userAchievements, userProjects } from '../../db/schema.js';

/** Course shape of docs/api.md, in enrollment order. */
export const coursesOfUser = (db: Executor, userId: number) =>
  db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      image: courses.image,
      link: courses.link,
      projects_count: courses.projectsCount,
      users_count: courses.usersCount,
      created_at: courses.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));

/** Submission shape of docs/api.md, newest first. */
export const submissionsOfUser = (db: Executor, userId: number) =>
  db
    .select({
      id: userProjects.id,
      project_id: userProjects.projectId,
      url: userProjects.url,
      created_at: userProjects.createdAt,
      project_name: projects.name,
      points_value: projects.pointsValue,
      course_id: courses.id,
      course_title: courses.title,
    })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(eq(userProjects.userId, userId))
    .orderBy(desc(userProjects.createdAt), desc(userProjects.id));

/** Award shape of docs/api.md (achievement fields + earned_at, read_at), newest first. */
export async function awardsOfUser(db: Executor, userId: number) {
  const rows = await db
    .select({
      id: achievements.id,
      name: achievements.name,
      description: achievements.description,
      points: achievements.points,
      manual: achievements.manual,
      rule_metric: achievements.ruleMetric,
      rule_threshold: achievements.ruleThreshold,
      badge: achievements.badge,
      users_count: achievements.usersCount,
      created_at: achievements.createdAt,
      earned_at: userAchievements.earnedAt,
      read_at: userAchievements.readAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.earnedAt), desc(userAchievements.id));
  return rows.map((row) => ({ ...row, manual: row.manual ? 1 : 0 }));
}
