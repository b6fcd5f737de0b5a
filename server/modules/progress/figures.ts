/**
 * Derived figures, kept as columns (DESIGN.md section 6) and always recomputed from the raw rows
 * for the records a change touched, in the caller's transaction. The same statements, run for
 * everyone, repair the whole database (`recomputeEverything`).
 *
 * points_changed_at is the moment of the latest event that brought the user points (a submission
 * of a project worth points, or an award), else the sign-up time: the leaderboard's "time".
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const scope = (column: SQL, ids?: readonly number[]) =>
  ids === undefined
    ? sql`TRUE`
    : ids.length
      ? sql`${column} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`FALSE`;

/** Recompute points, counts and points_changed_at of the given users (all users when ids is undefined). */
export async function refreshUserFigures(db: Executor, userIds?: readonly number[]): Promise<void> {
  if (userIds?.length === 0) return;
  await db.execute(sql`
    UPDATE users u SET
      project_points = f.project_points,
      total_points = f.project_points + f.achievement_points,
      projects_count = f.projects_count,
      courses_count = f.courses_count,
      skills_count = f.skills_count,
      points_changed_at = COALESCE(GREATEST(f.last_project_points_at, f.last_award_at), u.created_at)
    FROM (
      SELECT x.id,
        COALESCE((SELECT SUM(p.points_value) FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE up.user_id = x.id), 0)::int AS project_points,
        COALESCE((SELECT SUM(a.points) FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = x.id), 0)::int AS achievement_points,
        (SELECT COUNT(*) FROM user_projects up WHERE up.user_id = x.id)::int AS projects_count,
        (SELECT COUNT(*) FROM enrollments e WHERE e.user_id = x.id)::int AS courses_count,
        (SELECT COUNT(*) FROM user_skills us WHERE us.user_id = x.id)::int AS skills_count,
        (SELECT MAX(up.created_at) FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE up.user_id = x.id AND p.points_value > 0) AS last_project_points_at,
        (SELECT MAX(ua.earned_at) FROM user_achievements ua WHERE ua.user_id = x.id) AS last_award_at
      FROM users x WHERE ${scope(sql`x.id`, userIds)}
    ) f
    WHERE u.id = f.id`);
}

export type CounterScope = {
  courses?: readonly number[];
  projects?: readonly number[];
  achievements?: readonly number[];
  skills?: readonly number[];
};

/** Recompute users_count / projects_count of the given records; an absent key leaves that table alone. */
export async function refreshCounters(db: Executor, target: CounterScope | 'all'): Promise<void> {
  const pick = (key: keyof CounterScope) => (target === 'all' ? undefined : target[key]);
  const wants = (key: keyof CounterScope) => target === 'all' || (target[key]?.length ?? 0) > 0;
  if (wants('courses'))
    await db.execute(sql`UPDATE courses c SET
      users_count = (SELECT COUNT(*) FROM enrollments e WHERE e.course_id = c.id),
      projects_count = (SELECT COUNT(*) FROM projects p WHERE p.course_id = c.id)
      WHERE ${scope(sql`c.id`, pick('courses'))}`);
  if (wants('projects'))
    await db.execute(sql`UPDATE projects p SET users_count = (SELECT COUNT(*) FROM user_projects up WHERE up.project_id = p.id)
      WHERE ${scope(sql`p.id`, pick('projects'))}`);
  if (wants('achievements'))
    await db.execute(sql`UPDATE achievements a SET users_count = (SELECT COUNT(*) FROM user_achievements ua WHERE ua.achievement_id = a.id)
      WHERE ${scope(sql`a.id`, pick('achievements'))}`);
  if (wants('skills'))
    await db.execute(sql`UPDATE skills s SET users_count = (SELECT COUNT(*) FROM user_skills us WHERE us.skill_id = s.id)
      WHERE ${scope(sql`s.id`, pick('skills'))}`);
}
