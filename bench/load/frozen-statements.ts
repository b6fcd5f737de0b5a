/**
 * The statements the SQL floors replay (bench/load/sql-floors.ts), copied from PostgreSQL's
 * statement log of a cold profile and of a student's submission at commit 18a3aa5 (issue 45):
 * R3 runs `PUBLIC_PROFILE`, R5 a submission's statements with its locks. Frozen: a floor that
 * followed the app's statements would move with every change made to them, and moving work into
 * SQL (or adding a statement to a write) would then improve a ratio by changing its reference.
 * Never edit them; a schema change that breaks one is a new floor, named and dated apart.
 */

export const PUBLIC_PROFILE = `select "id", "name", "avatar", "total_points", "projects_count", "courses_count", "title", "created_at", "bio", "telegram_username", "facebook", "twitter", "linkedin", "youtube", "github", "website", (SELECT coalesce(json_agg(json_build_array("courses"."id", "courses"."title", "courses"."description", "courses"."image", "courses"."link", "courses"."projects_count", "courses"."users_count", floor(extract(epoch from "courses"."created_at") * 1000), floor(extract(epoch from "courses"."archived_at") * 1000)) ORDER BY "enrollments"."created_at" asc, "enrollments"."id" asc), '[]') FROM "enrollments" JOIN "courses" ON "courses"."id" = "enrollments"."course_id" WHERE "enrollments"."user_id" = "users"."id"), (SELECT coalesce(json_agg(json_build_array("user_projects"."id", "user_projects"."project_id", "user_projects"."url", floor(extract(epoch from "user_projects"."created_at") * 1000), "projects"."name", "projects"."points_value", "projects"."course_id", "courses"."title") ORDER BY "user_projects"."created_at" desc, "user_projects"."id" desc), '[]') FROM "user_projects" JOIN "projects" ON "projects"."id" = "user_projects"."project_id"
        JOIN "courses" ON "courses"."id" = "projects"."course_id" WHERE "user_projects"."user_id" = "users"."id"), (SELECT coalesce(json_agg(json_build_array("achievements"."id", "achievements"."name", "achievements"."description", "achievements"."points", "achievements"."manual", "achievements"."rule_metric", "achievements"."rule_threshold", "achievements"."badge", "achievements"."users_count", floor(extract(epoch from "achievements"."created_at") * 1000), floor(extract(epoch from "user_achievements"."earned_at") * 1000), floor(extract(epoch from "user_achievements"."read_at") * 1000)) ORDER BY "user_achievements"."earned_at" desc, "user_achievements"."id" desc), '[]') FROM "user_achievements" JOIN "achievements" ON "achievements"."id" = "user_achievements"."achievement_id"
        WHERE "user_achievements"."user_id" = "users"."id"), (SELECT coalesce(json_agg(json_build_array("skills"."id", "skills"."name", "skills"."users_count") ORDER BY lower("skills"."name") asc, "skills"."id" asc), '[]') FROM "user_skills" JOIN "skills" ON "skills"."id" = "user_skills"."skill_id" WHERE "user_skills"."user_id" = "users"."id") from "users" where ("users"."id" = $1 and "users"."suspended_at" is null) limit $2`;

export const FIGURES_LOCK_SHARED = `SELECT pg_advisory_xact_lock_shared($1), set_config('plan_cache_mode', 'force_generic_plan', true)`;

export const LOCK_USERS_FIGURES = `SELECT id FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`;

export const PROJECT_TO_SUBMIT = `select "projects"."name", "projects"."points_value", "projects"."course_id", "courses"."title", ("projects"."archived_at" IS NOT NULL), ("courses"."archived_at" IS NOT NULL), EXISTS (SELECT 1 FROM "enrollments" WHERE "enrollments"."user_id" = $1 AND "enrollments"."course_id" = "projects"."course_id"), EXISTS (SELECT 1 FROM "user_projects" WHERE "user_projects"."user_id" = $2 AND "user_projects"."project_id" = "projects"."id") from "projects" inner join "courses" on "courses"."id" = "projects"."course_id" where "projects"."id" = $3 for key share of "projects"`;

