/** SQL of a student's year of work (issue 50): the rows the student holds, dated, at their points now. */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { rankedIn } from '../progress/rank-rule.js';

/** A held row as the statement gives it: epoch milliseconds and points. */
type RowPair = [number, number];

export type ActivityRow = {
  starting_points: number;
  submissions: RowPair[];
  achievements: RowPair[];
};

/** Milliseconds since the epoch: the same instant whatever the session's time zone. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch FROM ${column}) * 1000)::float8`);

/**
 * One statement: the points every row before `since` brings now, and the rows since then (oldest
 * first); undefined for a missing or suspended student. Each part reads the student's rows through
 * the (user_id, ...) unique indexes.
 */
export async function findActivity(db: Executor, userId: number, since: Date): Promise<ActivityRow | undefined> {
  const at = since.toISOString();
  const result = await executePrepared(
    db,
    'user_activity',
    sql`
    SELECT
      COALESCE((SELECT SUM(p.points_value) FROM user_projects up JOIN projects p ON p.id = up.project_id
                WHERE up.user_id = u.id AND up.created_at < ${at}::timestamptz), 0)::int
      + COALESCE((SELECT SUM(a.points) FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id
                WHERE ua.user_id = u.id AND ua.earned_at < ${at}::timestamptz), 0)::int AS starting_points,
      COALESCE((SELECT json_agg(json_build_array(${epochMs('up.created_at')}, p.points_value) ORDER BY up.created_at, up.id)
                FROM user_projects up JOIN projects p ON p.id = up.project_id
                WHERE up.user_id = u.id AND up.created_at >= ${at}::timestamptz), '[]') AS submissions,
      COALESCE((SELECT json_agg(json_build_array(${epochMs('ua.earned_at')}, a.points) ORDER BY ua.earned_at, ua.id)
                FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id
                WHERE ua.user_id = u.id AND ua.earned_at >= ${at}::timestamptz), '[]') AS achievements
    FROM users u
    WHERE u.id = ${userId} AND ${rankedIn('u')}`,
  );
  const [row] = rows<{ starting_points: number; submissions: RowPair[] | string; achievements: RowPair[] | string }>(result);
  if (!row) return undefined;
  const list = (value: RowPair[] | string) => (typeof value === 'string' ? (JSON.parse(value) as RowPair[]) : value);
  return {
    starting_points: Number(row.starting_points),
    submissions: list(row.submissions),
    achievements: list(row.achievements),
  };
}
