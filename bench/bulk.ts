/**
 * `npm run bench:bulk -- [--users 20000] [--runs 3] [--engines pglite,postgres] [--quick]`: the bulk
 * actions of the admin Users table (issue 21 item 3) on a generated academy (bench/generator, 10
 * submissions per student): give a manual achievement and enroll in a course, to every student by
 * `search: ''` and by `user_ids`, through the API as the Users table calls it (a `200` answer, or a
 * `202` job polled until it ends). Prints each run's seconds and the median per engine (and this
 * process's CPU seconds: on PGlite the database's own work, a figure a busy machine disturbs less), and checks
 * every figure against the raw rows (db:check) after each action. Between runs the action is undone
 * and every figure recomputed, untimed. PostgreSQL: BENCH_DATABASE_URL, or the bench's own local
 * cluster (bench/load/postgres.ts). `--quick`: 1,000 students, one run, PGlite unless
 * BENCH_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { BulkResult } from '../contracts/bulk.js';
import type { Job, JobStarted } from '../contracts/jobs.js';
import { buildApp, type App } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase, rows, type Database, type DatabaseHandle } from '../server/db/client.js';
import { achievements, admins, courses } from '../server/db/schema.js';
import { hashPassword } from '../server/modules/auth/passwords.js';
import { findDrift } from '../server/modules/progress/check.js';
import { recomputeEverything } from '../server/modules/progress/service.js';
import { generateAcademy } from './generator/generate.js';
import { progressBar } from './generator/progress.js';
import { ensureDatabase, openPostgres, type PostgresServer } from './load/postgres.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'pglite,postgres' },
    actions: { type: 'string', default: '' },
    quick: { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const students = quick ? 1_000 : Number(values.users);
const runs = quick ? 1 : Number(values.runs);
if (!Number.isInteger(students) || students < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:bulk -- [--users 20000] [--runs 3] [--engines pglite,postgres] [--quick]');
  process.exit(2);
}
const ADMIN = { name: 'Bulk Bench Admin', email: 'bulk.bench@bench.academy.test', password: 'bulk-bench-123' };
const COURSE = 'Bulk Bench Course';
const ACHIEVEMENT = 'Bulk Bench Award';

type Setup = { app: App; db: Database; token: string; courseId: number; achievementId: number; studentIds: number[] };
type Action = {
  name: string;
  url: string;
  body: (setup: Setup) => object;
  undo: (setup: Setup) => Promise<void>;
};

const everyone = () => ({ search: '' });
const listed = (setup: Setup) => ({ user_ids: setup.studentIds });
const unaward = (setup: Setup) =>
  setup.db.execute(sql`DELETE FROM user_achievements WHERE achievement_id = ${setup.achievementId}`).then(() => undefined);
const unenroll = async (setup: Setup) => {
  await setup.db.execute(sql`DELETE FROM payments WHERE course_id = ${setup.courseId}`);
  await setup.db.execute(sql`DELETE FROM enrollments WHERE course_id = ${setup.courseId}`);
};
const award = (target: (setup: Setup) => object) => (setup: Setup) => ({ achievement_id: setup.achievementId, ...target(setup) });
const enroll = (target: (setup: Setup) => object) => (setup: Setup) => ({
  course_id: setup.courseId,
  price: 1500,
  got_discount: false,
  ...target(setup),
});
const ACTIONS: Action[] = [
  { name: 'achievement, search ""', url: '/api/admin/users/bulk/achievement', body: award(everyone), undo: unaward },
  { name: 'achievement, user_ids', url: '/api/admin/users/bulk/achievement', body: award(listed), undo: unaward },
  { name: 'enroll, search ""', url: '/api/admin/users/bulk/enroll', body: enroll(everyone), undo: unenroll },
  { name: 'enroll, user_ids', url: '/api/admin/users/bulk/enroll', body: enroll(listed), undo: unenroll },
].filter((action) => action.name.includes(values.actions));

async function request<T>(app: App, method: 'GET' | 'POST', url: string, token?: string, body?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
    payload: body && JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** The bulk action's result: the `200` answer, or the outcome of the `202` job once it has ended. */
async function runAction(setup: Setup, action: Action): Promise<BulkResult> {
  const started = await request<BulkResult | JobStarted>(setup.app, 'POST', action.url, setup.token, action.body(setup));
  if (started.status === 200) return started.body as BulkResult;
  if (started.status !== 202) throw new Error(`${action.name}: ${started.status} ${JSON.stringify(started.body)}`);
  const { id } = (started.body as JobStarted).job;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { body: job } = await request<Job>(setup.app, 'GET', `/api/admin/jobs/${id}`, setup.token);
    if (job.status === 'succeeded') return job.result as BulkResult;
    if (job.status !== 'running') throw new Error(`${action.name}: the job failed ${JSON.stringify(job.error)}`);
  }
}

