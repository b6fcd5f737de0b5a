/**
 * The automatic achievements engine (DESIGN.md section 5): an automatic achievement carries a
 * rule (metric >= threshold). Whenever a user's metrics move, every rule is checked and newly met
 * achievements are awarded once; an award is never taken back.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';

const metricColumn = sql`CASE a.rule_metric
  WHEN 'projects_count' THEN u.projects_count
  WHEN 'courses_count' THEN u.courses_count
  WHEN 'project_points' THEN u.project_points
  WHEN 'skills_count' THEN u.skills_count END`;

export type Award = { user_id: number; achievement_id: number };

async function awardWhere(db: Executor, condition: SQL): Promise<Award[]> {
  const result = await db.execute(sql`
    INSERT INTO user_achievements (user_id, achievement_id, earned_at)
    SELECT u.id, a.id, now() FROM users u CROSS JOIN achievements a
    WHERE NOT a.manual AND ${metricColumn} >= a.rule_threshold AND ${condition}
    ON CONFLICT (user_id, achievement_id) DO NOTHING
    RETURNING user_id, achievement_id`);
  return rows<Award>(result);
}

const inList = (column: SQL, ids: readonly number[]) =>
  sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Awards every automatic achievement the given users now meet. */
export function awardMetRules(db: Executor, userIds: readonly number[]): Promise<Award[]> {
  if (!userIds.length) return Promise.resolve([]);
  return awardWhere(db, inList(sql`u.id`, userIds));
}

/** Awards one (new or edited) automatic achievement to everyone who already meets it. */
export function awardRuleToEveryone(db: Executor, achievementId: number): Promise<Award[]> {
  return awardWhere(db, sql`a.id = ${achievementId}`);
}
