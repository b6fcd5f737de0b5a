/**
 * SQL for the earned achievements a profile shows (its courses and submissions come from the
 * courses and submissions modules).
 */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { achievements, userAchievements } from '../../db/schema.js';

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
