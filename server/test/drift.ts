/**
 * Compares every stored derived figure with a recomputation from the raw rows. Used by tests to
 * prove that whatever sequence of calls ran, the figures are exactly what the data implies.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { achievements, courses, projects, skills, userAchievements, users } from '../db/schema.js';
import { recomputeEverything } from '../modules/progress/service.js';

async function snapshot(db: Database) {
  return {
    users: await db
      .select({
        id: users.id,
        total_points: users.totalPoints,
        project_points: users.projectPoints,
        projects_count: users.projectsCount,
        courses_count: users.coursesCount,
        skills_count: users.skillsCount,
        points_changed_at: users.pointsChangedAt,
      })
      .from(users)
      .orderBy(asc(users.id)),
    courses: await db
      .select({ id: courses.id, u: courses.usersCount, p: courses.projectsCount })
      .from(courses)
      .orderBy(asc(courses.id)),
    projects: await db.select({ id: projects.id, u: projects.usersCount }).from(projects).orderBy(asc(projects.id)),
    achievements: await db
      .select({ id: achievements.id, u: achievements.usersCount })
      .from(achievements)
      .orderBy(asc(achievements.id)),
    skills: await db.select({ id: skills.id, u: skills.usersCount }).from(skills).orderBy(asc(skills.id)),
    awards: await db
      .select({ user: userAchievements.userId, achievement: userAchievements.achievementId })
      .from(userAchievements)
      .orderBy(asc(userAchievements.userId), asc(userAchievements.achievementId)),
  };
}

/** Returns [stored, recomputed]; a test expects them equal. Leaves the recomputed figures in place. */
export async function storedAndRecomputed(db: Database) {
  const stored = await snapshot(db);
  await recomputeEverything(db);
  return [stored, await snapshot(db)] as const;
}
