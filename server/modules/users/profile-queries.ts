/**
 * SQL for the lists a profile shows: the user's courses and earned achievements (submissions come
 * from the submissions module).
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { achievements, courses, enrollments, userAchievements } from '../../db/schema.js';
import { courseColumns } from '../courses/queries.js';

/** Course shape of docs/api.md, in enrollment order. */
export const coursesOfUser = (db: Executor, userId: number) =>
  db
    .select(courseColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));

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
