/**
 * `npm run db:check`: every stored figure, award and title that differs from what the rows and
 * rules imply, one line each (nothing when the database is consistent). `npm run db:repair`
 * runs `recomputeEverything`, after which the check is clean.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { COUNTERS, expectedUserFigures, refreshPlannerStatistics } from './figures.js';

const USER_FIGURES = ['total_points', 'project_points', 'projects_count', 'courses_count', 'skills_count', 'points_changed_at'];

type Difference = { what: string; id: number; stored: string | null; expected: string | null };

async function userFigureDrift(db: Executor): Promise<Difference[]> {
  const checks = USER_FIGURES.map(
    (column) => sql`SELECT ${column} AS what, u.id, u.${sql.raw(column)}::text AS stored, f.${sql.raw(column)}::text AS expected
      FROM users u JOIN f ON f.id = u.id WHERE u.${sql.raw(column)} IS DISTINCT FROM f.${sql.raw(column)}`,
  );
  return rows<Difference>(
    await db.execute(sql`WITH f AS (${expectedUserFigures()}) ${sql.join(checks, sql` UNION ALL `)} ORDER BY id, what`),
  );
}

async function counterDrift(db: Executor): Promise<Difference[]> {
  const found: Difference[] = [];
  for (const [table, { stored, live }] of Object.entries(COUNTERS)) {
    const name = sql.raw(table);
    const checks = stored.map(
      (
        column,
      ) => sql`SELECT ${`${table}.${column}`} AS what, s.id, s.${sql.raw(column)}::text AS stored, l.${sql.raw(column)}::text AS expected
        FROM ${name} s JOIN l ON l.id = s.id WHERE s.${sql.raw(column)} IS DISTINCT FROM l.${sql.raw(column)}`,
    );
    found.push(
      ...rows<Difference>(
        await db.execute(sql`WITH l AS (SELECT t.id, ${live} FROM ${name} t) ${sql.join(checks, sql` UNION ALL `)} ORDER BY id`),
      ),
    );
  }
  return found;
}

const metric = sql`CASE a.rule_metric WHEN 'projects_count' THEN u.projects_count WHEN 'courses_count' THEN u.courses_count
  WHEN 'project_points' THEN u.project_points WHEN 'skills_count' THEN u.skills_count END`;

/** Automatic awards the rules imply but are missing, or held against the rule (measured on the true metrics). */
async function awardDrift(db: Executor): Promise<string[]> {
  const found = rows<{ user_id: number; achievement_id: number; held: boolean }>(
    await db.execute(sql`
      WITH u AS MATERIALIZED (${expectedUserFigures()})
      SELECT u.id AS user_id, a.id AS achievement_id, (ua.id IS NOT NULL) AS held
      FROM u CROSS JOIN achievements a
      LEFT JOIN user_achievements ua ON ua.user_id = u.id AND ua.achievement_id = a.id
      WHERE NOT a.manual AND ((${metric} >= a.rule_threshold) <> (ua.id IS NOT NULL))
      ORDER BY u.id, a.id`),
  );
  return found.map(
    (row) =>
      `user ${row.user_id}: automatic achievement ${row.achievement_id} ${row.held ? 'held although its rule does not hold' : 'missing although its rule holds'}`,
  );
}

async function titleDrift(db: Executor): Promise<string[]> {
  const found = rows<{ id: number; title: string }>(
    await db.execute(sql`
      SELECT u.id, u.title FROM users u WHERE u.title IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = u.id AND a.name = u.title)
      ORDER BY u.id`),
  );
  return found.map((row) => `user ${row.id}: title ${JSON.stringify(row.title)} names no achievement the user holds`);
}

/** Every difference, one readable line each; empty when everything is what the rows imply. */
export async function findDrift(db: Executor): Promise<string[]> {
  await refreshPlannerStatistics(db, ['users', 'user_projects', 'user_achievements', 'enrollments', 'user_skills']);
  const figures = [...(await userFigureDrift(db)), ...(await counterDrift(db))].map((d) =>
    d.what.includes('.')
      ? `${d.what.split('.')[0]} ${d.id}: ${d.what.split('.')[1]} is ${d.stored}, the rows say ${d.expected}`
      : `user ${d.id}: ${d.what} is ${d.stored}, the rows say ${d.expected}`,
  );
  return [...figures, ...(await awardDrift(db)), ...(await titleDrift(db))];
}
