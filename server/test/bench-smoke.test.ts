/**
 * `npm run bench -- --quick` keeps working (the benchmark cannot rot unnoticed): it generates a
 * small academy, serves it cold and warm and prints a figure for every route. No timing asserts:
 * the figures of a shared CI machine mean nothing. Once per CI run: skipped on the PostgreSQL pass.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const ROUTES = [
  'GET /api/health (ceiling)',
  'GET /api/front/leaderboard',
  'GET /api/front/stats',
  'GET /api/front/users?page=R&per_page=9',
  'GET /api/users/user/{id}',
  'GET /api/front/achievements',
  'GET /api/front/courses',
  'GET /api/users/course/{id}',
  'GET /api/users/project/{id}',
  'GET /api/admin/users?page=R&per_page=10',
  'POST /api/front/user-projects',
];

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
  it('prints a figure for every route, cold and warm', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
    const { code, output } = await runQuickBench(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
    expect(code, output).toBe(0);
    for (const route of ROUTES) {
      const row = output.split('\n').find((line) => line.startsWith(`| ${route} |`));
      expect(row, `no row for ${route}:\n${output}`).toBeDefined();
      const cells = row!.split('|').slice(2, -1);
      expect(cells, row).toHaveLength(2);
      for (const cell of cells) expect(cell, row).toMatch(/\d[\d,]*\/s/);
    }
  });
});
