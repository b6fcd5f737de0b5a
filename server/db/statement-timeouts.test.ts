/**
 * Issue 41 item 5: PostgreSQL bounds its own work. A request's statement past the request bound is
 * cancelled and answered 503 with nothing saved; a job's transaction and the migrations (waiting
 * for another instance's included) run under the long bound; the connection then serves requests
 * with the request bound again. A trigger that sleeps stands for a slow statement inside the real
 * database. PostgreSQL only: PGlite has no statement timer (statement-timeouts.ts).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REQUESTS } from '../../contracts/staff-messages.js';
import { createCourse, createUser } from '../test/factories.js';
import { createPostgresDatabase, useTestApp } from '../test/harness.js';
import { adminToken, call } from '../test/http.js';
import { runJob } from '../test/jobs.js';
import { ADVISORY_LOCKS, openDatabase, rows } from './client.js';
import { enrollments, skills } from './schema.js';
import { allowLongStatements, STATEMENT_CANCELLED } from './statement-timeouts.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const REQUEST_MS = 1_000;
const SLOW_MS = 2_000;
const t = useTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: String(REQUEST_MS), DATABASE_LONG_STATEMENT_TIMEOUT_MS: '20000' });

/** Every write to `table` takes SLOW_MS inside the database while `run` runs. */
async function withSlowWrites(table: string, run: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      PERFORM pg_sleep(${SLOW_MS / 1000}); RETURN NULL; END $$`),
  );
  await t.db.execute(sql.raw(`CREATE TRIGGER test_slow AFTER INSERT ON ${table} EXECUTE FUNCTION test_slow()`));
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw(`DROP TRIGGER test_slow ON ${table}`));
    await t.db.execute(sql.raw('DROP FUNCTION test_slow()'));
  }
}

const codeOf = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

describe.runIf(baseUrl)('statements bounded by PostgreSQL', () => {
  it("cancels a request's statement past its bound: 503, nothing saved, the site answers after", async () => {
    const admin = await adminToken(t.app);
    await withSlowWrites('skills', async () => {
      expect(await call(t.app, 'POST', '/api/admin/skills', { token: admin, body: { name: 'Rust' } })).toEqual({
        status: 503,
        body: { message: REQUESTS.tooBusy },
      });
    });
    expect(await t.db.select().from(skills)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
  });

  it("lets a job's transaction run under the long bound, and only that transaction", async () => {
    const [student, course, admin] = await Promise.all([createUser(t.db), createCourse(t.db), adminToken(t.app)]);
    await withSlowWrites('enrollments', async () => {
      const body = { user_ids: [student.id], course_id: course.id, price: 0 };
      expect((await runJob(t.app, '/api/admin/users/bulk/enroll', { token: admin, body })).status).toBe(200);
    });
    expect(await t.db.select().from(enrollments)).toHaveLength(1);

    const slept = await t.db.transaction(async (tx) => {
      await allowLongStatements(tx);
      return tx.execute(sql`SELECT true AS slept FROM pg_sleep(${SLOW_MS / 1000})`);
    });
    expect(rows(slept)).toEqual([{ slept: true }]);
    const after = await t.db.execute(sql`SELECT pg_sleep(${SLOW_MS / 1000})`).catch((error: unknown) => error);
    expect(codeOf(after)).toBe(STATEMENT_CANCELLED);
  });

  describe('migrations', () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("wait for another instance's migrations past the request bound, then serve requests bounded", async () => {
      const created = await createPostgresDatabase(baseUrl!);
      cleanups.push(created.drop);
      // Another instance holds the migrations' lock longer than a request may wait.
      const other = new pg.Client({ connectionString: created.url });
      await other.connect();
      cleanups.push(() => other.end());
      await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
      const release = setTimeout(
        () => void other.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]),
        SLOW_MS * 1.5,
      );
      cleanups.push(async () => clearTimeout(release));

      const handle = await openDatabase({
        databaseUrl: created.url,
        poolSize: 1,
        statementTimeouts: { request: REQUEST_MS, long: 20_000 },
      });
      cleanups.push(handle.close);
      expect(rows(await handle.db.execute(sql`SELECT count(*)::int AS n FROM users`))).toEqual([{ n: 0 }]);
      // The one connection, which migrated, is back to the request bound.
      const slow = await handle.db.execute(sql`SELECT pg_sleep(${SLOW_MS / 1000})`).catch((error: unknown) => error);
      expect(codeOf(slow)).toBe(STATEMENT_CANCELLED);
    });
  });
});
