/**
 * `npm run bench`: the load benchmark. Serves generated academies (`npm run bench:data`) over
 * real HTTP, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, or a local cluster of its own, fsync
 * on, when PostgreSQL is installed), and prints two tables per engine:
 * - the routes: requests/s, p50 and p99 per route and size, once with the public-answer cache off
 *   (cold) and once on (warm), each read against a bare Fastify route measured just before it
 *   (bench/load/routes.ts says what is measured);
 * - the targets: each a ratio to a reference measured beside it, over 3 repetitions
 *   (bench/load/targets.ts);
 * - the live streams: the 1-in-10 mix's reads with 1,000 open streams over the same with none, the
 *   time from a write to its last stream's event, the memory per stream (bench/load/live.ts).
 * After each server run, `db:check` on its database: a difference makes the bench exit 1, once
 * every table is printed.
 *   npm run bench -- [--sizes 10000,100000] [--duration 5] [--connections 20] [--engines pglite,postgres]
 *                    [--routes <text>] [--runs 1] [--only routes|targets|live] [--repetitions 3] [--quick]
 * `--routes`: only the routes whose name contains the text, or one of `a|b` (the ceiling is always measured).
 * `--runs N`: each engine's whole measure N times; each cell is the median of the N.
 * `--quick`: the smoke run CI does, proving the bench runs, not measuring (300 students,
 * 0.1 s per route, one repetition of the targets and of the live bench with 20 streams, PGlite only unless
 * BENCH_DATABASE_URL is set). Then, unless quick, the bundle
 * sizes (bench/bundle.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Volume } from './generator/generate.js';
import { measure, type Measure } from './load/cannon.js';
import { checkFigures } from './load/check.js';
import { BENCH_ADMIN, prepareDataset, readFixture, type Engine } from './load/datasets.js';
import { medianOf } from './load/median.js';
import { openPostgres, type PostgresServer } from './load/postgres.js';
import { routesFor, type Route } from './load/routes.js';
import { startServers, type Target } from './load/server.js';
import { cell, formatTable } from './load/table.js';
import { measureLive } from './load/live.js';
import { measureTargets } from './load/targets.js';
import { login, writePlan, writerPool } from './load/writers.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    engines: { type: 'string', default: 'pglite,postgres' },
    routes: { type: 'string', default: '' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string', default: '' },
    repetitions: { type: 'string', default: '' },
    quick: { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const seconds = quick ? 0.1 : Number(values.duration);
const connections = Number(values.connections);
const runs = Number(values.runs);
/** The targets' repetitions: 3 to measure, 1 for the smoke run. */
const repetitions = Number(values.repetitions || (quick ? 1 : 3));
const volumes: Volume[] = quick
  ? [{ users: 300, submissions: 1_500 }]
  : values.sizes.split(',').map((size) => ({ users: Number(size), submissions: 10 * Number(size) }));
if (
  !volumes.every((volume) => Number.isInteger(volume.users) && volume.users > 0) ||
  !(seconds > 0) ||
  !(Number.isInteger(runs) && runs > 0) ||
  !(Number.isInteger(repetitions) && repetitions > 0) ||
  !['', 'routes', 'targets', 'live'].includes(values.only)
) {
  console.error(
    'Usage: npm run bench -- [--sizes 10000,100000] [--duration 5] [--connections 20] [--runs 1] [--only routes|targets|live] [--repetitions 3] [--quick]',
  );
  process.exit(2);
}
/**
 * Students read as possible writers (signed in only as their submissions are needed), and the
 * profiles the warm profile row spreads over (each asked before it: fewer keep the smoke run short).
 */
const FIXTURE = { writers: 5_000, profiles: quick ? 50 : 2_000 };
const sizeLabel = (volume: Volume) =>
  volume.users % 1000 === 0 ? `${volume.users / 1000}k` : volume.users.toLocaleString('en-US');
const failedChecks: string[] = [];

/**
 * Measures one route (after asking its paths once when the cache is on). A read gets its ratio to
 * the bare route measured just before it with as many connections: this machine's speed drifts
 * within a run by more than the differences the ratio is read for.
 */
async function measureRoute(origin: string, route: Route, publicCache: boolean, bare?: { origin: string; route: Route }) {
  const warm = publicCache ? route.warmUp?.() : undefined;
  if (warm?.length) {
    let i = 0;
    await measure(origin, () => warm[i++ % warm.length], {
      amount: warm.length,
      connections: Math.min(connections, warm.length),
    });
  }
  const length = { seconds, connections: route.connections ?? connections };
  const ceiling = route.kind === 'read' && bare ? await measure(bare.origin, bare.route.next, length) : undefined;
  const measured = await measure(origin, route.next, length);
  if (ceiling) measured.ratio = measured.requestsPerSecond / ceiling.requestsPerSecond;
  return measured;
}

/** One server run: every route in turn against one data set, the cache on or off, then db:check on it. */
async function measureServer(target: Target, label: string, publicCache: boolean) {
  const fixture = await readFixture(target, FIXTURE);
  const { bare, site: server } = await startServers(target, { publicCache });
  const results = new Map<string, Measure>();
  let routes: Route[];
  try {
    const writers = writerPool(server.origin, fixture.writers);
    const adminToken = await login(server.origin, 'admin', BENCH_ADMIN.email, BENCH_ADMIN.password);
    routes = routesFor(fixture, { adminToken, writers }).filter(
      (route) => route.kind === 'ceiling' || values.routes.split('|').some((text) => route.name.includes(text)),
    );
    const plan = writePlan(seconds);
    for (const route of routes) {
      const routeConnections = route.connections ?? connections;
      if (route.writeShare) await writers.ensure(plan.pairs(route.kind, routeConnections, route.writeShare));
      const origin = route.kind === 'ceiling' ? bare.origin : server.origin;
      const measured = await measureRoute(origin, route, publicCache, { origin: bare.origin, route: routes[0] });
      await server.drain();
      plan.record(route.kind, routeConnections, measured);
      results.set(route.name, measured);
      console.log(`  ${route.name.padEnd(56)} ${cell(measured)}`);
    }
  } finally {
    await server.stop();
    await bare.stop();
  }
  const check = checkFigures(target);
  console.log(`  db:check: ${check.verdict}`);
  if (!check.passed) failedChecks.push(`${label}: ${check.verdict}`);
  return { routes, results };
}

