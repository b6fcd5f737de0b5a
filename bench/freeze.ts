/**
 * `npx tsx bench/freeze.ts [--users 20000]`: issue 21's bar for the embedded database. During a
 * bulk action on every student, `/api/health` and a cached public page answer within 1 s.
 * Generates the academy on PGlite in a temporary folder, serves it as `npm start` does (a child
 * process), gives every student a manual achievement (`search: ''`; a `202` job is polled until it
 * ends) while this process asks health and the cached `/api/front/courses` every 100 ms, and prints
 * the bulk's time and the slowest answers. Exits 1 when an answer took 1 s or more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.js';
import { achievements, admins } from '../server/db/schema.js';
import { hashPassword } from '../server/modules/auth/passwords.js';
import { generateAcademy } from './generator/generate.js';
import { progressBar } from './generator/progress.js';
import { startServer } from './load/server.js';

const { values } = parseArgs({ options: { users: { type: 'string', default: '20000' } } });
const students = Number(values.users);
const ADMIN = { name: 'Freeze Bench Admin', email: 'freeze.bench@bench.academy.test', password: 'freeze-bench-123' };
const BOUND_MS = 1000;

async function prepare(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    const progress = progressBar(4 + 4 * Math.ceil(students / 25_000));
    const passwordHash = await hashPassword('student123');
    await generateAcademy(handle.db, { users: students, submissions: 10 * students }, { reset: true, passwordHash, progress });
    progress.done();
    await handle.db.insert(admins).values({ ...ADMIN, passwordHash: await hashPassword(ADMIN.password), isSuper: true });
    const [award] = await handle.db
      .insert(achievements)
      .values({ name: 'Freeze Bench Award', description: 'Given by bench/freeze.ts', points: 25, manual: true })
      .returning({ id: achievements.id });
    return award.id;
  } finally {
    await handle.close();
  }
}

async function call(url: string, init: { token?: string; body?: object } = {}) {
  const response = await fetch(url, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.body && { 'content-type': 'application/json' }),
    },
    body: init.body && JSON.stringify(init.body),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status >= 300) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { status: response.status, body };
}

/** Asks `url` every 100 ms until `done()`, and returns how long each answer took. */
async function probe(url: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const asked = performance.now();
    await call(url);
    times.push(performance.now() - asked);
    await sleep(100);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
  return `${times.length} answers, slowest ${sorted.at(-1)!.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-freeze-'));
try {
  console.log(`Generating ${students.toLocaleString('en-US')} students on PGlite`);
  const achievementId = await prepare(dataDir);
  const server = await startServer({ dataDir }, { publicCache: true });
  try {
    const { origin } = server;
    const { body: login } = await call(`${origin}/api/admin/login`, { body: { email: ADMIN.email, password: ADMIN.password } });
    const token = login.token as string;
    await call(`${origin}/api/front/courses`);

    let finished = false;
    const started = performance.now();
    const bulk = (async () => {
      const body = { achievement_id: achievementId, search: '' };
      const answer = await call(`${origin}/api/admin/users/bulk/achievement`, { token, body });
      let result = answer.body as unknown as { changed: number };
      if (answer.status === 202) {
        const id = (answer.body.job as { id: string }).id;
        for (;;) {
          await sleep(200);
          const job = (await call(`${origin}/api/admin/jobs/${id}`, { token })).body as {
            status: string;
            result: { changed: number };
          };
          if (job.status === 'running') continue;
          if (job.status !== 'succeeded') throw new Error(`the job ended: ${JSON.stringify(job)}`);
          result = job.result;
          break;
        }
      }
      return result;
    })().finally(() => (finished = true));
    const [result, health, courses] = await Promise.all([
      bulk,
      probe(`${origin}/api/health`, () => finished),
      probe(`${origin}/api/front/courses`, () => finished),
    ]);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Bulk achievement to ${result.changed.toLocaleString('en-US')} students: ${seconds.toFixed(1)} s`);
    console.log(`  GET /api/health:             ${summary(health)}`);
    console.log(`  GET /api/front/courses (cached): ${summary(courses)}`);
    if (Math.max(...health, ...courses) >= BOUND_MS) {
      console.log(`An answer took ${BOUND_MS} ms or more.`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
