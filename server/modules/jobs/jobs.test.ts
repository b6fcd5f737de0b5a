/**
 * Long admin work as jobs (issue 21 items 1 and 2): the call answers 202 before its work ends, the
 * outcome (generated passwords included) is fetched afterwards, also from another instance; only
 * its admin reads it; a refused job applies nothing; a sign-in answers within 2 s while an import
 * hashes 3,000 given passwords; closing the server aborts its jobs, applying nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { COHORTS } from '../../../contracts/admin-messages.js';
import { JOBS } from '../../../contracts/jobs.js';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { auditLog, jobs, users } from '../../db/schema.js';
import { digestTables } from '../../test/digest.js';
import { createCourse, createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { waitForJob } from '../../test/jobs.js';
import { verifyPassword } from '../auth/passwords.js';
import { PURGE_EVERY_MS } from './service.js';

const t = useTestApp();

const IMPORT = '/api/admin/import/users';
const csvOf = (lines: string[]) => ['name,email,password,courses', ...lines].join('\n');

/** Previews the file and starts its import: the 202 answer. */
async function startImport(app: App, token: string, csv: string) {
  const previewed = await call(app, 'POST', `${IMPORT}/preview`, { token, body: { csv } });
  expect(previewed.status).toBe(200);
  return call(app, 'POST', IMPORT, { token, body: { csv, preview_id: previewed.body.preview_id } });
}

