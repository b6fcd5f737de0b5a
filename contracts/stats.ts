/** Answers of the dashboard, the stats page, the homepage and the leaderboard. */
import { z } from 'zod';
import { avatarKey, count, isoTimestamp, publicUserItem, rankedDeveloperItem, recordId, type Json } from './items.js';
import { projectItem } from './projects.js';

/** The admin dashboard's six figures; `total_revenue` in EGP (payments less refunds). */
export const adminStatsResponse = z.object({
  stats: z.object({
    total_users: count,
    total_courses: count,
    total_projects: count,
    total_achievements: count,
    total_enrollments: count,
    total_revenue: z.number(),
    suspended_users: count.meta({ description: 'Addition (issue 14): suspended students, also counted in total_users' }),
  }),
});
export type AdminStatsResponse = Json<typeof adminStatsResponse>;
export type AdminStats = AdminStatsResponse['stats'];

/** An achievement someone earned lately: who, what and when. */
export const latestAwardItem = z.object({
  id: recordId,
  earned_at: isoTimestamp,
  user: z.object({ id: recordId, name: z.string(), avatar: avatarKey }),
  achievement: z.object({
    id: recordId,
    name: z.string(),
    description: z.string(),
    points: count,
    badge: z.string().nullable(),
  }),
});
export type LatestAward = Json<typeof latestAwardItem>;

/** The homepage and stats page: totals (total_projects = projects completed) and the latest of everything. */
export const frontStatsResponse = z.object({
  stats: z.object({
    total_users: count,
    total_courses: count,
    total_projects: count,
    total_points_earned: count,
    top_developers: z.array(rankedDeveloperItem),
    latest_users: z.array(publicUserItem),
    latest_projects: z.array(projectItem),
    latest_achievements: z.array(latestAwardItem),
  }),
});
export type FrontStatsResponse = Json<typeof frontStatsResponse>;
export type FrontStats = FrontStatsResponse['stats'];

export const leaderboardResponse = z.object({ stats: z.object({ top_developers: z.array(rankedDeveloperItem) }) });
export type LeaderboardResponse = Json<typeof leaderboardResponse>;
