/**
 * Bulk paths at academy scale: a rule met by more than 65,536 students (PostgreSQL's limit of
 * bind parameters per statement) is created, previewed, edited to withdraw it, and repaired,
 * with every figure exact; a bulk enroll and a bulk award reach every student. Prints the times
 * (benchmarks live in bench/). The one bound is the embedded database's CPU time for a bulk
 * action (issue 21: under 10 s at 20,000 students), which a busy machine barely moves.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createAchievement, createCourse, createSkill } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { findDrift } from './check.js';
import { recomputeEverything } from './service.js';

const t = useTestApp();
// PostgreSQL refuses statements with more than 65,535 parameters: past that on PostgreSQL; the
// embedded engine (one query at a time, in this process) proves the same SQL on fewer.
const STUDENTS = Number(process.env.SCALE_STUDENTS ?? (process.env.TEST_DATABASE_URL ? 70_000 : 20_000));

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${label}: ${Math.round(performance.now() - start)} ms`);
  return result;
}

async function pointsSummary() {
  const [row] = rows<{ holders: number; points: number }>(
    await t.db.execute(
      sql`SELECT COUNT(*) FILTER (WHERE total_points > 0)::int AS holders, COALESCE(SUM(total_points), 0)::int AS points FROM users`,
    ),
  );
  return { holders: Number(row.holders), points: Number(row.points) };
}

describe(`a rule met by ${STUDENTS.toLocaleString('en-US')} students`, () => {
  it('is awarded, previewed, withdrawn and repaired exactly', { timeout: 300_000 }, async () => {
    const course = await createCourse(t.db);
    await t.db.execute(sql`INSERT INTO users (name, email, password_hash)
      SELECT 'Student ' || g, 'student' || g || '@scale.test', 'not-a-hash' FROM generate_series(1, ${STUDENTS}) g`);
    await t.db.execute(sql`INSERT INTO enrollments (user_id, course_id, price) SELECT id, ${course.id}, 0 FROM users`);
    await timed(`repair of ${STUDENTS} students`, () => t.db.transaction((tx) => recomputeEverything(tx)));
    const admin = await adminToken(t.app);

    const rule = { rule_metric: 'courses_count', rule_threshold: 1 };
    const preview = await call(t.app, 'POST', '/api/admin/achievements/preview', { token: admin, body: rule });
    expect(preview).toEqual({ status: 200, body: { awards: STUDENTS, withdraws: 0 } });

    const created = await timed('create rule (awards all)', () =>
      call(t.app, 'POST', '/api/admin/achievements', {
        token: admin,
        body: { name: 'Enrolled', description: 'One course', points: 3, manual: 0, ...rule },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.achievement.users_count).toBe(STUDENTS);
    expect(await pointsSummary()).toEqual({ holders: STUDENTS, points: 3 * STUDENTS });

    const id = created.body.achievement.id;
    const stricter = { ...rule, rule_threshold: 2 };
    expect(await call(t.app, 'POST', '/api/admin/achievements/preview', { token: admin, body: { id, ...stricter } })).toEqual({
      status: 200,
      body: { awards: 0, withdraws: STUDENTS },
    });
    const edited = await timed('edit rule (withdraws all)', () =>
      call(t.app, 'PUT', `/api/admin/achievements/${id}`, {
        token: admin,
        body: { name: 'Enrolled', description: 'One course', points: 3, ...stricter },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.achievement.users_count).toBe(0);
    expect(await pointsSummary()).toEqual({ holders: 0, points: 0 });

    const back = await timed('edit rule back (awards all)', () =>
      call(t.app, 'PUT', `/api/admin/achievements/${id}`, {
        token: admin,
        body: { name: 'Enrolled', description: 'One course', points: 5, ...rule },
      }),
    );
    expect(back.body.achievement.users_count).toBe(STUDENTS);
    expect(await pointsSummary()).toEqual({ holders: STUDENTS, points: 5 * STUDENTS });
    expect(await timed('db:check', () => findDrift(t.db))).toEqual([]);
  });
});

/** A bulk action's result: its `200` answer, or its job's outcome once the job has ended. */
async function bulkAction(admin: string, url: string, body: object) {
  const started = await call(t.app, 'POST', url, { token: admin, body });
  if (started.status !== 202) return started;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = await call(t.app, 'GET', `/api/admin/jobs/${started.body.job.id}`, { token: admin });
    if (job.body.status !== 'running') return { status: job.body.status === 'succeeded' ? 200 : 500, body: job.body.result };
  }
}