/** Another instance of the server on the same database (closed by the caller). */
async function anotherApp() {
  const app = await buildApp({
    db: t.db,
    config: loadConfig({ DATA_DIR: t.config.dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' }),
  });
  await app.ready();
  return app;
}

/**
 * Watches the job in its server's memory, as its route reads it (the route's token check would
 * wait for the embedded database, busy with the job's transaction), until `ready` holds for it.
 */
async function jobWhen(app: App, id: string, ready: (job: { stage: string; done: number }) => boolean) {
  for (;;) {
    const job = await app.jobs.get(1, id);
    if (ready(job) || job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const studentCount = async () => (await t.db.select({ id: users.id }).from(users)).length;

describe('an import runs as a job', () => {
  it('answers 202 before its work ends; the outcome, generated passwords included, is fetched afterwards, also from another instance', async () => {
    const token = await adminToken(t.app);
    await createCourse(t.db, { title: 'Web Basics' });
    // Given passwords are hashed at the full argon2 cost: the work outlasts the answer by far.
    const given = Array.from({ length: 12 }, (_, i) => `Given ${i},given${i}@academy.test,secret-${i}9,Web Basics:100`);
    const csv = csvOf(['Omar Nabil,omar@academy.test,,Web Basics:1200', ...given]);

    const started = await startImport(t.app, token, csv);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ message: JOBS.started, job: { kind: 'import', status: 'running', result: null } });
    expect(await studentCount()).toBe(0);

    const job = await waitForJob(t.app, token, started.body.job.id);
    expect(job).toMatchObject({ status: 'succeeded', stage: 'finished', error: null });
    expect(job.result).toMatchObject({
      created: 13,
      enrolled: 13,
      message: COHORTS.imported({ created: 13, updated: 0, enrolled: 13, unchanged: 0 }),
    });
    const [generated] = job.result.passwords;
    expect(generated).toMatchObject({ row: 2, email: 'omar@academy.test' });
    const [omar] = await t.db.select().from(users).where(eq(users.email, 'omar@academy.test'));
    expect(await verifyPassword(omar.passwordHash, generated.password)).toBe(true);
    expect(await studentCount()).toBe(13);

    // Another instance (or this one restarted) reads the saved outcome.
    const other = await anotherApp();
    try {
      expect((await call(other, 'GET', `/api/admin/jobs/${job.id}`, { token })).body).toEqual(job);
      const list = await call(other, 'GET', '/api/admin/jobs', { token });
      expect(list.body.data.map((j: { id: string }) => j.id)).toEqual([job.id]);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('is read only by the admin who started it: another admin, an unknown id and a malformed one get 404', async () => {
    const token = await adminToken(t.app);
    const added = await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { name: 'Second', email: 'second@academy.test', password: 'secret123' },
    });
    expect(added.status).toBe(201);
    const second = await adminToken(t.app, { name: 'Second', email: 'second@academy.test', password: 'secret123' });
    const started = await startImport(t.app, token, csvOf(['Mona,mona@academy.test,,']));
    const { id } = started.body.job;
    const notFound = { status: 404, body: { message: JOBS.notFound } };
    expect(await call(t.app, 'GET', `/api/admin/jobs/${id}`, { token: second })).toEqual(notFound);
    await waitForJob(t.app, token, id);
    expect(await call(t.app, 'GET', `/api/admin/jobs/${id}`, { token: second })).toEqual(notFound);
    expect((await call(t.app, 'GET', '/api/admin/jobs', { token: second })).body).toEqual({ data: [] });
    for (const wrong of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', `${id}x`])
      expect(await call(t.app, 'GET', `/api/admin/jobs/${wrong}`, { token }), wrong).toEqual(notFound);
  });

  it('fails with the refusal as its error, applying nothing, when the data changed since the preview', async () => {
    const token = await adminToken(t.app);
    const csv = csvOf(['Omar,omar@academy.test,,', 'Mona,mona@academy.test,given123,']);
    const previewed = await call(t.app, 'POST', `${IMPORT}/preview`, { token, body: { csv } });
    await createUser(t.db, { name: 'Omar Meanwhile', email: 'omar@academy.test' });
    const before = await digestTables(t.db);
    const started = await call(t.app, 'POST', IMPORT, { token, body: { csv, preview_id: previewed.body.preview_id } });
    expect(started.status).toBe(202);
    const job = await waitForJob(t.app, token, started.body.job.id);
    expect(job).toMatchObject({
      status: 'failed',
      stage: 'finished',
      result: null,
      error: { status: 409, message: COHORTS.changed },
    });
    expect(await digestTables(t.db)).toEqual(before);
  });
});

describe('a job whose server died', () => {
  it('reads as interrupted: a running job nobody touched for a minute, and at start every running one (embedded database); old ones go', async () => {
    const token = await adminToken(t.app);
    const hour = 3_600_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const row = (id: string, fields: Partial<typeof jobs.$inferInsert>) => ({
      id,
      kind: 'import' as const,
      adminId: 1,
      ...fields,
    });
    const [silent, touched, stale] = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ];
    await t.db
      .insert(jobs)
      .values([
        row(silent, { stage: 'applying', createdAt: ago(5 * 60_000), heartbeatAt: ago(2 * 60_000) }),
        row(touched, { stage: 'hashing', heartbeatAt: ago(5_000) }),
        row(stale, { status: 'succeeded', stage: 'finished', createdAt: ago(26 * hour), finishedAt: ago(25 * hour), result: {} }),
      ]);
    const get = async (id: string) => (await call(t.app, 'GET', `/api/admin/jobs/${id}`, { token })).body;
    const interrupted = { status: 'failed', stage: 'finished', error: { status: 503, message: JOBS.interrupted } };
    expect(await get(silent)).toMatchObject(interrupted);
    expect(await get(touched)).toMatchObject({ status: 'running', stage: 'hashing' });
    expect((await call(t.app, 'GET', '/api/admin/jobs', { token })).body.data.map((j: { id: string }) => j.id)).toEqual([
      touched,
      silent,
    ]);
    expect(await get(stale)).toEqual({ message: JOBS.notFound });

    // A server starting on the embedded database is the only one: what was running there died.
    const restarted = await anotherApp();
    await restarted.close();
    const [saved] = await t.db.select().from(jobs).where(eq(jobs.id, touched));
    expect(saved).toMatchObject({ status: 'failed', error: { status: 503, message: JOBS.interrupted } });
  });
});

describe('generated passwords outlive no day (issue 43 item 1)', () => {
  const hour = 3_600_000;
  const ago = (ms: number) => new Date(Date.now() - ms);
  const passwords = [{ row: 2, name: 'Omar', email: 'omar@academy.test', password: 'kept-in-clear' }];
  const importResult = { message: 'Import Done', created: 1, updated: 0, enrolled: 0, unchanged: 0, invited: 0, passwords };
  /** An import of the super admin (id 1) that finished `finishedAgo` ms ago with a generated password. */
  const finishedImport = (id: string, finishedAgo: number) => ({
    id,
    kind: 'import' as const,
    adminId: 1,
    status: 'succeeded' as const,
    stage: 'finished' as const,
    result: importResult,
    createdAt: ago(finishedAgo + 60_000),
    finishedAt: ago(finishedAgo),
    heartbeatAt: ago(finishedAgo),
  });
  const [expired, fresh] = ['44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555'];
  const savedIds = async () => (await t.db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id))).map((row) => row.id);

  it('are never answered past JOB_KEPT_HOURS, before the purge has deleted them; the purge deletes them', async () => {
    const token = await adminToken(t.app);
    await t.db.insert(jobs).values([finishedImport(expired, 25 * hour), finishedImport(fresh, 23 * hour)]);
    // 48 hours after the import they were still answered: reading one job applied no age limit.
    expect(await call(t.app, 'GET', `/api/admin/jobs/${expired}`, { token })).toEqual({
      status: 404,
      body: { message: JOBS.notFound },
    });
    expect((await call(t.app, 'GET', `/api/admin/jobs/${fresh}`, { token })).body.result.passwords).toEqual(passwords);
    const listed = (await call(t.app, 'GET', '/api/admin/jobs', { token })).body.data;
    expect(listed.map((job: { id: string }) => job.id)).toEqual([fresh]);

    expect(await savedIds()).toEqual([expired, fresh]);
    await t.app.jobs.purge();
    expect(await savedIds()).toEqual([fresh]);
  });

  it("are purged when an app starts and then every hour on an unref'd timer, stopped when it closes", async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    await t.db.insert(jobs).values(finishedImport(expired, 25 * hour));
    const app = await anotherApp();
    try {
      expect(await savedIds()).toEqual([]);
      // Every hourly timer of the app (sign-in tokens are purged hourly too): one of them is this purge.
      const hourly = setIntervalSpy.mock.calls.flatMap(([tick, ms], i) =>
        ms === PURGE_EVERY_MS ? [{ tick, timer: setIntervalSpy.mock.results[i].value as NodeJS.Timeout }] : [],
      );
      expect(PURGE_EVERY_MS).toBe(hour);
      expect(hourly.length).toBeGreaterThan(0);
      expect(hourly.every(({ timer }) => !timer.hasRef())).toBe(true);

      await t.db.insert(jobs).values([finishedImport(expired, 25 * hour), finishedImport(fresh, 23 * hour)]);
      for (const { tick } of hourly) tick();
      await vi.waitFor(async () => expect(await savedIds()).toEqual([fresh]));

      await app.close();
      const cleared = new Set(clearIntervalSpy.mock.calls.map(([timer]) => timer));
      expect(hourly.every(({ timer }) => cleared.has(timer))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('are forgotten at once by the admin who ran the import (Forget These Passwords), with an audit line', async () => {
    const token = await adminToken(t.app);
    const started = await startImport(t.app, token, csvOf(['Omar,omar@academy.test,,', 'Mona,mona@academy.test,given123,']));
    const { id } = started.body.job;
    const job = await waitForJob(t.app, token, id);
    expect(job.result.passwords).toHaveLength(1);
    const forget = (jobId: string, as = token) => call(t.app, 'DELETE', `/api/admin/jobs/${jobId}/passwords`, { token: as });
    const auditLines = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

    // Another admin, an unknown job: 404, nothing erased.
    await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { name: 'Second', email: 'second@academy.test', password: 'secret123' },
    });
    const second = await adminToken(t.app, { name: 'Second', email: 'second@academy.test', password: 'secret123' });
    const notFound = { status: 404, body: { message: JOBS.notFound } };
    expect(await forget(id, second)).toEqual(notFound);
    expect(await forget('00000000-0000-4000-8000-000000000000')).toEqual(notFound);
    expect((await call(t.app, 'GET', `/api/admin/jobs/${id}`, { token })).body).toEqual(job);

    const before = (await auditLines()).length;
    expect(await forget(id)).toEqual({ status: 200, body: { message: JOBS.passwordsForgotten } });
    const forgotten = { ...job, result: { ...job.result, passwords: [], passwords_forgotten: true } };
    expect((await call(t.app, 'GET', `/api/admin/jobs/${id}`, { token })).body).toEqual(forgotten);
    expect((await call(t.app, 'GET', '/api/admin/jobs', { token })).body.data).toEqual([forgotten]);
    const [saved] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(JSON.stringify(saved.result)).not.toContain(job.result.passwords[0].password);
    const lines = (await auditLines()).slice(before);
    expect(lines).toMatchObject([{ action: 'forget_passwords', adminId: 1, after: { job: id, passwords: 1 } }]);

    // Again: nothing left to forget, the same answer, no second line.
    expect(await forget(id)).toEqual({ status: 200, body: { message: JOBS.passwordsForgotten } });
    expect(await auditLines()).toHaveLength(before + 1);
  });

  it('are not forgotten from a job still running: 409', async () => {
    const token = await adminToken(t.app);
    const running = '66666666-6666-4666-8666-666666666666';
    await t.db.insert(jobs).values({ id: running, kind: 'import', adminId: 1, stage: 'hashing' });
    expect(await call(t.app, 'DELETE', `/api/admin/jobs/${running}/passwords`, { token })).toEqual({
      status: 409,
      body: { message: JOBS.stillRunning },
    });
  });
});

describe('while an import hashes 3,000 given passwords', () => {
  it('a student signs in within 2 s; a bulk action waits its turn; closing the server aborts both, applying nothing', async () => {
    const server = await anotherApp();
    try {
      const token = await adminToken(server);
      const student = await createUser(t.db, { email: 'sara@academy.test' });
      const course = await createCourse(t.db, { title: 'Web Basics' });
      const csv = csvOf(Array.from({ length: 3000 }, (_, i) => `Student ${i},s${i}@academy.test,pass-${i}-word,`));
      const before = await digestTables(t.db);

      const started = await startImport(server, token, csv);
      expect(started.status).toBe(202);
      const hashing = await jobWhen(server, started.body.job.id, (job) => job.stage === 'hashing' && job.done >= 4);
      expect(hashing).toMatchObject({ status: 'running', stage: 'hashing', total: 3000 });

      const bulk = await call(server, 'POST', '/api/admin/users/bulk/enroll', {
        token,
        body: { user_ids: [student.id], course_id: course.id, price: 0 },
      });
      expect(bulk.status).toBe(202);
      expect(bulk.body.job).toMatchObject({ status: 'running', stage: 'queued' });

      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        const login = await call(server, 'POST', '/api/user/login', {
          body: { email: student.email, password: STUDENT_PASSWORD },
        });
        const ms = performance.now() - start;
        expect(login.status).toBe(200);
        expect(ms, `sign-in ${i + 1} took ${ms.toFixed(0)} ms`).toBeLessThan(2000);
      }
      const progress = (await call(server, 'GET', `/api/admin/jobs/${started.body.job.id}`, { token })).body;
      expect(progress.done).toBeGreaterThan(hashing.done);

      await server.close();
      const interrupted = {
        status: 'failed',
        stage: 'finished',
        result: null,
        error: { status: 503, message: JOBS.interrupted },
      };
      for (const id of [started.body.job.id, bulk.body.job.id])
        expect((await call(t.app, 'GET', `/api/admin/jobs/${id}`, { token })).body).toMatchObject(interrupted);
      expect(await digestTables(t.db)).toEqual(before);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('closing the server while the import applies rolls it back', async () => {
    const server = await anotherApp();
    try {
      const token = await adminToken(server);
      await createCourse(t.db, { title: 'Web Basics' });
      // Generated passwords hash fast: the job soon opens its one transaction.
      const csv = csvOf(Array.from({ length: 3000 }, (_, i) => `Student ${i},s${i}@academy.test,,Web Basics:${i}`));
      const before = await digestTables(t.db);
      const started = await startImport(server, token, csv);
      const applying = await jobWhen(server, started.body.job.id, (job) => job.stage === 'applying');
      expect(applying).toMatchObject({ status: 'running', stage: 'applying' });
      await server.close();
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, started.body.job.id));
      expect(row).toMatchObject({ status: 'failed', error: { status: 503, message: JOBS.interrupted } });
      expect(await digestTables(t.db)).toEqual(before);
    } finally {
      await server.close();
    }
  }, 120_000);
});