const engineName = (engine: Engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

async function measureRoutes(engine: Engine, postgres?: PostgresServer) {
  const measured = new Map<string, Map<string, Measure[]>>();
  let routes: Route[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const volume of volumes) {
      const target = await prepareDataset(engine, volume, postgres);
      for (const publicCache of [false, true]) {
        const label = `${sizeLabel(volume)} ${publicCache ? 'warm' : 'cold'}`;
        const of = runs > 1 ? `, run ${run} of ${runs}` : '';
        console.log(`\n${engine}, ${volume.users.toLocaleString('en-US')} students, cache ${publicCache ? 'on' : 'off'}${of}:`);
        const server = await measureServer(target, `${engine} ${label}${of}`, publicCache);
        routes = server.routes;
        if (!measured.has(label)) measured.set(label, new Map());
        for (const [name, result] of server.results)
          measured.get(label)!.set(name, [...(measured.get(label)!.get(name) ?? []), result]);
      }
    }
  }
  const columns = [...measured].map(([label, byRoute]) => ({
    label,
    results: new Map([...byRoute].map(([name, each]) => [name, medianOf(each)])),
  }));
  const table = formatTable(
    `${engineName(engine)}: ${connections} connections, ${seconds} s per route${runs > 1 ? `, median of ${runs} runs` : ''}`,
    routes,
    columns,
  );
  return (
    `${table}\nPublic reads send \`Accept-Encoding: br\` (as browsers do) but the (plain) row; the bare route and the reads get the same` +
    ` connections. Profiles: the warm row spreads over ${FIXTURE.profiles.toLocaleString('en-US')} ids;` +
    ' the no-warm-up row takes every student in a random order,' +
    ' each once, before any other row asks a profile. Pages at random. Writes: 1, 5 and 20 connections, each' +
    ' (student, project) submitted once per server run; the mixes: public reads at random.' +
    "\nWarm: each public read's paths (every page, profile, course, project) asked once before its measure."
  );
}

/** The targets of each size, on a server of its own after the routes' (bench/load/targets.ts). */
async function measureEngineTargets(engine: Engine, postgres?: PostgresServer) {
  const tables: string[] = [];
  for (const volume of volumes) {
    const target = await prepareDataset(engine, volume, postgres);
    const title = `${engineName(engine)}, ${volume.users.toLocaleString('en-US')} students`;
    console.log(`\n${title}, targets:`);
    tables.push(await measureTargets(target, title, { seconds, connections, repetitions, floorsOnce: quick }));
    const check = checkFigures(target);
    console.log(`  db:check: ${check.verdict}`);
    if (!check.passed) failedChecks.push(`${title} targets: ${check.verdict}`);
  }
  return tables;
}

/** The live bench of each size (bench/load/live.ts): 1,000 streams, or 20 in the smoke run. */
async function measureEngineLive(engine: Engine, postgres?: PostgresServer) {
  const tables: string[] = [];
  for (const volume of volumes) {
    const target = await prepareDataset(engine, volume, postgres);
    const title = `${engineName(engine)}, ${volume.users.toLocaleString('en-US')} students`;
    console.log(`\n${title}, live streams:`);
    const streams = quick ? { anonymous: 18, students: 2 } : { anonymous: 900, students: 100 };
    tables.push(await measureLive(target, title, { seconds, connections, repetitions, streams, samples: quick ? 1 : 3 }));
    // The smoke run's targets checked the figures after the same kind of writes: its seconds are counted.
    if (quick) continue;
    const check = checkFigures(target);
    console.log(`  db:check: ${check.verdict}`);
    if (!check.passed) failedChecks.push(`${title} live: ${check.verdict}`);
  }
  return tables;
}

async function measureEngine(engine: Engine, postgres?: PostgresServer) {
  const only = (part: string) => !values.only || values.only === part;
  return [
    ...(only('routes') ? [await measureRoutes(engine, postgres)] : []),
    ...(only('targets') ? await measureEngineTargets(engine, postgres) : []),
    ...(only('live') ? await measureEngineLive(engine, postgres) : []),
  ];
}

const engines = new Set(values.engines.split(','));
const postgres = !engines.has('postgres') || (quick && !process.env.BENCH_DATABASE_URL) ? undefined : openPostgres();
const tables: string[] = [];
try {
  if (engines.has('pglite')) tables.push(...(await measureEngine('pglite')));
  if (postgres) tables.push(...(await measureEngine('postgres', postgres)));
  else if (engines.has('postgres') && !quick)
    console.log('\nNo PostgreSQL (set BENCH_DATABASE_URL or install PostgreSQL): PGlite only.');
} finally {
  postgres?.stop();
}
console.log(`\n${tables.join('\n\n')}`);
console.log(
  failedChecks.length
    ? `\ndb:check found differences after ${failedChecks.length} server run(s):\n${failedChecks.join('\n')}`
    : '\ndb:check: every figure matched the rows after every server run.',
);
if (failedChecks.length) process.exitCode = 1;

if (!quick && existsSync('dist/web/index.html')) {
  console.log('\n== bench/bundle.ts');
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/bundle.ts'], { stdio: 'inherit' });
}
