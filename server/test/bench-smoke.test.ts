/**
 * `npm run bench -- --quick` keeps working (the benchmark cannot rot unnoticed): it generates a
 * small academy, serves it cold and warm and prints a figure for every route, none failed (no
 * error status, no read over 1 KB sent uncompressed to a br request, no submission made twice),
 * then a ratio for every target (bench/load/targets.ts, its SQL floors replaying frozen statements
 * on the current schema), the live bench with 20 streams (bench/load/live.ts: its ratio, a
 * submission's event and a bulk award's notifications arriving on every stream, the memory per
 * stream), and db:check is clean after each server run (the floors' writes too). No timing asserts: the figures of a shared CI
 * machine mean nothing. Once per CI run: skipped on the PostgreSQL pass.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const ROUTES = [
  'GET bare Fastify route (ceiling)',
  'GET /api/health (DB health)',
  'GET /api/front/leaderboard (br)',
  'GET /api/front/stats (br)',
  'GET /api/front/stats (plain)',
  'GET /api/front/stats?cb=<random> (br)',
  'GET /api/front/users?page=R&per_page=9 (br)',
  'GET /api/users/user/{id} (random id, no warm-up, br)',
  'GET /api/users/user/{id} (br)',
  'GET /api/front/achievements (br)',
  'GET /api/front/courses (br)',
  'GET /api/users/course/{id} (br)',
  'GET /api/users/project/{id} (br)',
  'GET /api/admin/users?page=R&per_page=10',
  'POST /api/front/user-projects, 1 writer',
  'POST /api/front/user-projects, 5 writers',
  'POST /api/front/user-projects, 20 writers',
  'GET /api/user/standing',
];
/** The targets (bench/load/targets.ts): each row a ratio and the cell and reference it came from. */
const TARGETS = [
  'cached reads (br) / R1',
  'reads, 1 in 10 a submission / the same reads alone',
  "those reads' p99 / their p99 alone",
  'reads, 1 in 100 a submission / the same reads alone',
  'cold profiles / R3',
  'cold project pages / R1',
  "largest project's last page / its first (p50 time)",
  '20 writers / R5 at 20',
  '1 writer / R5 at 1',
];
/** Reads with submissions among them: their cells give the reads' and the writes' latencies apart. */
const MIXES = ['reads, 1 in 10 a submission', 'reads, 1 in 100 a submission'];
/** The live bench's rows (bench/load/live.ts): every event arrived on every stream it was for. */
const LIVE_ROWS = [
  /^\| reads, 1 in 10 a submission, 20 live streams \/ the same with none \| ≥ 0\.8 \| \d+\.\d\d \| (met|not met) \| reads .*\d.* \| none .*\d.* \|$/,
  /^\| a submission's `stats` event: its answer to the last of 20 streams \| -?[\d.,]+ ms \| 1 \|$/,
  /^\| a bulk award to 2 students: its answer \(202\) to the last of their notifications \| -?[\d.,]+ ms \| 1 \|$/,
  /^\| server memory per stream: RSS \| -?[\d.]+ KB \| 1 \|$/,
  /^\| server memory per stream: heap after a full collection \| -?[\d.]+ KB \| 1 \|$/,
];
const FIGURE = /^ [\d,]+\/s( ×\d+\.\d\d)? · /;
const LATENCY = '\\d[\\d.,]*/\\d[\\d.,]*';

function runQuickBench(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick'], {
      cwd: root,
      // NODE_ENV=test (from Vitest) reaches the servers it starts: a developer's .env stays out.
      // A fresh folder: data kept from an earlier run must not hide a generator that fails on a new schema.
      env: { ...process.env, BENCH_DATABASE_URL: '', BENCH_PGLITE_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run bench -- --quick', () => {
  it(
    'prints a figure for every route, cold and warm, none failed, a ratio for every target, the live rows, db:check clean',
    { timeout: 300_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
      const { code, output } = await runQuickBench(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
      expect(code, output).toBe(0);
      const cellsOf = (route: string) => {
        const row = output.split('\n').find((line) => line.startsWith(`| ${route} |`));
        expect(row, `no row for ${route}:\n${output}`).toBeDefined();
        const cells = row!.split('|').slice(2, -1);
        expect(cells, row).toHaveLength(2);
        for (const cell of cells) {
          expect(cell, row).toMatch(FIGURE);
          expect(cell, row).not.toMatch(/failed/);
        }
        return cells;
      };
      for (const route of ROUTES) for (const cell of cellsOf(route)) expect(cell).toMatch(new RegExp(` ${LATENCY} ms $`));
      for (const mix of MIXES)
        for (const cell of cellsOf(mix)) expect(cell).toMatch(new RegExp(` reads ${LATENCY} · writes ${LATENCY} ms $`));
      // Every read is measured against the bare route, measured just before it.
      for (const route of ROUTES.filter((name) => name.startsWith('GET /')))
        for (const cell of cellsOf(route)) expect(cell).toMatch(/×\d/);
      // Every target a finite ratio, its goal and whether it was met, beside the figures it came from.
      for (const target of TARGETS) {
        const row = output.split('\n').find((line) => line.startsWith(`| ${target} |`));
        expect(row, `no target row ${target}:\n${output}`).toMatch(
          /^\| .+ \| [≥≤] [\d.]+ \| \d+\.\d\d \| (met|not met) \| .*\d.* \| .*\d.* \|$/,
        );
      }
      for (const row of LIVE_ROWS)
        expect(
          output.split('\n').find((line) => row.test(line)),
          `no live row ${row}:\n${output}`,
        ).toBeDefined();
      expect(output).not.toMatch(/Stream clients' failures/);
      expect(output).toMatch(/db:check: every figure matched the rows after every server run\./);
    },
  );
});
