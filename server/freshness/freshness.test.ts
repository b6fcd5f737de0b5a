/**
 * Freshness at commit (issue 22): what an app reads after a commit, its own or another instance's.
 * Oracle: the ranks and points follow from the points given to each student here.
 */
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { courses } from '../db/schema.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../test/factories.js';
import { appOnSameDatabase, useTestApp, type TestContext } from '../test/harness.js';
import { adminToken, call, userToken } from '../test/http.js';

const t = useTestApp({ PUBLIC_CACHE: '1' });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const others: App[] = [];
afterEach(async () => {
  await Promise.all(others.splice(0).map((app) => app.close()));
});

/** Another app on the same database, as a second instance or a test's own app would be. */
async function secondApp(ctx: TestContext, env: Record<string, string> = {}, heartbeatMs?: number) {
  const app = await appOnSameDatabase(ctx, { PUBLIC_CACHE: '1', ...env }, heartbeatMs);
  others.push(app);
  return app;
}

/**
 * Three students with 300, 200 and 100 points and Ada with none (rank 4), enrolled in a course
 * whose project gives 500 points: Ada's submission makes her rank 1.
 */
async function academy() {
  for (const points of [300, 200, 100]) await createUser(t.db, { totalPoints: points });
  const course = await createCourse(t.db);
  const project = await createProject(t.db, course.id, { pointsValue: 500 });
  const ada = await createUser(t.db, { email: 'ada@academy.test' });
  await enroll(t.db, ada.id, course.id);
  t.app.freshness.advance();
  return { ada, project };
}

const submit = async (app: App, token: string, projectId: number) =>
  (
    await call(app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: projectId, url: 'https://github.com/ada/p' },
    })
  ).status;

const standing = async (app: App, token: string) => {
  const me = (await call(app, 'GET', '/api/user/me', { token })).body.user;
  return { rank: me.rank, points: me.total_points };
};

describe("an app's own commits", () => {
  it('a second app built and closed on the same database leaves the first one fresh', async () => {
    const { project } = await academy();
    const token = await userToken(t.app, 'ada@academy.test', STUDENT_PASSWORD);
    expect(await standing(t.app, token)).toEqual({ rank: 4, points: 0 });
    const second = await secondApp(t);
    expect(await standing(second, token)).toEqual({ rank: 4, points: 0 });
    await second.close();

    expect(await submit(t.app, token, project.id)).toBe(201);
    expect(await standing(t.app, token)).toEqual({ rank: 1, points: 500 });
  });

  it('a committed transaction moves the generation; a read-only or rolled-back one does not', async () => {
    const { freshness, db } = t.app;
    const course = await createCourse(t.db, { title: 'Rust' });
    const rename = (title: string) => sql`UPDATE ${courses} SET title = ${title} WHERE id = ${course.id}`;
    let generation = freshness.generation;
    await db.transaction(async (tx) => {
      await tx.execute(rename('Go'));
      // @ts-expect-error a transaction has no `reads`: it must see its own uncommitted changes
      expect(tx.reads).toBeUndefined();
    });
    expect(freshness.generation).toBeGreaterThan(generation);

    generation = freshness.generation;
    await db.transaction(async (tx) => tx.execute(sql`SELECT 1`), { accessMode: 'read only' });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(rename('Zig'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(freshness.generation).toBe(generation);
  });
});

describe.runIf(onPostgres).each([{ cache: '1' }, { cache: '0' }])('another instance (PUBLIC_CACHE=$cache)', ({ cache }) => {
  it("reads a student's new rank and points within a second of the other's commit", async () => {
    const { ada, project } = await academy();
    const b = await secondApp(t, { PUBLIC_CACHE: cache });
    const token = await userToken(t.app, 'ada@academy.test', STUDENT_PASSWORD);
    expect(await standing(b, token)).toEqual({ rank: 4, points: 0 });
    const profile = async () => (await call(b, 'GET', `/api/users/user/${ada.id}`)).body.user.total_points;
    expect(await profile()).toBe(0);

    expect(await submit(t.app, token, project.id)).toBe(201);
    const committed = Date.now();
    while ((await standing(b, token)).rank !== 1 && Date.now() - committed < 1000) await pause(25);
    expect(await standing(b, token)).toEqual({ rank: 1, points: 500 });
    expect(await profile()).toBe(500);
  });

  it('whose listener went silent (its backend frozen) reads fresh ranks anyway, and listens again once it is back', async () => {
    const { project } = await academy();
    const b = await secondApp(t, { PUBLIC_CACHE: cache }, 100);
    const token = await userToken(t.app, 'ada@academy.test', STUDENT_PASSWORD);
    expect(await standing(b, token)).toEqual({ rank: 4, points: 0 });
    const pid = b.freshness.listenerPid;
    expect(pid).toBeDefined();
    // The backend runs on this machine in the test cluster (scripts/with-postgres.sh).
    if (!existsSync(`/proc/${pid}`)) return;
    expect(b.freshness.listening).toBe(true);
    process.kill(pid!, 'SIGSTOP');
    try {
      // The notice of this commit never reaches B's frozen backend.
      expect(await submit(t.app, token, project.id)).toBe(201);
      const frozen = Date.now();
      while (b.freshness.listening && Date.now() - frozen < 2000) await pause(25);
      expect(b.freshness.listening).toBe(false);
      expect(await standing(b, token)).toEqual({ rank: 1, points: 500 });
    } finally {
      process.kill(pid!, 'SIGCONT');
    }
    const resumed = Date.now();
    while (!b.freshness.listening && Date.now() - resumed < 10_000) await pause(50);
    expect(b.freshness.listening).toBe(true);
    expect(b.freshness.listenerPid).not.toBe(pid);
  });
});

/**
 * Issue 43 item 8: the generation must move after COMMIT, never before. Moved before it, a read
 * that lands between the two reads the old rows (the write is not committed yet) and keeps them
 * as the answer of the new generation, which no later move drops. On PGlite no read can land
 * there (one connection: a read waits for the transaction), so PostgreSQL only: a deferred
 * trigger holds the write's COMMIT on an advisory lock that a second connection owns.
 */
describe.runIf(onPostgres)('a read while a write commits', () => {
  const HOLD = 43_008;

  it('is not the answer kept after the commit (the generation moves after COMMIT)', async () => {
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [HOLD]);
      await holder.query(`CREATE FUNCTION hold_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_advisory_xact_lock(${HOLD}); RETURN NULL; END $$`);
      await holder.query(`CREATE CONSTRAINT TRIGGER hold_commit AFTER INSERT ON skills
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hold_commit()`);
      const skills = async () =>
        (await call(t.app, 'GET', '/api/front/skills')).body.skills.map((skill: { name: string }) => skill.name);
      expect(await skills()).toEqual([]);

      const added = call(t.app, 'POST', '/api/admin/skills', { token: await adminToken(t.app), body: { name: 'Rust' } });
      // The write's COMMIT waits on the lock (its trigger runs at commit, before the rows show).
      const commitWaiting = async () =>
        (
          await holder.query(`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event = 'advisory' AND query ILIKE 'commit%'`)
        ).rows[0].n;
      await expect.poll(commitWaiting, { timeout: 5000 }).toBe(1);
      expect(await skills()).toEqual([]);

      await holder.query('SELECT pg_advisory_unlock($1)', [HOLD]);
      expect((await added).status).toBe(201);
      expect(await skills()).toEqual(['Rust']);
    } finally {
      await holder.query('DROP TRIGGER IF EXISTS hold_commit ON skills; DROP FUNCTION IF EXISTS hold_commit()');
      await holder.end();
    }
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
