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
import { withoutSuspended } from '../suspensions/hidden.js';
import { rankedTotals } from '../progress/rank.js';
import * as q from './queries.js';

export async function adminStats(db: Database) {
  return { stats: await q.adminTotals(db) };
}

export async function frontStats(db: Database) {
  const [ranked, catalogue, top, users, projects, awards] = await Promise.all([
    rankedTotals(db),
    q.catalogueTotals(db),
    q.topDevelopers(db, HOME_TOP_MEMBERS),
    q.latestUsers(db, HOME_LATEST_MEMBERS),
    latestProjects(db, HOME_LATEST_PROJECTS).then((list) => withoutSuspended(db, 'projects', list)),
    q.latestAwards(db, HOME_LATEST_ACHIEVEMENTS),
  ]);
  return {
    stats: {
      total_users: ranked.students,
      ...catalogue,
      total_points_earned: ranked.points,
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
