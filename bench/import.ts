/**
 * Cohort import benchmark (issue 14 item 1): preview and import a CSV of 1,000 new students, each
 * enrolled in one or two courses, once with every password generated, once with every student
 * invited by mail (issue 43: the mails queued in the import's transaction, then delivered to a real
 * SMTP server in this process, server/test/mail-catcher.ts; its time against the generated run's
 * is the figure) and once with every password given in the file (1,000 full-cost argon2 hashes:
 * the worst case), through
 * the real routes, on an on-disk PGlite (default) or PostgreSQL (DATABASE_URL: a scratch database,
 * it is written to). The import runs as a job (202, then polled until it finished). Prints the time
 * of each step; the target is under 30 s for the import.
 *   npx tsx bench/import.ts [--rows 1000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { admins, courses } from '../server/db/schema.js';
import { hashPassword } from '../server/modules/auth/passwords.js';
import type { ImportPreview, ImportResult } from '../contracts/cohorts.js';
import type { Job, JobStarted } from '../contracts/jobs.js';
import { startMailCatcher } from '../server/test/mail-catcher.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000' } } });
const rows = Number(values.rows);
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(2);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cohorts-bench-'));
const smtp = await startMailCatcher();
const config = loadConfig({ ...process.env, ...smtp.env, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir });
const app = await buildApp({ db: handle.db, config });
try {
  const suffix = Date.now().toString(36);
  await handle.db.insert(admins).values({
    name: 'Bench',
    email: `bench-${suffix}@academy.test`,
    passwordHash: await hashPassword('bench123'),
    isSuper: true,
  });
  const titles = ['Web Basics', 'Python Fundamentals', 'Data: Analysis'].map((title) => `${title} ${suffix}`);
  await handle.db.insert(courses).values(titles.map((title) => ({ title })));
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: `bench-${suffix}@academy.test`, password: 'bench123' },
  });
  const { token } = login.json<{ token: string }>();

  const headers = { authorization: `Bearer ${token}` };
  const post = (url: string, body: unknown) => app.inject({ method: 'POST', url, headers, payload: body as object });
  /** Polls the job until it finished; answers it and when its hashing ended (ms since `start`). */
  const finished = async (id: string, start: number) => {
    let hashedAt = 0;
    for (;;) {
      const job = (await app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers })).json<Job>();
      if (!hashedAt && job.stage !== 'queued' && job.stage !== 'hashing') hashedAt = performance.now() - start;
      if (job.status !== 'running') return { job, hashedAt };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // Every row's password generated (the usual cohort), every row invited, then every row's given (each at the full argon2 cost).
  const jobSeconds: Record<string, number> = {};
  for (const scenario of ['generated', 'invited', 'given'] as const) {
    const invite = scenario === 'invited';
    const lines = ['name,email,password,courses'];
    for (let i = 0; i < rows; i++) {
      const password = scenario === 'given' ? `Pass-${i}-word` : '';
      const enrolled = i % 3 ? `${titles[i % 3]}:${1000 + i}` : `${titles[0]}:1200:yes;${titles[1]}:800`;
      lines.push(`"Student ${i}, Cohort ${suffix}",s${i}-${scenario}-${suffix}@academy.test,${password},${enrolled}`);
    }
    const csv = lines.join('\r\n');
    console.log(
      `cohort import of ${rows} rows, passwords ${scenario} (${(csv.length / 1024).toFixed(0)} KB) on ${handle.engine}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    let start = performance.now();
    const preview = await post('/api/admin/import/users/preview', { csv, invite });
    if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 300)}`);
    console.log(
      `  preview                       ${seconds(start)} s  (${JSON.stringify(preview.json<ImportPreview>().summary)})`,
    );

    start = performance.now();
    const started = await post('/api/admin/import/users', { csv, invite, preview_id: preview.json<ImportPreview>().preview_id });
    if (started.statusCode !== 202) throw new Error(`import: ${started.statusCode} ${started.body.slice(0, 300)}`);
    console.log(`  import answered 202           ${seconds(start)} s`);
    const { job, hashedAt } = await finished(started.json<JobStarted>().job.id, start);
    if (job.status !== 'succeeded') throw new Error(`import job: ${JSON.stringify(job.error)}`);
    const importSeconds = seconds(start);
    const result = job.result as ImportResult;
    console.log(`  passwords hashed              ${(hashedAt / 1000).toFixed(2)} s`);
    console.log(
      `  import job finished           ${importSeconds} s  (${result.message}; ${result.passwords.length} passwords generated)`,
    );
    jobSeconds[scenario] = Number(importSeconds);
    if (invite) {
      while (smtp.received.length < rows) await new Promise((resolve) => setTimeout(resolve, 50));
      console.log(`  all ${rows} invitations delivered ${seconds(start)} s after the import was asked`);
    }
    console.log(
      `import of ${rows} rows, passwords ${scenario}: ${importSeconds} s (target < 30 s): ${Number(importSeconds) < 30 ? 'OK' : 'TOO SLOW'}; load average now ${os.loadavg()[0].toFixed(1)}`,
    );
  }
  console.log(`invited import / generated import (job to finished): ${(jobSeconds.invited / jobSeconds.generated).toFixed(2)}`);

  const start = performance.now();
  await Promise.all(Array.from({ length: rows }, (_, i) => hash(`password-${i}`)));
  console.log(`argon2 alone: ${rows} full-cost hashes at once on the libuv pool: ${seconds(start)} s`);
} finally {
  await app.close();
  await smtp.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
}
