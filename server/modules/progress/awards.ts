/**
 * The automatic achievements engine (docs/product.md#achievements): an automatic achievement carries a
 * rule (metric >= threshold) and a user holds it exactly while the rule holds. `syncAwards`
 * awards the newly met and withdraws the no longer met, for some users or for one achievement
 * and everyone, in set-based statements (any number of users, one parameter).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { expectedUserFigures } from './figures.js';
import { awardNotices } from '../notifications/record.js';

/** The value of an automatic rule's metric for a user (`users`, `achievements`: aliases in the statement). */
export const metricOf = (users: SQL, achievements: SQL) => sql`CASE ${achievements}.rule_metric
  WHEN 'projects_count' THEN ${users}.projects_count
  WHEN 'courses_count' THEN ${users}.courses_count
  WHEN 'project_points' THEN ${users}.project_points
  WHEN 'skills_count' THEN ${users}.skills_count END`;
const meets = sql`${metricOf(sql`u`, sql`a`)} >= a.rule_threshold`;

export type Award = { user_id: number; achievement_id: number };
/** Whose awards to bring in line with the rules: some users (every rule), one rule (every user), or all. */
export type AwardScope = { users: readonly number[] } | { achievement: number } | 'everyone';

const within = (target: AwardScope) =>
  target === 'everyone' || 'users' in target ? sql`TRUE` : sql`a.id = ${target.achievement}`;

/**
 * The users a sync looks at, with the metrics rules read: some users' as their rows imply them now
 * (read once, before their stored figures are refreshed: one UPDATE of the users instead of two,
 * 2 s of a bulk enroll of 20,000), or everyone's stored figures (kept right by every change).
 */
const metricsOf = (target: AwardScope) =>
  target !== 'everyone' && 'users' in target
    ? sql`MATERIALIZED (SELECT f.id, f.projects_count, f.courses_count, f.project_points, f.skills_count
        FROM (${expectedUserFigures(target.users)}) f)`
    : sql`NOT MATERIALIZED (SELECT id, projects_count, courses_count, project_points, skills_count FROM users)`;

/**
 * The insert of the candidate pairs (`user_id`, `achievement_id`) not held yet, with those it
 * awarded. An award already held is taken out by EXCEPT rather than by ON CONFLICT, which checked
 * ~300,000 held pairs one by one at 20,000 students (2.5 times slower); ON CONFLICT stays for a pair
 * a parallel transaction added. EXCEPT, not NOT EXISTS: a set operation reads every held pair
 * before it yields the first new one, whatever the plan. With NOT EXISTS, a table the planner took
 * for nearly empty (a new academy, before autovacuum's first ANALYZE) got a sequential scan per
 * candidate, over the pages this very INSERT was filling: a rule met by 70,000 students took 39 s
 * of one statement instead of 3 (issue 42). `heldWithin` narrows the held pairs read (alias `held`).
 */
export const insertNewAwards = (candidates: SQL, heldWithin: SQL) => sql`
  INSERT INTO user_achievements (user_id, achievement_id, earned_at)
  SELECT due.user_id, due.achievement_id, now() FROM (
    ${candidates}
    EXCEPT
    SELECT held.user_id, held.achievement_id FROM user_achievements held WHERE ${heldWithin}) due
  ON CONFLICT (user_id, achievement_id) DO NOTHING
  RETURNING user_id, achievement_id`;

/** The held pairs a sync may skip: the users' own, the one rule's, or all. */
const heldWithin = (target: AwardScope) =>
  target === 'everyone'
    ? sql`TRUE`
    : 'users' in target
      ? sql`held.user_id IN (SELECT id FROM u)`
      : sql`held.achievement_id = ${target.achievement}`;

/**
 * Awards the newly met and withdraws the no longer met, in one statement (both read one snapshot:
 * the pairs withdrawn and awarded are disjoint), which also tells the students (`notify`; a
 * repair or a seed's recount tells nobody: docs/decisions.md "Notifications").
 */
export async function syncAwards(
  db: Executor,
  target: AwardScope,
  { notify = true } = {},
): Promise<{ awarded: Award[]; withdrawn: Award[] }> {
  if (target !== 'everyone' && 'users' in target && !target.users.length) return { awarded: [], withdrawn: [] };
  const moved = rows<Award & { awarded: boolean }>(
    await db.execute(sql`
      WITH u AS ${metricsOf(target)},
      withdrawn AS (
        DELETE FROM user_achievements ua USING u, achievements a
        WHERE ua.user_id = u.id AND ua.achievement_id = a.id AND NOT a.manual AND NOT (${meets}) AND ${within(target)}
        RETURNING ua.user_id, ua.achievement_id),
      awarded AS (${insertNewAwards(
        sql`SELECT u.id AS user_id, a.id AS achievement_id FROM u CROSS JOIN achievements a
          WHERE NOT a.manual AND ${meets} AND ${within(target)}`,
        heldWithin(target),
      )})${notify ? sql`, noticed AS (${awardNotices(sql`awarded`, sql`withdrawn`)})` : sql``}
      SELECT TRUE AS awarded, user_id, achievement_id FROM awarded
      UNION ALL SELECT FALSE, user_id, achievement_id FROM withdrawn`),
  );
  const pair = ({ user_id, achievement_id }: Award): Award => ({
    user_id: Number(user_id),
    achievement_id: Number(achievement_id),
  });
  return {
    awarded: moved.filter((row) => row.awarded).map(pair),
    withdrawn: moved.filter((row) => !row.awarded).map(pair),
  };
}

/** A title names an achievement the user holds: clear the ones that no longer do (all users when ids is undefined). */
export async function clearLostTitles(db: Executor, userIds?: readonly number[]): Promise<void> {
  if (userIds?.length === 0) return;
  await db.execute(sql`
    UPDATE users u SET title = NULL
    WHERE ${userIds ? anyOf(sql`u.id`, userIds) : sql`TRUE`} AND u.title IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id
      WHERE ua.user_id = u.id AND a.name = u.title)`);
}

/** How many users a rule would award and withdraw if saved (the admin's preview). */
export async function previewRule(
  db: Executor,
  rule: { achievementId?: number; metric: string; threshold: number },
): Promise<{ awards: number; withdraws: number }> {
  const holds = rule.achievementId
    ? sql`EXISTS (SELECT 1 FROM user_achievements ua WHERE ua.user_id = u.id AND ua.achievement_id = ${rule.achievementId})`
    : sql`FALSE`;
  const hypothetical = sql`(SELECT ${rule.metric}::text AS rule_metric, ${rule.threshold}::int AS rule_threshold)`;
  const [row] = rows<{ awards: number; withdraws: number }>(
    await db.execute(sql`
      SELECT COUNT(*) FILTER (WHERE ${meets} AND NOT ${holds})::int AS awards,
             COUNT(*) FILTER (WHERE NOT (${meets}) AND ${holds})::int AS withdraws
      FROM users u CROSS JOIN ${hypothetical} a`),
  );
  return { awards: Number(row.awards), withdraws: Number(row.withdraws) };
}

/** How many holders each achievement gained (awarded minus withdrawn). */
export function countByAchievement(awarded: readonly Award[], withdrawn: readonly Award[]): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (list: readonly Award[], sign: number) =>
    list.forEach(({ achievement_id: id }) => counts.set(Number(id), (counts.get(Number(id)) ?? 0) + sign));
  add(awarded, 1);
  add(withdrawn, -1);
  return counts;
}
