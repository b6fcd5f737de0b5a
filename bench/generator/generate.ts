/**
 * The synthetic academy of `npm run bench:data`: a catalog (courses, projects, skills,
 * achievements) and any number of students with enrollments (and their payments), skills,
 * submissions and awards, written by set-based statements in batches of students, in one
 * transaction (all or nothing). Then the progress engine recomputes every figure, exactly as
 * `npm run db:repair` does.
 *
 * It only ever adds: names that are unique (course titles, achievement and skill names) get a
 * suffix that no existing row holds, and e-mails continue the numbering of earlier runs. `reset`
 * empties the academy's content first (admins and their tokens stay).
 */
import { sql } from 'drizzle-orm';
import { COURSES_TO_UNLOCK_AVATARS, AVATAR_COUNT } from '../../contracts/constants.js';
import { rows, type Database, type Executor, type Transaction } from '../../server/db/client.js';
import { achievements, courses, projects, skills } from '../../server/db/schema.js';
import { recomputeEverything } from '../../server/modules/progress/service.js';
import { ACHIEVEMENTS, BIOS, COURSE_PRICES, FIRST_NAMES, LAST_NAMES, LEVELS, PROJECTS, SKILLS, TOPICS } from './names.js';
import type { Progress } from './progress.js';

export const STUDENT_EMAIL_DOMAIN = 'learners.academy.test';
export const STUDENT_PASSWORD = 'student123';
const PROJECTS_PER_COURSE = PROJECTS.length;
/** Students per statement: big enough to be set-based, small enough for a steady progress bar. */
const BATCH = 25_000;

export type Volume = { users: number; submissions: number };
export type Summary = {
  users: number;
  courses: number;
  projects: number;
  enrollments: number;
  submissions: number;
  achievements: number;
  awards: number;
  skills: number;
  userSkills: number;
};

type Batch = { lo: number; hi: number };

function batchesOf(users: number): Batch[] {
  const batches: Batch[] = [];
  for (let lo = 1; lo <= users; lo += BATCH) batches.push({ lo, hi: Math.min(users, lo + BATCH - 1) });
  return batches;
}

/** How many progress steps `generateAcademy` takes for this volume. */
export const stepsFor = (volume: Volume, reset: boolean) => (reset ? 1 : 0) + 2 + 4 * batchesOf(volume.users).length;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const count = async (db: Executor, statement: ReturnType<typeof sql>) =>
  Number(rows<{ n: number | string }>(await db.execute(statement))[0]?.n ?? 0);

/** Empties the academy's content and its history (not admins, not their tokens, not the settings). */
async function resetContent(db: Executor) {
  await db.execute(sql`TRUNCATE user_projects, enrollments, user_achievements, user_skills, payments, submission_removals,
    sign_ins, audit_log, password_tokens, mail_outbox, notifications, top_hundred, top_hundred_runs, mail_unsubscribe_tokens,
    live_tickets, users, projects, courses, achievements, skills RESTART IDENTITY`);
  await db.execute(sql`DELETE FROM access_tokens WHERE kind = 'user'`);
}

/**
 * The smallest suffix (none, then " 2", " 3", ...) under which none of `names` is taken in
 * `table.name`, compared in lower case as the unique indexes do.
 */