export const INSERT_SUBMISSION = `insert into "user_projects" ("id", "user_id", "project_id", "url", "created_at") values (default, $1, $2, $3, default) returning "id", "project_id", "url", "created_at"`;

export const ADD_TO_FIGURES = `WITH d AS (
        SELECT * FROM unnest($1::int[], $2::int[], $3::int[],
          $4::int[], $5::int[], $6::int[], $7::bool[])
          AS d(user_id, project_points, achievement_points, projects, courses, skills, points_now)),
      "counted_projects" AS (UPDATE projects t SET users_count = t.users_count + c.n
        FROM unnest($8::int[], $9::int[]) c(id, n) WHERE t.id = c.id),
      -- The figures after the change, read before the one update of each user's row, which then
      -- adds the points of the awards they bring (a row updated twice would be written twice).
      m AS (
        SELECT u.id, u.projects_count + d.projects AS projects_count, u.courses_count + d.courses AS courses_count,
          u.project_points + d.project_points AS project_points, u.skills_count + d.skills AS skills_count,
          d.projects AS d_projects, d.courses AS d_courses, d.project_points AS d_project_points, d.skills AS d_skills
        FROM users u JOIN d ON u.id = d.user_id),
      withdrawn AS (
        DELETE FROM user_achievements ua USING m, achievements a
        WHERE ua.user_id = m.id AND ua.achievement_id = a.id AND NOT a.manual AND (CASE a.rule_metric WHEN 'projects_count' THEN m.d_projects WHEN 'courses_count' THEN m.d_courses
    WHEN 'project_points' THEN m.d_project_points WHEN 'skills_count' THEN m.d_skills END) < 0 AND NOT (CASE a.rule_metric
  WHEN 'projects_count' THEN m.projects_count
  WHEN 'courses_count' THEN m.courses_count
  WHEN 'project_points' THEN m.project_points
  WHEN 'skills_count' THEN m.skills_count END >= a.rule_threshold)
        RETURNING ua.user_id, ua.achievement_id),
      awarded AS (
  INSERT INTO user_achievements (user_id, achievement_id, earned_at)
  SELECT due.user_id, due.achievement_id, now() FROM (
    SELECT m.id AS user_id, a.id AS achievement_id FROM m JOIN achievements a ON NOT a.manual AND (CASE a.rule_metric WHEN 'projects_count' THEN m.d_projects WHEN 'courses_count' THEN m.d_courses
    WHEN 'project_points' THEN m.d_project_points WHEN 'skills_count' THEN m.d_skills END) > 0 AND CASE a.rule_metric
  WHEN 'projects_count' THEN m.projects_count
  WHEN 'courses_count' THEN m.courses_count
  WHEN 'project_points' THEN m.project_points
  WHEN 'skills_count' THEN m.skills_count END >= a.rule_threshold
    EXCEPT
    SELECT held.user_id, held.achievement_id FROM user_achievements held WHERE held.user_id IN (SELECT id FROM m)) due
  ON CONFLICT (user_id, achievement_id) DO NOTHING
  RETURNING user_id, achievement_id),
      award_points AS (
        SELECT w.user_id, SUM(a.points)::int AS points FROM awarded w JOIN achievements a ON a.id = w.achievement_id
        GROUP BY w.user_id),
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
      UNION ALL SELECT FALSE, user_id, achievement_id FROM withdrawn`;

export const ANNOUNCE_COMMIT = `SELECT pg_notify($1, $2)`;

/** When a submission brings awards: the achievements' rows locked in id order (more than one), then their counters. */
export const LOCK_ACHIEVEMENTS = `SELECT id FROM achievements WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`;

export const ADD_TO_ACHIEVEMENT_COUNTERS = `WITH "counted_achievements" AS (UPDATE achievements t SET users_count = t.users_count + c.n
        FROM unnest($1::int[], $2::int[]) c(id, n) WHERE t.id = c.id) SELECT 1`;
