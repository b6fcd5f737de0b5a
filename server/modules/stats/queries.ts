/**
 * Figures for the dashboard, the stats page, the homepage and the leaderboard. Totals read the
 * kept counters (small tables or one indexed pass), never a scan of every submission.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { achievements, userAchievements, users } from '../../db/schema.js';
import { executePrepared, prepareOnce } from '../../db/prepared.js';
import { netRevenue } from '../payments/ledger.js';
import { ranked } from '../progress/rank-rule.js';

type Totals<Name extends string = string> = Record<Name, number | string | null>;
const numbers = <T extends Totals>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)])) as { [K in keyof T]: number };

type AdminTotal =
  | 'total_users'
  | 'total_courses'
  | 'total_projects'
  | 'total_achievements'
  | 'total_enrollments'
  | 'total_revenue'
  | 'suspended_users';

export async function adminTotals(db: Executor) {
  const [row] = rows<Totals<AdminTotal>>(
    await db.execute(sql`SELECT
      (SELECT COUNT(*) FROM users) AS total_users,
      (SELECT COUNT(*) FROM courses) AS total_courses,
      (SELECT COUNT(*) FROM projects) AS total_projects,
      (SELECT COUNT(*) FROM achievements) AS total_achievements,
      (SELECT COUNT(*) FROM enrollments) AS total_enrollments,
      (SELECT ${netRevenue(sql`kind`, sql`amount`)} FROM payments) AS total_revenue,
      -- Counted apart (moderation), and still in total_users.
      (SELECT COUNT(*) FROM users WHERE suspended_at IS NOT NULL) AS suspended_users`),
  );
  return numbers(row);
}

/**
 * Public totals: total_projects counts completed projects (submissions), as the "Projects Completed"
 * card says. Suspended students count in none of them (their submissions found from them, few).
 */
export async function catalogueTotals(db: Executor) {
  const [row] = rows<Totals<'total_courses' | 'total_projects'>>(
    await executePrepared(
      db,
      'catalogue_totals',
      sql`SELECT
      -- The catalogue's count: archived courses are out of it (their points and completions still count).
      (SELECT COUNT(*) FROM courses WHERE archived_at IS NULL) AS total_courses,
      (SELECT COALESCE(SUM(users_count), 0) FROM projects)
        - (SELECT COUNT(*) FROM users u JOIN user_projects up ON up.user_id = u.id WHERE u.suspended_at IS NOT NULL) AS total_projects`,
    ),
  );
  return numbers(row);
}

// The homepage's statements, read again after the writes that change them: prepared once.

const latestUserIdsQuery = prepareOnce('latest_user_ids', (db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(ranked)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit')),
);

/** The ids of the newest ranked students, newest first. */
export const latestUserIds = async (db: Executor, limit: number) =>
  (await latestUserIdsQuery(db).execute({ limit })).map((row) => row.id);

const latestAwardsQuery = prepareOnce('latest_awards', (db) =>
  db
    .select({
      id: userAchievements.id,
      earned_at: userAchievements.earnedAt,
      user_id: users.id,
      user_name: users.name,
      user_avatar: users.avatar,
      achievement_id: achievements.id,
      name: achievements.name,
      description: achievements.description,
      points: achievements.points,
      badge: achievements.badge,
    })
    .from(userAchievements)
    .innerJoin(users, and(eq(users.id, userAchievements.userId), ranked))
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .orderBy(desc(userAchievements.earnedAt), desc(userAchievements.id))
    .limit(sql.placeholder('limit')),
);

/** The latest awards with who earned what. */
export async function latestAwards(db: Executor, limit: number) {
  const list = await latestAwardsQuery(db).execute({ limit });
  return list.map((row) => ({
    id: row.id,
    earned_at: row.earned_at,
    user: { id: row.user_id, name: row.user_name, avatar: row.user_avatar },
    achievement: { id: row.achievement_id, name: row.name, description: row.description, points: row.points, badge: row.badge },
  }));
}