async function freeNames(db: Executor, table: 'courses' | 'achievements' | 'skills', names: string[]): Promise<string[]> {
  const column = table === 'courses' ? 'title' : 'name';
  const taken = new Set(
    rows<{ name: string }>(await db.execute(sql`SELECT lower(${sql.raw(column)}) AS name FROM ${sql.raw(table)}`)).map(
      (row) => row.name,
    ),
  );
  for (let n = 1; ; n++) {
    const candidate = names.map((name) => (n === 1 ? name : `${name} ${n}`));
    if (candidate.every((name) => !taken.has(name.toLowerCase()))) return candidate;
  }
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const daysAgo = (maxDays: number) => new Date(Date.now() - Math.random() * maxDays * 86_400_000);

/** Courses, projects, skills and achievements; their ids go to temporary tables the student statements join. */
async function createCatalog(db: Executor) {
  const titles = await freeNames(
    db,
    'courses',
    TOPICS.flatMap((topic) => LEVELS.map((level) => `${topic}: ${level}`)),
  );
  const courseRows = await db
    .insert(courses)
    .values(
      titles.map((title) => ({
        title,
        description: `A hands-on ${title.split(':')[1].trim().toLowerCase()} course: ${PROJECTS_PER_COURSE} projects, reviewed by mentors.`,
        link: `https://academy.example.com/courses/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        createdAt: daysAgo(1400),
      })),
    )
    .returning({ id: courses.id });
  const courseList = courseRows.map((row, index) => ({ ord: index + 1, id: row.id, price: pick(COURSE_PRICES) }));
  await db.execute(sql`CREATE TEMP TABLE gen_courses ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset(${json(courseList)}) AS c(ord int, id int, price numeric)`);

  const projectValues = courseList.flatMap((course) =>
    PROJECTS.map((name, j) => ({
      name,
      courseId: course.id,
      // The first project of a course is the setup (no points); later ones are worth more.
      pointsValue: j === 0 ? 0 : Math.min(100, j * 10 + (Math.random() < 0.5 ? 0 : 10)),
      createdAt: daysAgo(1000),
    })),
  );
  const projectRows = await db
    .insert(projects)
    .values(projectValues)
    .returning({ id: projects.id, courseId: projects.courseId, points: projects.pointsValue });
  const projectList = projectRows.map((row, index) => ({ ...row, j: index % PROJECTS_PER_COURSE }));
  await db.execute(sql`CREATE TEMP TABLE gen_projects ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset(${json(projectList)}) AS p(id int, "courseId" int, points int, j int)`);

  const skillRows = await db
    .insert(skills)
    .values((await freeNames(db, 'skills', SKILLS)).map((name) => ({ name })))
    .returning({ id: skills.id });
  await db.execute(sql`CREATE TEMP TABLE gen_skills ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset(${json(skillRows.map((row, index) => ({ ord: index + 1, id: row.id })))}) AS s(ord int, id int)`);

  const names = await freeNames(
    db,
    'achievements',
    ACHIEVEMENTS.map((a) => a.name),
  );
  const achievementRows = await db
    .insert(achievements)
    .values(
      ACHIEVEMENTS.map((seed, index) => ({
        name: names[index],
        description: seed.description,
        points: seed.points,
        manual: !seed.rule,
        ruleMetric: seed.rule?.[0],
        ruleThreshold: seed.rule?.[1],
        createdAt: daysAgo(1400),
      })),
    )
    .returning({ id: achievements.id, manual: achievements.manual });
  await db.execute(sql`CREATE TEMP TABLE gen_manual ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset(${json(achievementRows.filter((a) => a.manual).map((a, index) => ({ ord: index + 1, id: a.id })))})
    AS m(ord int, id int)`);
  return {
    courses: courseRows.length,
    projects: projectRows.length,
    skills: skillRows.length,
    achievements: achievementRows.length,
  };
}

/** E-mails are first.last.N@domain with N continuing after the highest N an earlier run used. */
async function nextEmailNumber(db: Executor) {
  return count(
    db,
    sql`SELECT COALESCE(MAX(substring(email from '[.]([0-9]+)@')::int), 0) AS n FROM users WHERE email LIKE ${`%@${STUDENT_EMAIL_DOMAIN}`}`,
  );
}

/**
 * Students ord lo..hi; each also lands in gen_users with an "activity" (0 = does everything,
 * 1 = barely starts) that spreads submissions unevenly, as in a real academy.
 */
async function insertStudents(db: Executor, { lo, hi }: Batch, firstNumber: number, passwordHash: string) {
  await db.execute(sql`
    WITH src AS (
      SELECT g AS ord, random() AS r,
        ${json(FIRST_NAMES)} ->> floor(random() * ${FIRST_NAMES.length})::int AS first_name,
        ${json(LAST_NAMES)} ->> floor(random() * ${LAST_NAMES.length})::int AS last_name,
        -- more sign-ups lately: an academy that grows
        now() - interval '1095 days' * random() * random() AS created_at
      FROM generate_series(${lo}::int, ${hi}::int) g
    ), ins AS (
      INSERT INTO users (name, email, password_hash, bio, telegram_username, linkedin, created_at, points_changed_at)
      SELECT first_name || ' ' || last_name,
        lower(first_name || '.' || last_name) || '.' || (${firstNumber}::int + ord) || ${`@${STUDENT_EMAIL_DOMAIN}`},
        ${passwordHash},
        CASE WHEN r < 0.25 THEN ${json(BIOS)} ->> floor(random() * ${BIOS.length})::int END,
        CASE WHEN r < 0.3 THEN lower(first_name || '_' || last_name || '_' || ord) END,
        CASE WHEN r < 0.2 THEN 'https://www.linkedin.com/in/' || lower(first_name || '-' || last_name || '-' || ord) END,
        created_at, created_at
      FROM src ORDER BY ord
      RETURNING id, email, created_at
    )
    INSERT INTO gen_users (ord, id, handle, created_at, activity)
    SELECT substring(email from '[.]([0-9]+)@')::int - ${firstNumber}::int, id,
      replace(split_part(email, '@', 1), '.', '-'), created_at, random()
    FROM ins`);
}

/** 1 to 5 courses each (3 on average, the popular ones more often), each with its payment in the ledger. */
async function insertEnrollments(db: Executor, { lo, hi }: Batch, courseCount: number) {
  await db.execute(sql`
    WITH pick AS (
      SELECT u.id, u.created_at, 1 + floor(random() * 5)::int AS k, floor(${courseCount} * random() * random())::int AS first
      FROM gen_users u WHERE u.ord BETWEEN ${lo}::int AND ${hi}::int
    ), chosen AS (
      SELECT p.id AS user_id, c.id AS course_id, c.price, random() AS r,
        p.created_at + (now() - p.created_at) * ((j + random()) / p.k) AS at
      FROM pick p CROSS JOIN LATERAL generate_series(0, p.k - 1) j
      JOIN gen_courses c ON c.ord = 1 + (p.first + j) % ${courseCount}
    ), ins AS (
      INSERT INTO enrollments (user_id, course_id, price, got_discount, created_at)
      SELECT user_id, course_id,
        CASE WHEN r < 0.05 THEN 0 WHEN r < 0.3 THEN round(price * 0.8, 2) ELSE price END, r >= 0.05 AND r < 0.3, at
      FROM chosen
      RETURNING user_id, course_id, price, created_at
    )
    INSERT INTO payments (user_id, course_id, kind, amount, created_at)
    SELECT user_id, course_id, 'payment', price, created_at FROM ins WHERE price > 0`);
}

/** 0 to 10 skills for most students. */
async function insertUserSkills(db: Executor, { lo, hi }: Batch, skillCount: number) {
  const most = Math.min(10, skillCount);
  await db.execute(sql`
    WITH pick AS (
      SELECT u.id, floor(random() * ${most + 1})::int AS k, floor(random() * ${skillCount})::int AS first
      FROM gen_users u WHERE u.ord BETWEEN ${lo}::int AND ${hi}::int
    )
    INSERT INTO user_skills (user_id, skill_id)
    SELECT p.id, s.id FROM pick p CROSS JOIN LATERAL generate_series(0, p.k - 1) j
    JOIN gen_skills s ON s.ord = 1 + (p.first + j * 7) % ${skillCount}
    ON CONFLICT DO NOTHING`);
}

/**
 * `quota` submissions among the projects of the batch's enrollments: a course's earlier projects
 * first, active students far more than others; each some time after its enrollment.
 */
async function insertSubmissions(db: Executor, { lo, hi }: Batch, quota: number) {
  if (quota <= 0) return 0;
  return count(
    db,
    sql`
    WITH ins AS (
      INSERT INTO user_projects (user_id, project_id, url, created_at)
      SELECT e.user_id, p.id, 'https://github.com/' || u.handle || '/' || lower(replace(pr.name, ' ', '-')) || '-' || p.id,
        e.created_at + (now() - e.created_at) * ((p.j + random()) / ${PROJECTS_PER_COURSE + 1})
      FROM gen_users u
      JOIN enrollments e ON e.user_id = u.id
      JOIN gen_projects p ON p."courseId" = e.course_id
      JOIN projects pr ON pr.id = p.id
      WHERE u.ord BETWEEN ${lo}::int AND ${hi}::int
      ORDER BY (p.j + 1 + random() * 3) * (0.05 + u.activity)
      LIMIT ${quota}::int
      RETURNING 1
    ) SELECT COUNT(*) AS n FROM ins`,
  );
}

/**
 * Every automatic achievement a batch's students meet, earned at the moment they met it (the
 * submission, enrollment or skill that crossed the threshold), so the leaderboard's times are
 * realistic; the engine's later pass finds nothing to change for them. Then a few manual awards,
 * a title for some and an avatar for some of those who may choose one.
 */
async function insertAwards(db: Executor, { lo, hi }: Batch) {
  await db.execute(sql`
    WITH us AS (SELECT id, created_at FROM gen_users WHERE ord BETWEEN ${lo}::int AND ${hi}::int),
    submitted AS (
      SELECT up.user_id, up.created_at AS at, p.points_value, row_number() OVER w AS n, SUM(p.points_value) OVER w AS points
      FROM user_projects up JOIN us ON us.id = up.user_id JOIN projects p ON p.id = up.project_id
      WINDOW w AS (PARTITION BY up.user_id ORDER BY up.created_at, up.id)
    ),
    steps AS (
      SELECT user_id, 'projects_count' AS metric, n AS after, n - 1 AS before, at FROM submitted
      UNION ALL
      SELECT user_id, 'project_points', points, points - points_value, at FROM submitted WHERE points_value > 0
      UNION ALL
      SELECT e.user_id, 'courses_count', row_number() OVER w, row_number() OVER w - 1, e.created_at
      FROM enrollments e JOIN us ON us.id = e.user_id
      WINDOW w AS (PARTITION BY e.user_id ORDER BY e.created_at, e.id)
      UNION ALL
      SELECT s.user_id, 'skills_count', row_number() OVER w, row_number() OVER w - 1, us.created_at + interval '1 day' * row_number() OVER w
      FROM user_skills s JOIN us ON us.id = s.user_id
      WINDOW w AS (PARTITION BY s.user_id ORDER BY s.skill_id)
    )
    INSERT INTO user_achievements (user_id, achievement_id, earned_at, read_at)
    SELECT s.user_id, a.id, LEAST(s.at, now()), CASE WHEN random() < 0.9 THEN LEAST(s.at + interval '1 hour', now()) END
    FROM steps s JOIN achievements a ON NOT a.manual AND a.rule_metric = s.metric
      AND s.after >= a.rule_threshold AND s.before < a.rule_threshold
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO user_achievements (user_id, achievement_id, earned_at, read_at)
    SELECT u.id, m.id, u.created_at + (now() - u.created_at) * random(), CASE WHEN random() < 0.8 THEN now() END
    FROM gen_users u CROSS JOIN gen_manual m
    WHERE u.ord BETWEEN ${lo}::int AND ${hi}::int AND random() < 0.02 / m.ord
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE users SET title = best.name FROM (
      SELECT DISTINCT ON (ua.user_id) ua.user_id, a.name
      FROM gen_users u JOIN user_achievements ua ON ua.user_id = u.id JOIN achievements a ON a.id = ua.achievement_id
      WHERE u.ord BETWEEN ${lo}::int AND ${hi}::int AND u.activity < 0.3
      ORDER BY ua.user_id, a.points DESC, a.id
    ) best WHERE users.id = best.user_id`);
  await db.execute(sql`
    UPDATE users SET avatar = 'avatar' || (1 + floor(random() * ${AVATAR_COUNT})::int)
    FROM gen_users u WHERE users.id = u.id AND u.ord BETWEEN ${lo}::int AND ${hi}::int AND random() < 0.4
      AND (SELECT COUNT(*) FROM enrollments e WHERE e.user_id = u.id) >= ${COURSES_TO_UNLOCK_AVATARS}`);
}

/**
 * Every reference the generator writes points at a row it has just read or written, so the
 * per-row foreign-key triggers only cost time (about a third of the fill). Turning them off needs a
 * superuser (PGlite's user is one); without the right, the fill simply runs with them.
 */
async function skipForeignKeyChecks(tx: Transaction) {
  await tx
    .transaction((savepoint) => savepoint.execute(sql`SET LOCAL session_replication_role = replica`))
    .catch(() => undefined);
}

async function analyze(db: Executor) {
  for (const table of ['users', 'enrollments', 'user_projects', 'user_achievements', 'user_skills', 'payments']) {
    await db.execute(sql`ANALYZE ${sql.raw(table)}`);
  }
}

/** Fills the database; `passwordHash` is the one hash every generated student shares. */
export async function generateAcademy(
  db: Database,
  volume: Volume,
  options: { reset: boolean; passwordHash: string; progress: Progress },
): Promise<Summary> {
  const { progress } = options;
  const batches = batchesOf(volume.users);
  return db.transaction(async (tx) => {
    await skipForeignKeyChecks(tx);
    // The batches sort and hash hundreds of thousands of rows: in memory rather than in temporary files.
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    if (options.reset) {
      progress.step('emptying the academy (--reset)');
      await resetContent(tx);
    }
    progress.step('courses, projects, skills and achievements');
    const catalog = await createCatalog(tx);
    await tx.execute(sql`CREATE TEMP TABLE gen_users (ord int PRIMARY KEY, id int NOT NULL, handle text NOT NULL,
      created_at timestamptz NOT NULL, activity float8 NOT NULL) ON COMMIT DROP`);
    const firstNumber = await nextEmailNumber(tx);
    for (const batch of batches) {
      progress.step(`students ${batch.lo.toLocaleString('en-US')}-${batch.hi.toLocaleString('en-US')}`);
      await insertStudents(tx, batch, firstNumber, options.passwordHash);
    }
    await tx.execute(sql`ANALYZE gen_users`);
    for (const batch of batches) {
      progress.step(`enrollments, payments and skills of students ${batch.lo.toLocaleString('en-US')}-`);
      await insertEnrollments(tx, batch, catalog.courses);
      await insertUserSkills(tx, batch, catalog.skills);
    }
    await analyze(tx);
    let submissions = 0;
    for (const batch of batches) {
      progress.step(`submissions of students ${batch.lo.toLocaleString('en-US')}-`);
      const target = Math.round((volume.submissions * batch.hi) / volume.users) - submissions;
      submissions += await insertSubmissions(tx, batch, target);
    }
    await analyze(tx);
    for (const batch of batches) {
      progress.step(`awards, titles and avatars of students ${batch.lo.toLocaleString('en-US')}-`);
      await insertAwards(tx, batch);
    }
    progress.step('recomputing every figure (the db:repair engine)');
    await recomputeEverything(tx);
    const added = async (table: string) =>
      count(tx, sql`SELECT COUNT(*) AS n FROM ${sql.raw(table)} t JOIN gen_users u ON u.id = t.user_id`);
    return {
      ...catalog,
      users: volume.users,
      submissions,
      enrollments: await added('enrollments'),
      awards: await added('user_achievements'),
      userSkills: await added('user_skills'),
    };
  });
}
