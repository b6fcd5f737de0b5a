/**
 * `npx tsx bench/memos.ts [--users 100000] [--engines pglite,postgres] [--runs 15] [--only <words>]`: what the
 * memos of derived values are worth (issue 22 item 5). On a copy of the academy `npm run bench`
 * serves (generated when missing), with 1% of the students suspended, it calls the services
 * directly (no HTTP), with memos off ("cold": every value computed per call) and on ("memo": the
 * value already kept, as for every request but the first after a write), and prints the median
 * milliseconds of `--runs` calls of each, taken in turn after one unmeasured round. The rank snapshot stays on in
 * both (it is not under question). `--only` measures the calls whose name holds those words.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADMIN_USERS_PER_PAGE } from '../contracts/constants.js';
import { PROJECT_USERS_PER_PAGE } from '../contracts/paging.js';
import type { UserListQuery } from '../contracts/users.js';
import { openDatabase, rows, type Database } from '../server/db/client.js';
import { trackDatabase } from '../server/freshness/app-database.js';
import type { Freshness } from '../server/freshness/freshness.js';
import type { Changes } from '../server/freshness/changes.js';
import type { AppDatabase } from '../server/freshness/reads.js';
import { publicAchievements } from '../server/modules/achievements/service.js';
import { courseWithUsers, listPublicCourses } from '../server/modules/courses/service.js';
import { projectsByCourse, projectWithUsers } from '../server/modules/projects/service.js';
import { listSkillsByName } from '../server/modules/skills/service.js';
import { frontStats } from '../server/modules/stats/service.js';
import { listAdminUsers } from '../server/modules/users/service.js';
import { prepareDataset, type Engine } from './load/datasets.js';
import { openPostgres } from './load/postgres.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    runs: { type: 'string', default: '15' },
    only: { type: 'string', default: '' },
  },
});
const users = Number(values.users);
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');

/** One app alone on its database: nothing to hear from other instances; `advance` stands for a write. */
function alone(): Freshness {
  const listeners: ((changes: Changes) => void)[] = [];
  let version = 0;
  return {
    generation: 0,
    listening: true,
    announce: async () => undefined,
    advance: (changes = 'everything') => {
      version += 1;
      listeners.forEach((listener) => listener(changes));
    },
    onAdvance: (listener) => void listeners.push(listener),
    versionOf: () => version,
    listenerPid: undefined,
    close: async () => undefined,
  };
}

/** The app's database with every memo, or with none but the rank snapshot. */
function withMemos(db: AppDatabase, on: boolean): AppDatabase {
  return Object.assign(Object.create(db) as AppDatabase, { reads: { ...db.reads, memo: on ? db.reads.memo : () => undefined } });
}

