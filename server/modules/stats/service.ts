/** What the dashboard, the stats page, the homepage and the leaderboard show. */
import {
  HOME_LATEST_ACHIEVEMENTS,
  HOME_LATEST_MEMBERS,
  HOME_LATEST_PROJECTS,
  HOME_TOP_MEMBERS,
  LEADERBOARD_SIZE,
} from '../../../contracts/constants.js';
import type { Database } from '../../db/client.js';
import { keptOrComputed as kept, type AppDatabase } from '../../freshness/reads.js';
import { listedStudents } from '../users/listed.js';
import { latestProjects } from '../projects/queries.js';
import { withoutSuspended } from '../suspensions/hidden.js';
import { idsAtRanks, rankedTotals, withRanks } from '../progress/rank.js';
import * as q from './queries.js';

export async function adminStats(db: Database) {
  return { stats: await q.adminTotals(db) };
}

/**
 * The homepage's parts, each kept until a commit changes what it shows (issue 24): after a
 * submission the stats answer reads again only the counts a submission moves (the totals, the
 * latest projects' users_count, the latest awards when it gave one); the ranks and points come
 * from the rank snapshot and the students' rows from those kept per student.
 */
export async function frontStats(db: AppDatabase) {
  const [ranked, catalogue, top, users, projects, awards] = await Promise.all([
    rankedTotals(db),
    kept(db, 'stats:catalogue-totals', ['catalogue', 'submissions', 'ranked'], () => q.catalogueTotals(db)),
    topDevelopers(db, HOME_TOP_MEMBERS),
    latestUsers(db),
    kept(db, 'stats:latest-projects', ['catalogue', 'submissions', 'ranked'], () =>
      latestProjects(db, HOME_LATEST_PROJECTS).then((list) => withoutSuspended(db, 'projects', list)),
    ),
    kept(db, 'stats:latest-awards', ['awards', 'people', 'catalogue', 'ranked'], () =>
      q.latestAwards(db, HOME_LATEST_ACHIEVEMENTS),
    ),
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

/** The newest ranked students: who they are changes when students join or leave the ranking. */
async function latestUsers(db: AppDatabase) {
  const ids = await kept(db, 'stats:latest-user-ids', ['ranked', 'people'], () => q.latestUserIds(db, HOME_LATEST_MEMBERS));
  const byId = new Map((await listedStudents(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The first `limit` developers in rank order, with their ranks. */
async function topDevelopers(db: AppDatabase, limit: number) {
  const ids = await idsAtRanks(db, 0, limit);
  const developers = (await listedStudents(db, ids)).map(({ id, name, avatar, total_points, projects_count, courses_count }) => ({
    id,
    name,
    avatar,
    total_points,
    projects_count,
    courses_count,
  }));
  return withRanks(ids, developers);
}

export async function leaderboard(db: AppDatabase) {
  return { stats: { top_developers: await topDevelopers(db, LEADERBOARD_SIZE) } };
}
