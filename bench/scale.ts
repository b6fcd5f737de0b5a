/**
 * How the ranked reads behave as the academy grows: fills an in-memory PGlite with N students
 * (points spread at random, submissions for the top lists), then times the public calls that
 * rank everyone. Prints figures; asserts nothing.
 *   npx tsx bench/scale.ts [students=20000]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase, rows } from '../server/db/client.js';
import { ranksOf } from '../server/modules/progress/rank.js';
import { recomputeEverything } from '../server/modules/progress/service.js';

const students = Number(process.argv[2] ?? 20_000);
const handle = await openDatabase({ inMemory: true });
const db = handle.db;

async function timed(label: string, runs: number, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(runs / 2)];
  const p95 = times[Math.floor(runs * 0.95)];
  console.log(`${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
  return p50;
}

let start = performance.now();
await db.execute(sql`INSERT INTO courses (title) SELECT 'Course ' || g FROM generate_series(1, 20) g`);
await db.execute(
  sql`INSERT INTO projects (name, course_id, points_value) SELECT 'Project ' || g, 1 + g % 20, (g % 10) * 10 FROM generate_series(1, 200) g`,
);
await db.execute(sql`INSERT INTO users (name, email, password_hash, created_at)
  SELECT 'Student ' || g, 'student' || g || '@bench.test', 'x', now() - (g || ' minutes')::interval FROM generate_series(1, ${students}) g`);
await db.execute(sql`INSERT INTO enrollments (user_id, course_id, price)
  SELECT u, 1 + (u * 7) % 20, 1000 FROM generate_series(1, ${students}) u`);
await db.execute(sql`INSERT INTO user_projects (user_id, project_id, url, created_at)
  SELECT u, 1 + ((u * 13 + k * 29) % 200), 'https://example.com/' || u || '/' || k, now() - ((u + k) || ' seconds')::interval
  FROM generate_series(1, ${students}) u, generate_series(0, 4) k WHERE (u + k) % 3 <> 0
  ON CONFLICT DO NOTHING`);
await recomputeEverything(db);
const [{ submissions }] = rows<{ submissions: number }>(
  await db.execute(sql`SELECT COUNT(*)::int AS submissions FROM user_projects`),
);
console.log(
  `Filled ${students.toLocaleString('en-US')} students, ${submissions.toLocaleString('en-US')} submissions in ${((performance.now() - start) / 1000).toFixed(1)} s\n`,
);

const config = loadConfig({ SEED_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/academy-bench' });
const app = await buildApp({ db, config });
await app.ready();
const get = (url: string) => async () => {
  const reply = await app.inject({ method: 'GET', url });
  if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
};

const some = Array.from({ length: 100 }, (_, i) => 1 + ((i * 7919) % students));
await timed('rank of 1 student (ranksOf)', 20, () => ranksOf(db, [students]));
await timed('rank of 10 students (ranksOf)', 20, () => ranksOf(db, some.slice(0, 10)));
await timed('rank of 100 students (ranksOf)', 20, () => ranksOf(db, some));
await timed('GET /api/front/leaderboard (top 100)', 20, get('/api/front/leaderboard'));
await timed('GET /api/front/stats', 20, get('/api/front/stats'));
await timed(`GET /api/users/user/${students} (profile + rank)`, 20, get(`/api/users/user/${students}`));

start = performance.now();
await recomputeEverything(db);
console.log(`\nrecomputeEverything (repair of all figures)     ${(performance.now() - start).toFixed(0)} ms`);
const plan = rows<{ 'QUERY PLAN': string }>(
  await db.execute(sql`EXPLAIN SELECT id FROM users ORDER BY total_points DESC, points_changed_at ASC, id ASC LIMIT 100`),
);
console.log('Leaderboard plan:', plan.map((r) => r['QUERY PLAN'].trim()).join(' | '));

await app.close();
await handle.close();
