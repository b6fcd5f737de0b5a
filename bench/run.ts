/**
 * `npm run bench`: the load benchmark. Serves generated academies (`npm run bench:data`) over
 * real HTTP, once with the public-answer cache off (cold) and once on (warm), on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, or a local cluster of its own when PostgreSQL is installed),
 * and prints requests/s, p50 and p99 per route and size.
 *   npm run bench -- [--sizes 10000,100000] [--duration 5] [--connections 20] [--engines pglite,postgres]
 *                    [--routes <text>] [--quick]
 * `--routes`: only the routes whose name contains the text (the ceiling is always measured).
 * `--quick`: the seconds-long smoke run CI does (2,000 students, 1 s per route, PGlite only
 * unless BENCH_DATABASE_URL is set). Then, unless quick, the bundle sizes (bench/bundle.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Volume } from './generator/generate.js';
import { measure, type Measure } from './load/cannon.js';
import { BENCH_ADMIN, prepareDataset, readFixture, type Engine } from './load/datasets.js';
import { openPostgres, type PostgresServer } from './load/postgres.js';
import { routesFor, signIn, type Route } from './load/routes.js';
import { startServer } from './load/server.js';
import { formatTable, type Column } from './load/table.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    engines: { type: 'string', default: 'pglite,postgres' },
    routes: { type: 'string', default: '' },
    quick: { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const seconds = quick ? 1 : Number(values.duration);
const connections = Number(values.connections);
const volumes: Volume[] = quick
  ? [{ users: 2_000, submissions: 10_000 }]
  : values.sizes.split(',').map((size) => ({ users: Number(size), submissions: 10 * Number(size) }));
if (!volumes.every((volume) => Number.isInteger(volume.users) && volume.users > 0) || !(seconds > 0)) {
  console.error('Usage: npm run bench -- [--sizes 10000,100000] [--duration 5] [--connections 20] [--quick]');
  process.exit(2);
}
const writers = quick ? 20 : 200;
const sizeLabel = (volume: Volume) =>
  volume.users % 1000 === 0 ? `${volume.users / 1000}k` : volume.users.toLocaleString('en-US');

/** One server run: every route in turn against one data set, the cache on or off. */
async function measureServer(target: Awaited<ReturnType<typeof prepareDataset>>, publicCache: boolean) {
  const fixture = await readFixture(target, writers);
  const server = await startServer(target, { publicCache });
  const results = new Map<string, Measure>();
  try {
    const routes = routesFor(fixture, await signIn(server.origin, fixture, BENCH_ADMIN)).filter(
      (route) => route.kind === 'ceiling' || route.name.includes(values.routes),
    );
    for (const route of routes) {
      // Warm: every path the route spreads over was asked once, so the figure is the cache's.
      const paths = publicCache ? route.paths?.() : undefined;
      if (paths && paths.length) {
        let i = 0;
        await measure(server.origin, () => ({ path: paths[i++ % paths.length] }), {
          amount: paths.length,
          connections: Math.min(connections, paths.length),
        });
      }
      const measured = await measure(server.origin, route.next, { seconds, connections });
      await server.drain();
      results.set(route.name, measured);
      console.log(
        `  ${route.name.padEnd(44)} ${Math.round(measured.requestsPerSecond).toString().padStart(7)}/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms${measured.failures ? `  ${measured.failures} failed` : ''}`,
      );
    }
    return { routes, results };
  } finally {
    await server.stop();
  }
}

async function measureEngine(engine: Engine, postgres?: PostgresServer) {
  const columns: Column[] = [];
  let routes: Route[] = [];
  for (const volume of volumes) {
    const target = await prepareDataset(engine, volume, postgres);
    for (const publicCache of [false, true]) {
      const label = `${sizeLabel(volume)} ${publicCache ? 'warm' : 'cold'}`;
      console.log(`\n${engine}, ${volume.users.toLocaleString('en-US')} students, cache ${publicCache ? 'on' : 'off'}:`);
      const run = await measureServer(target, publicCache);
      routes = run.routes;
      columns.push({ label, results: run.results });
    }
  }
  const table = formatTable(
    `${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${connections} connections, ${seconds} s per route`,
    routes,
    columns,
  );
  return (
    `${table}\nProfiles spread over up to 2,000 ids, pages at random; the write mix: up to ${writers} students signed in.` +
    "\nWarm: each public read's paths (every page, profile, course, project) asked once before its measure."
  );
}

const engines = new Set(values.engines.split(','));
const postgres = !engines.has('postgres') || (quick && !process.env.BENCH_DATABASE_URL) ? undefined : openPostgres();
const tables: string[] = [];
try {
  if (engines.has('pglite')) tables.push(await measureEngine('pglite'));
  if (postgres) tables.push(await measureEngine('postgres', postgres));
  else if (engines.has('postgres') && !quick)
    console.log('\nNo PostgreSQL (set BENCH_DATABASE_URL or install PostgreSQL): PGlite only.');
} finally {
  postgres?.stop();
}
console.log(`\n${tables.join('\n\n')}`);

if (!quick && existsSync('dist/web/index.html')) {
  console.log('\n== bench/bundle.ts');
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/bundle.ts'], { stdio: 'inherit' });
}