/** A copy of the benchmark's academy (never changed itself: the load benchmark reuses it). */
async function copyOf(engine: Engine) {
  const volume = { users, submissions: 10 * users };
  const postgres = engine === 'postgres' ? openPostgres() : undefined;
  const source = await prepareDataset(engine, volume, postgres);
  if ('dataDir' in source) {
    const dataDir = path.join(root, 'bench/.data', `memos-pglite-${users}`);
    if (!existsSync(dataDir)) execFileSync('cp', ['-r', source.dataDir, dataDir]);
    return { target: { dataDir }, stop: () => undefined };
  }
  const copy = `academy_memos_${users}`;
  const client = new pg.Client({ connectionString: postgres!.urlOf('postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [copy]);
    const from = new URL(source.databaseUrl).pathname.slice(1);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${copy}" TEMPLATE "${from}"`);
  } finally {
    await client.end();
  }
  return { target: { databaseUrl: postgres!.urlOf(copy) }, stop: () => postgres!.stop() };
}

/** Exactly every 100th student suspended (1%), statistics fresh. */
async function suspendOnePercent(db: Database) {
  await db.execute(sql`UPDATE users SET suspended_at = now(), suspension_reason = 'bench'
    WHERE id % 100 = 0 AND suspended_at IS NULL`);
  await db.execute(sql`ANALYZE users`);
  const [{ n }] = rows<{ n: number }>(await db.execute(sql`SELECT COUNT(*)::int AS n FROM users WHERE suspended_at IS NOT NULL`));
  return Number(n);
}

/**
 * The median ms of each call over `runs` rounds, after one unmeasured round; each round makes
 * every call once in turn, so a busy machine slows them alike. `before` runs unmeasured first.
 */
async function medians(calls: { call: () => Promise<unknown>; before?: () => void }[]) {
  const times = calls.map(() => [] as number[]);
  for (let round = 0; round <= runs; round++) {
    for (const [i, { call, before }] of calls.entries()) {
      before?.();
      const start = performance.now();
      await call();
      if (round) times[i].push(performance.now() - start);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

type Case = { name: string; call: (db: AppDatabase) => Promise<unknown> };

async function casesFor(db: Database): Promise<Case[]> {
  const biggest = async (table: 'courses' | 'projects') =>
    rows<{ id: number; n: number }>(
      await db.execute(sql`SELECT id, users_count AS n FROM ${sql.raw(table)} ORDER BY users_count DESC LIMIT 1`),
    )[0];
  const course = await biggest('courses');
  const project = await biggest('projects');
  // The pages the public sees: completions of students not suspended.
  const completed = Number(
    rows<{ n: number }>(
      await db.execute(sql`SELECT COUNT(*)::int AS n FROM user_projects up JOIN users u ON u.id = up.user_id
        WHERE up.project_id = ${project.id} AND u.suspended_at IS NULL`),
    )[0].n,
  );
  const [{ n: total }] = rows<{ n: number }>(await db.execute(sql`SELECT COUNT(*)::int AS n FROM users`));
  const lastPage = Math.ceil(Number(total) / ADMIN_USERS_PER_PAGE);
  const orders: { label: string; order: Pick<UserListQuery, 'sort' | 'dir'> }[] = [
    { label: 'newest', order: {} },
    { label: 'points desc', order: { sort: 'total_points', dir: 'desc' } },
    { label: 'points asc', order: { sort: 'total_points', dir: 'asc' } },
    { label: 'joined desc', order: { sort: 'created_at', dir: 'desc' } },
    { label: 'joined asc', order: { sort: 'created_at', dir: 'asc' } },
  ];
  const pages = [1, Math.ceil(lastPage / 2), lastPage];
  return [
    ...orders.flatMap(({ label, order }) =>
      pages.map((page) => ({
        name: `admin users, ${label}, page ${page.toLocaleString('en-US')}`,
        call: (app: AppDatabase) => listAdminUsers(app, { ...order, search: undefined, page, per_page: ADMIN_USERS_PER_PAGE }),
      })),
    ),
    { name: 'public courses', call: listPublicCourses },
    { name: 'public projects', call: projectsByCourse },
    ...[1, Math.max(1, Math.ceil(completed / PROJECT_USERS_PER_PAGE))].map((page) => ({
      name: `project page (${Number(project.n).toLocaleString('en-US')} completed), page ${page.toLocaleString('en-US')}`,
      call: (app: AppDatabase) => projectWithUsers(app, project.id, { page }),
    })),
    { name: 'public achievements', call: (app) => publicAchievements(app) },
    { name: 'public skills', call: listSkillsByName },
    { name: 'front stats', call: frontStats },
    ...[undefined, 'M', 'Q'].map((letter) => ({
      name: `course page (${Number(course.n).toLocaleString('en-US')} members)${letter ? `, letter ${letter}` : ''}`,
      call: (app: AppDatabase) => courseWithUsers(app, course.id, { letter: letter as 'M' | undefined }),
    })),
  ];
}

for (const engine of values.engines.split(',') as Engine[]) {
  const { target, stop } = await copyOf(engine);
  const handle = await openDatabase(target);
  try {
    const suspended = await suspendOnePercent(handle.db);
    const freshness = alone();
    const app = trackDatabase(handle.db, freshness);
    console.log(
      `\n${engine}, ${users.toLocaleString('en-US')} students, ${suspended.toLocaleString('en-US')} suspended: median ms of ${runs} calls`,
    );
    console.log(`${'call'.padEnd(52)}${['cold', 'memo', 'fill'].map((h) => h.padStart(8)).join('')}`);
    const cases = (await casesFor(handle.db)).filter(({ name }) => name.includes(values.only));
    for (const { name, call } of cases) {
      const figures = await medians([
        { call: () => call(withMemos(app, false)) },
        { call: () => call(withMemos(app, true)) },
        // The first call after a write: memos (and the rank snapshot's catching up) computed again.
        { call: () => call(withMemos(app, true)), before: freshness.advance },
      ]);
      console.log(`${name.padEnd(52)}${figures.map((ms) => ms.toFixed(1).padStart(8)).join('')}`);
    }
  } finally {
    await handle.close();
    stop();
  }
}
