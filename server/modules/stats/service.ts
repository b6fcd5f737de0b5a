/** What the dashboard, the stats page, the homepage and the leaderboard show. */
import {
  HOME_LATEST_ACHIEVEMENTS,
  HOME_LATEST_MEMBERS,
  HOME_LATEST_PROJECTS,
  HOME_TOP_MEMBERS,
  LEADERBOARD_SIZE,
} from '../../../contracts/constants.js';
import type { Database } from '../../db/client.js';
import { latestProjects } from '../projects/queries.js';
import { withoutSuspended } from '../moderation/hidden.js';
import { rankSnapshot } from '../progress/rank-snapshot.js';
import * as q from './queries.js';

export async function adminStats(db: Database) {
  return { stats: await q.adminTotals(db) };
}

/** Students and points from the rank snapshot when one is kept (no pass over the rank index). */
async function studentTotals(db: Database) {
  const snapshot = await rankSnapshot(db);
  return snapshot ? { total_users: snapshot.order.length, total_points_earned: snapshot.totalPoints } : q.studentTotals(db);
}

export async function frontStats(db: Database) {
  const [students, catalogue, top, users, projects, awards] = await Promise.all([
    studentTotals(db),
    q.catalogueTotals(db),
    q.topDevelopers(db, HOME_TOP_MEMBERS),
    q.latestUsers(db, HOME_LATEST_MEMBERS),
    latestProjects(db, HOME_LATEST_PROJECTS).then((list) => withoutSuspended(db, 'projects', list)),
    q.latestAwards(db, HOME_LATEST_ACHIEVEMENTS),
  ]);
  return {
    stats: {
      total_users: students.total_users,
      ...catalogue,
      total_points_earned: students.total_points_earned,
      top_developers: top,
      latest_users: users,
      latest_projects: projects,
      latest_achievements: awards,
    },
  };
}

export async function leaderboard(db: Database) {
  return { stats: { top_developers: await q.topDevelopers(db, LEADERBOARD_SIZE) } };
}