async function open(postgres?: PostgresServer): Promise<{ handle: DatabaseHandle; dispose: () => void }> {
  if (!postgres) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-bulk-'));
    const handle = await openDatabase({ dataDir });
    return { handle, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const handle = await openDatabase({ databaseUrl: await ensureDatabase(postgres, `academy_bench_bulk_${students}`) });
  // A database left by an earlier run starts again from nothing.
  await handle.db.execute(sql`TRUNCATE admins, audit_log RESTART IDENTITY CASCADE`);
  return { handle, dispose: () => undefined };
}

async function prepare(db: Database): Promise<Omit<Setup, 'app' | 'token'>> {
  const progress = progressBar(4 + 4 * Math.ceil(students / 25_000));
  await generateAcademy(
    db,
    { users: students, submissions: 10 * students },
    {
      reset: true,
      passwordHash: await hashPassword('student123'),
      progress,
    },
  );
  progress.done();
  await db.insert(admins).values({ ...ADMIN, passwordHash: await hashPassword(ADMIN.password), isSuper: true });
  const [course] = await db.insert(courses).values({ title: COURSE }).returning({ id: courses.id });
  const [achievement] = await db
    .insert(achievements)
    .values({ name: ACHIEVEMENT, description: 'Given by bench/bulk.ts', points: 25, manual: true })
    .returning({ id: achievements.id });
  const ids = rows<{ id: number }>(await db.execute(sql`SELECT id FROM users ORDER BY id`)).map((row) => Number(row.id));
  return { db, courseId: course.id, achievementId: achievement.id, studentIds: ids };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function measureEngine(engine: string, postgres?: PostgresServer): Promise<string[]> {
  const { handle, dispose } = await open(postgres);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-bulk-files-')),
    SEED_DEMO: '0',
  });
  const app = await buildApp({ db: handle.db, config });
  try {
    console.log(`\n${engine}: generating ${students.toLocaleString('en-US')} students`);
    const prepared = await prepare(handle.db);
    const login = await request<{ token: string }>(app, 'POST', '/api/admin/login', undefined, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const setup: Setup = { ...prepared, app, token: login.body.token };
    const lines: string[] = [];
    for (const action of ACTIONS) {
      const seconds: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        const result = await runAction(setup, action);
        seconds.push((performance.now() - start) / 1000);
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1e6);
        const drift = run === 0 ? await findDrift(handle.db) : [];
        console.log(
          `  ${action.name.padEnd(24)} ${seconds[run].toFixed(2).padStart(7)} s (cpu ${cpu[run].toFixed(2)} s)  changed ${result.changed.toLocaleString('en-US')}` +
            (run === 0
              ? `, ${drift.length ? `${drift.length} figures differ from the rows: ${drift[0]}` : 'every figure matches the rows'}`
              : ''),
        );
        if (result.changed !== students) throw new Error(`${action.name} changed ${result.changed}, not ${students}`);
        if (drift.length) throw new Error(`${action.name} left ${drift.length} figures wrong`);
        await action.undo(setup);
        await handle.db.transaction((tx) => recomputeEverything(tx));
      }
      lines.push(
        `| ${engine.padEnd(8)} | ${action.name.padEnd(24)} | ${median(seconds).toFixed(2).padStart(6)} s | ${median(cpu).toFixed(2).padStart(6)} s | ${seconds.map((s) => s.toFixed(2)).join(', ')} |`,
      );
    }
    return lines;
  } finally {
    await app.close();
    await handle.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    dispose();
  }
}

const engines = new Set(values.engines.split(','));
const postgres = !engines.has('postgres') || (quick && !process.env.BENCH_DATABASE_URL) ? undefined : openPostgres();
const table: string[] = [];
try {
  if (engines.has('pglite')) table.push(...(await measureEngine('pglite')));
  if (postgres) table.push(...(await measureEngine('postgres', postgres)));
  else if (engines.has('postgres') && !quick) console.log('\nNo PostgreSQL (set BENCH_DATABASE_URL or install PostgreSQL).');
} finally {
  postgres?.stop();
}
console.log(
  [
    `\nBulk actions on ${students.toLocaleString('en-US')} students, ${runs} run${runs === 1 ? '' : 's'} each:`,
    '| engine   | action                   | median   | cpu      | runs (s) |',
    '|----------|--------------------------|----------|----------|----------|',
    ...table,
  ].join('\n'),
);