/** The work's CPU seconds in this process: on PGlite, the database's own work (its thread included). */
async function cpuSeconds<T>(label: string, work: () => Promise<T>): Promise<[T, number]> {
  const start = process.cpuUsage();
  const result = await timed(label, work);
  const used = process.cpuUsage(start);
  return [result, (used.user + used.system) / 1e6];
}

describe(`bulk actions on ${STUDENTS.toLocaleString('en-US')} students`, () => {
  it('enroll and award every one of them exactly, within 8 s of database time on PGlite', { timeout: 600_000 }, async () => {
    // Students as an academy holds them: two courses and five skills each, seven automatic
    // achievements held (every sync checks them), one more earned by the third course.
    const course = await createCourse(t.db);
    const earlier = [await createCourse(t.db), await createCourse(t.db)];
    const skills = await Promise.all([1, 2, 3, 4, 5].map(() => createSkill(t.db)));
    const rule = (ruleMetric: 'courses_count' | 'skills_count', ruleThreshold: number) =>
      createAchievement(t.db, { manual: false, ruleMetric, ruleThreshold, points: 3 });
    for (const threshold of [1, 2]) await rule('courses_count', threshold);
    for (const threshold of [1, 2, 3, 4, 5]) await rule('skills_count', threshold);
    const enrolled = await rule('courses_count', 3);
    const manual = await createAchievement(t.db, { manual: true, points: 20 });
    await t.db.execute(sql`INSERT INTO users (name, email, password_hash)
      SELECT 'Student ' || g, 'student' || g || '@bulk-scale.test', 'not-a-hash' FROM generate_series(1, ${STUDENTS}) g`);
    const ids = rows<{ id: number }>(await t.db.execute(sql`SELECT id FROM users ORDER BY id`)).map((row) => Number(row.id));
    await t.db.execute(sql`INSERT INTO enrollments (user_id, course_id, price)
      SELECT u.id, c, 0 FROM users u CROSS JOIN unnest(${`{${earlier.map((c) => c.id).join(',')}}`}::int[]) c`);
    await t.db.execute(sql`INSERT INTO user_skills (user_id, skill_id)
      SELECT u.id, k FROM users u CROSS JOIN unnest(${`{${skills.map((k) => k.id).join(',')}}`}::int[]) k`);
    await t.db.transaction((tx) => recomputeEverything(tx));
    const held = 7 * 3 * STUDENTS;
    expect(await pointsSummary()).toEqual({ holders: STUDENTS, points: held });
    const admin = await adminToken(t.app);

    const [enroll, enrollCpu] = await cpuSeconds('bulk enroll (search: every user)', () =>
      bulkAction(admin, '/api/admin/users/bulk/enroll', { search: '', course_id: course.id, price: 100 }),
    );
    expect(enroll.status).toBe(200);
    expect(enroll.body).toMatchObject({ requested: STUDENTS, changed: STUDENTS, refused: [] });
    expect(await pointsSummary()).toEqual({ holders: STUDENTS, points: held + 3 * STUDENTS });

    const [award, awardCpu] = await cpuSeconds('bulk award (user_ids)', () =>
      bulkAction(admin, '/api/admin/users/bulk/achievement', { user_ids: ids, achievement_id: manual.id }),
    );
    expect(award.status).toBe(200);
    expect(award.body).toMatchObject({ requested: STUDENTS, changed: STUDENTS, refused: [] });
    expect(await pointsSummary()).toEqual({ holders: STUDENTS, points: held + 23 * STUDENTS });
    const [row] = rows<{ n: number; holders: number }>(
      await t.db.execute(sql`SELECT (SELECT users_count FROM achievements WHERE id = ${enrolled.id}) AS holders,
        (SELECT COUNT(*) FROM payments WHERE course_id = ${course.id} AND amount = 100)::int AS n`),
    );
    expect({ holders: Number(row.holders), payments: Number(row.n) }).toEqual({ holders: STUDENTS, payments: STUDENTS });
    expect(await timed('db:check', () => findDrift(t.db))).toEqual([]);
    console.log(`CPU: bulk enroll ${enrollCpu.toFixed(1)} s, bulk award ${awardCpu.toFixed(1)} s`);
    if (!process.env.TEST_DATABASE_URL) {
      // Under the issue's 10 s with room (5.2 and 3.0 s measured), above the 11.0 and 5.8 s before the fix.
      expect(enrollCpu, 'CPU seconds of the bulk enroll').toBeLessThan(8);
      expect(awardCpu, 'CPU seconds of the bulk award').toBeLessThan(8);
    }
  });
});
