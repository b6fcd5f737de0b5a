/**
 * Changes that add rows (a submission, an enrollment, an award, a skills save) move the stored
 * figures by what they add instead of recounting them (issue 24): at 100k students a recount of a
 * user's figures, of a project's users_count and the rules over a cross join cost 23 ms of a
 * submission, most of it under locks every writer waits for. Only the automatic rules whose metric
 * moved are read again, for the users who moved.
 *
 * The deltas follow the same definitions as the recount (figures.ts `expectedUserFigures`, which
 * `npm run db:check` compares with after every bench), with one exception they cannot follow:
 * points_changed_at only moves forward by a delta, so a user who loses points or an award is
 * recounted instead (removals go through `afterUserChange`, which recounts).
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { boolArray, idArray, intArray } from '../../db/ids.js';
import { executePrepared } from '../../db/prepared.js';
import { clearLostTitles, countByAchievement, insertNewAwards, metricOf, type Award } from './awards.js';
import { addToCounters, counterUpdates, lockInOrder, refreshUserFigures, type CounterDeltas } from './figures.js';
import { alsoChanges } from '../../freshness/changes.js';
import { awardNotices } from '../notifications/record.js';

/** What a change adds to one user's figures (a negative count takes away). */
export type FigureDelta = {
  userId: number;
  projectPoints?: number;
  achievementPoints?: number;
  projects?: number;
  courses?: number;
  skills?: number;
  /** The change brings points now (a submission of a project worth points, an award): the leaderboard's time moves. */
  pointsNow?: boolean;
};

const FIELDS = ['projectPoints', 'achievementPoints', 'projects', 'courses', 'skills'] as const;

/** One delta per user, summed. */
function perUser(deltas: readonly FigureDelta[]): FigureDelta[] {
  const byUser = new Map<number, FigureDelta>();
  for (const delta of deltas) {
    const sum = byUser.get(delta.userId) ?? { userId: delta.userId };
    for (const field of FIELDS) sum[field] = (sum[field] ?? 0) + (delta[field] ?? 0);
    sum.pointsNow = Boolean(sum.pointsNow || delta.pointsNow);
    byUser.set(delta.userId, sum);
  }
  return [...byUser.values()].sort((a, b) => a.userId - b.userId);
}

/** A rule's metric moved for the user of `m` in this direction. */
const movedBy = (direction: '>' | '<') =>
  sql`(CASE a.rule_metric WHEN 'projects_count' THEN m.d_projects WHEN 'courses_count' THEN m.d_courses
    WHEN 'project_points' THEN m.d_project_points WHEN 'skills_count' THEN m.d_skills END) ${sql.raw(direction)} 0`;
const meets = sql`${metricOf(sql`m`, sql`a`)} >= a.rule_threshold`;

/**
 * After rows were added for some users (callers hold `lockUsersFigures` on them): their figures and
 * the counters move by the deltas, and the automatic rules whose metric moved award (or withdraw)
 * in the same statement, their points with them; the achievements' counters follow when awards moved.
 */
export async function addToFigures(db: Executor, deltas: readonly FigureDelta[], counters: CounterDeltas = {}): Promise<void> {
  const users = perUser(deltas);
  if (!users.length && !Object.keys(counters).length) return;
  await lockInOrder(db, counters);
  const column = (field: (typeof FIELDS)[number]) => intArray(users.map((user) => user[field] ?? 0));
  const updates = counterUpdates(counters);
  const moved = rows<Award & { awarded: boolean }>(
    await executePrepared(
      db,
      'add_to_figures',
      sql`
      WITH d AS (
        SELECT * FROM unnest(${idArray(users.map((user) => user.userId))}, ${column('projectPoints')}, ${column('achievementPoints')},
          ${column('projects')}, ${column('courses')}, ${column('skills')}, ${boolArray(users.map((user) => Boolean(user.pointsNow)))})
          AS d(user_id, project_points, achievement_points, projects, courses, skills, points_now)),
      ${updates.length ? sql`${sql.join(updates, sql`, `)},` : sql``}
      -- The figures after the change, read before the one update of each user's row, which then
      -- adds the points of the awards they bring (a row updated twice would be written twice).
      m AS (
        SELECT u.id, u.projects_count + d.projects AS projects_count, u.courses_count + d.courses AS courses_count,
          u.project_points + d.project_points AS project_points, u.skills_count + d.skills AS skills_count,
          d.projects AS d_projects, d.courses AS d_courses, d.project_points AS d_project_points, d.skills AS d_skills
        FROM users u JOIN d ON u.id = d.user_id),
      withdrawn AS (
        DELETE FROM user_achievements ua USING m, achievements a
        WHERE ua.user_id = m.id AND ua.achievement_id = a.id AND NOT a.manual AND ${movedBy('<')} AND NOT (${meets})
        RETURNING ua.user_id, ua.achievement_id),
      awarded AS (${insertNewAwards(
        sql`SELECT m.id AS user_id, a.id AS achievement_id FROM m JOIN achievements a ON NOT a.manual AND ${movedBy('>')} AND ${meets}`,
        sql`held.user_id IN (SELECT id FROM m)`,
      )}),
      award_points AS (
        SELECT w.user_id, SUM(a.points)::int AS points FROM awarded w JOIN achievements a ON a.id = w.achievement_id
        GROUP BY w.user_id),
      noticed AS (${awardNotices(sql`awarded`, sql`withdrawn`)}),
      updated AS (
        UPDATE users u SET
          project_points = u.project_points + d.project_points,
          total_points = u.total_points + d.project_points + d.achievement_points + COALESCE(p.points, 0),
          projects_count = u.projects_count + d.projects,
          courses_count = u.courses_count + d.courses,
          skills_count = u.skills_count + d.skills,
          points_changed_at = CASE WHEN d.points_now OR p.user_id IS NOT NULL
            THEN GREATEST(u.points_changed_at, now()) ELSE u.points_changed_at END,
          -- Named, as in refreshUserFigures: PGlite would set up the generated name columns again.
          name = u.name
        FROM d LEFT JOIN award_points p ON p.user_id = d.user_id WHERE u.id = d.user_id)
      SELECT TRUE AS awarded, user_id, achievement_id FROM awarded
      UNION ALL SELECT FALSE, user_id, achievement_id FROM withdrawn`,
    ),
  );
  const standingsMoved = users.some((user) => user.projectPoints || user.achievementPoints || user.projects || user.courses);
  if (standingsMoved || moved.length) alsoChanges(db, 'standings');
  if (moved.length) alsoChanges(db, 'awards', 'notifications');
  const awarded = moved.filter((row) => row.awarded);
  const withdrawn = moved.filter((row) => !row.awarded);
  if (moved.length) await addToCounters(db, { achievements: countByAchievement(awarded, withdrawn) });
  // Losing points or an award can move points_changed_at back: those users are recounted.
  const recount = new Set([
    ...withdrawn.map((award) => Number(award.user_id)),
    ...users.filter((user) => (user.projectPoints ?? 0) < 0 || (user.achievementPoints ?? 0) < 0).map((user) => user.userId),
  ]);
  if (recount.size) {
    await refreshUserFigures(db, [...recount]);
    await clearLostTitles(db, [...recount]);
  }
}
