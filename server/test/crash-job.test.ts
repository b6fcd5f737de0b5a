/**
 * kill -9 in the middle of a job (issue 21 item 1): a bulk enroll of 3,000 students is killed
 * while its one transaction is open; after the restart nobody is enrolled (all or nothing), the
 * figures agree with the rows (db:check), and the job reads as interrupted to the admin who
 * started it, instead of running forever. The embedded database only (one process per data dir:
 * its restart marks every job left running as interrupted); PostgreSQL's heartbeat rule is in
 * modules/jobs/jobs.test.ts. Spawns servers, so it runs in the PGlite pass of `npm test` only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../contracts/jobs.js';
import { ADMIN, request, serverEnv, spawnScript, startServer, stopServer } from './spawn-server.js';

const STUDENTS = 3000;
const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-crash-job-'));
const env = { DATA_DIR: path.join(temp, 'data') };
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  rmSync(temp, { recursive: true, force: true });
});

const login = async (base: string) => (await request(base, 'POST', '/api/admin/login', undefined, ADMIN)).body.token as string;

async function waitForJob(base: string, token: string, id: string) {
  for (;;) {
    const job = await request(base, 'GET', `/api/admin/jobs/${id}`, token);
    expect(job.status).toBe(200);
    if (job.body.status !== 'running') return job.body;
    await sleep(100);
  }
}

/** STUDENTS new students through the cohort import (generated passwords: light hashes). */
async function importStudents(base: string, token: string) {
  const lines = Array.from({ length: STUDENTS }, (_, i) => `Crash Student ${i + 1},crash.job.${i + 1}@academy.test`);
  const csv = ['name,email', ...lines].join('\r\n');
  const preview = await request(base, 'POST', '/api/admin/import/users/preview', token, { csv });
  expect(preview.status).toBe(200);
  const started = await request(base, 'POST', '/api/admin/import/users', token, { csv, preview_id: preview.body.preview_id });
  expect(started.status).toBe(202);
  expect((await waitForJob(base, token, started.body.job.id)).status).toBe('succeeded');
}

/**
 * Resolves once the job's transaction holds the embedded database: a signed-in call then waits
 * for it (the token is checked in the database), so an answer slower than 150 ms says so.
 */
async function untilTransactionOpen(base: string, token: string, id: string) {
  for (;;) {
    const poll = request(base, 'GET', `/api/admin/jobs/${id}`, token).then((reply) => reply.body);
    const job = await Promise.race([poll, sleep(150).then(() => 'waiting' as const)]);
    if (job === 'waiting' || job.stage === 'applying') return;
    expect(job.status).toBe('running');
  }
}

describe.runIf(!process.env.TEST_DATABASE_URL)('kill -9 during a job: embedded database', () => {
  it('applies nothing, and the job reads as interrupted after the restart', { timeout: 180_000 }, async () => {
    const first = await startServer(env);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    let token = await login(first.base);
    const course = await request(first.base, 'POST', '/api/admin/course/add', token, {
      title: 'Killed Course',
      description: null,
    });
    expect(course.status).toBe(201);
    const courseId = course.body.course.id as number;
    await importStudents(first.base, token);

    const started = await request(first.base, 'POST', '/api/admin/users/bulk/enroll', token, {
      search: 'crash.job.',
      course_id: courseId,
      price: 100,
    });
    expect(started.status).toBe(202);
    const jobId = started.body.job.id as string;
    await untilTransactionOpen(first.base, token, jobId);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(env);
    cleanups.push(() => void second.child.kill('SIGKILL'));
    token = await login(second.base);
    const job = await waitForJob(second.base, token, jobId);
    expect(job).toMatchObject({ status: 'failed', error: { status: 503, message: JOBS.interrupted } });
    const courses = await request(second.base, 'GET', '/api/admin/courses', token);
    const killed = (courses.body.courses as { id: number; users_count: number }[]).find(({ id }) => id === courseId);
    expect(killed?.users_count).toBe(0);
    await stopServer(second);

    // The kept counts agree with the raw rows: no enrollment or payment of the killed job exists.
    const check = spawnScript('server/db/check-cli.ts', serverEnv(env));
    const { code } = await check.exited;
    expect(code, check.output()).toBe(0);
  });
});
