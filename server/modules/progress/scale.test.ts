/**
 * Bulk paths at academy scale: a rule met by more than 65,536 students (PostgreSQL's limit of
 * bind parameters per statement) is created, previewed, edited to withdraw it, and repaired,
 * with every figure exact. Prints the times (benchmarks live in bench/, this only must not fail).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createCourse } from '../../test/factories.js';
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
