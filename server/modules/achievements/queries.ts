/** SQL of the achievements domain. Every function accepts the database or an open transaction. */
import { and, asc, count, desc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { jsonList } from '../../db/json-list.js';
import { takenIgnoringCase } from '../../db/taken.js';
import { achievements, userAchievements, users } from '../../db/schema.js';
import { metricOf } from '../progress/awards.js';

const achievementColumns = {
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
};

/** The columns of an Achievement (contracts/achievements.ts): `manual` is 0 (automatic) or 1. */
export const toAchievement = <T extends { manual: boolean }>(row: T): Omit<T, 'manual'> & { manual: 0 | 1 } => ({
  ...row,
  manual: row.manual ? 1 : 0,
});

export type AchievementValues = {
  name: string;
  description: string;
  points: number;
  badge?: string | null;
  manual?: boolean;
  ruleMetric?: (typeof achievements.$inferInsert)['ruleMetric'];
  ruleThreshold?: number | null;
};

export async function listAchievements(db: Executor) {
  return (await db.select(achievementColumns).from(achievements).orderBy(asc(achievements.id))).map(toAchievement);
}

export async function findAchievement(db: Executor, id: number) {
  const [row] = await db.select(achievementColumns).from(achievements).where(eq(achievements.id, id)).limit(1);
  return row && toAchievement(row);
}

/** Names are unique without regard to letter case (the achievements_name_unique index is on lower(name)). */
export const achievementNameTaken = (db: Executor, name: string, exceptId?: number) =>
  takenIgnoringCase(db, achievements, { column: achievements.name, id: achievements.id }, name, exceptId);

export async function insertAchievement(db: Executor, values: AchievementValues) {
  const [row] = await db.insert(achievements).values(values).returning({ id: achievements.id });
  return row.id;
}

export async function updateAchievement(db: Executor, id: number, values: AchievementValues) {
  await db.update(achievements).set(values).where(eq(achievements.id, id));
}

export async function deleteAchievement(db: Executor, id: number) {
  await db.delete(achievements).where(eq(achievements.id, id));
}

export async function awardsCount(db: Executor, achievementId: number) {
  const [row] = await db.select({ n: count() }).from(userAchievements).where(eq(userAchievements.achievementId, achievementId));
  return row.n;
}

/**
 * After a rename, holders whose title was the old name carry the new one (a title is the name of
 * an earned achievement, so it follows the achievement).
 */
export async function renameHolderTitles(db: Executor, achievementId: number, oldName: string, newName: string) {
  const holders = db
    .select({ id: userAchievements.userId })
    .from(userAchievements)
    .where(eq(userAchievements.achievementId, achievementId));
  await db
    .update(users)
    .set({ title: newName })
    .where(and(eq(users.title, oldName), inArray(users.id, holders)));
}

export async function holderIds(db: Executor, achievementId: number) {
  const list = await db
    .select({ id: userAchievements.userId })
    .from(userAchievements)
    .where(eq(userAchievements.achievementId, achievementId));
  return list.map((row) => row.id);
}

export async function hasAward(db: Executor, userId: number, achievementId: number) {
  const [row] = await db
    .select({ id: userAchievements.id })
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .limit(1);
  return row !== undefined;
}

export async function insertAward(db: Executor, userId: number, achievementId: number) {
  await db.insert(userAchievements).values({ userId, achievementId });
}

/** True when the user held the achievement (and no longer does). */
export async function deleteAward(db: Executor, userId: number, achievementId: number) {
  const removed = await db
    .delete(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .returning({ id: userAchievements.id });
  return removed.length > 0;
}

/** A user's earned achievements (Award shape), newest first; optionally only the unread ones. */
const awardColumns = { ...achievementColumns, earned_at: userAchievements.earnedAt, read_at: userAchievements.readAt };
const newestAwardFirst = [desc(userAchievements.earnedAt), desc(userAchievements.id)];

export async function userAwards(db: Executor, userId: number, { unreadOnly = false } = {}) {
  const list = await db
    .select(awardColumns)
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), unreadOnly ? isNull(userAchievements.readAt) : undefined))
    .orderBy(...newestAwardFirst);
  return list.map(toAchievement);
}

/** `userAwards` as one column of a query of users (`userId`: that query's user id); map rows with toAchievement. */
export const userAwardsList = (userId: AnyColumn) =>
  jsonList(
    awardColumns,
    sql`FROM ${userAchievements} JOIN ${achievements} ON ${achievements.id} = ${userAchievements.achievementId}
        WHERE ${userAchievements.userId} = ${userId}`,
    newestAwardFirst,
  );

/** Marks the user's unread awards read (only the given achievement ids when some are given). */
export async function markAwardsRead(db: Executor, userId: number, achievementIds?: readonly number[]) {
  if (achievementIds && achievementIds.length === 0) return;
  await db
    .update(userAchievements)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(userAchievements.userId, userId),
        isNull(userAchievements.readAt),
        achievementIds ? inArray(userAchievements.achievementId, [...achievementIds]) : undefined,
      ),
    );
}

export async function earnedAchievementIds(db: Executor, userId: number) {
  const list = await db
    .select({ id: userAchievements.achievementId })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  return new Set(list.map((row) => row.id));
}

/**
 * The automatic achievements a user has not earned, with the user's value of each rule's metric
 * (their stored figures): the largest share of its threshold reached first, then the smallest
 * threshold (a new student, at 0 of everything, is pointed at 1 project before 500 points), then
 * the most points, then id.
 */
export async function nextSteps(db: Executor, userId: number) {
  const current = metricOf(sql`u`, sql`a`);
  const list = rows<{ id: number; current: number; target: number }>(
    await db.execute(sql`
      SELECT a.id, (${current})::int AS current, a.rule_threshold AS target
      FROM ${users} u CROSS JOIN ${achievements} a
      WHERE u.id = ${userId} AND NOT a.manual
        AND NOT EXISTS (SELECT 1 FROM ${userAchievements} ua WHERE ua.user_id = u.id AND ua.achievement_id = a.id)
      ORDER BY (${current})::float8 / a.rule_threshold DESC, a.rule_threshold, a.points DESC, a.id`),
  );
  return list.map((row) => ({ id: Number(row.id), current: Number(row.current), target: Number(row.target) }));
}
