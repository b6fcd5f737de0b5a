/**
 * CSV export benchmark (issue 14 item 4): resident memory of the process while it streams every
 * user (the users.csv export: points, rank, courses) over real HTTP to a client that reads as fast
 * as it can, and, on the embedded database, how long other queries wait meanwhile.
 *   DATA_DIR=/tmp/copy-of-a-pglite-dataset npx tsx bench/export.ts [--export users]
 *   DATABASE_URL=postgres://.../academy_bench_100000_1000000 npx tsx bench/export.ts
 * The PostgreSQL database is only read (no migration runs: the schema must be current). The
 * PGlite directory is migrated if needed: point it at a copy. Exports go through a bare HTTP
 * server (no sign-in, which would write a token): the stream is the route's own (exportCsv).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ExportName } from '../contracts/exports.js';
import { openDatabase, rows, type Database } from '../server/db/client.js';
import * as schema from '../server/db/schema.js';
import { trackDatabase } from '../server/freshness/app-database.js';
import { createFreshness } from '../server/freshness/freshness.js';
import { exportCsv } from '../server/modules/exports/service.js';

const { values } = parseArgs({ options: { export: { type: 'string', default: 'users' } } });
const name = values.export as ExportName;
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

async function open(): Promise<{ db: Database; engine: string; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4, options: '-c jit=off' });
    return { db: drizzle(pool, { schema }) as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  if (!process.env.DATA_DIR) throw new Error('Set DATA_DIR (a copy of a PGlite dataset) or DATABASE_URL');
  const handle = await openDatabase({ dataDir: process.env.DATA_DIR });
  return { db: handle.db, engine: 'pglite', close: handle.close };
}

const { db: shared, engine, close } = await open();
// As the route does: the app's database, whose rank snapshot gives the ranks (a bare one would count per student).
const db = trackDatabase(shared, await createFreshness({ log: console as never }));
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
  void pipeline(exportCsv(db, name), response).catch((error: unknown) => console.error('export failed', error));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
try {
  const [{ count }] = rows<{ count: number }>(
    await db.execute(`SELECT COUNT(*)::int AS count FROM ${name === 'submissions' ? 'user_projects' : name}`),
  );
  gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 20);

  // Another request's query every 100 ms while the export runs: how long it waits.
  const waits: number[] = [];
  let exporting = true;
  const probe = (async () => {
    while (exporting) {
      const start = performance.now();
      await db.execute('SELECT COUNT(*) FROM courses');
      waits.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const start = performance.now();
  let bytes = 0;
  let lines = 0;
  await new Promise<void>((resolve, reject) => {
    http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (response) => {
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      response.on('end', resolve);
      response.on('error', reject);
    });
  });
  const seconds = (performance.now() - start) / 1000;
  exporting = false;
  await probe;
  clearInterval(sampler);
  waits.sort((a, b) => a - b);
  const p = (q: number) => (waits.length ? waits[Math.min(waits.length - 1, Math.floor(q * waits.length))].toFixed(0) : '-');

  console.log(
    `${name}.csv on ${engine} (${count.toLocaleString('en-US')} rows), ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(`  streamed ${mb(bytes)} (${lines.toLocaleString('en-US')} lines incl. header) in ${seconds.toFixed(1)} s`);
  console.log(`  RSS baseline ${mb(baseline)}, peak ${mb(peak)}: growth ${mb(peak - baseline)} (target < 100 MB)`);
  console.log(`  JS heap peak ${mb(heapPeak)}`);
  console.log(
    `  a concurrent query during the export: ${waits.length} runs, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`,
  );
} finally {
  server.close();
  await close();
}
