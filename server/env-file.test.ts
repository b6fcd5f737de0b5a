import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnvFileIfPresent } from './env-file.js';
import { ROOT } from './test/spawn-server.js';

const FROM_ENV = 'ACADEMY_ENV_FILE_TEST_REAL';
const FROM_FILE = 'ACADEMY_ENV_FILE_TEST_FILE';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-env-file-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  delete process.env[FROM_ENV];
  delete process.env[FROM_FILE];
  await rm(dir, { recursive: true, force: true });
});

describe('.env loading', () => {
  it('adds the variables of .env and keeps those already in the environment', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    process.env[FROM_ENV] = 'from the environment';
    await writeFile(path.join(dir, '.env'), `${FROM_ENV}=from the file\n${FROM_FILE}="from the file"\n`);
    expect(loadEnvFileIfPresent(dir)).toBe(path.join(dir, '.env'));
    expect(process.env[FROM_ENV]).toBe('from the environment');
    expect(process.env[FROM_FILE]).toBe('from the file');
  });

  it('does nothing without a .env file', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(loadEnvFileIfPresent(dir)).toBeUndefined();
  });

  it('does nothing under NODE_ENV=test: tests set their own environment', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    await writeFile(path.join(dir, '.env'), `${FROM_FILE}=from the file\n`);
    expect(loadEnvFileIfPresent(dir)).toBeUndefined();
    expect(process.env[FROM_FILE]).toBeUndefined();
  });

  it('npm run db:migrate reads DATA_DIR from .env in the working directory', async () => {
    await writeFile(path.join(dir, '.env'), 'DATA_DIR=./data-from-env-file\nLOG_LEVEL=silent\n');
    const env = { ...process.env };
    for (const name of ['NODE_ENV', 'DATA_DIR', 'DATABASE_URL', 'TEST_DATABASE_URL']) delete env[name];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // tsx by its full address: the working directory is outside the project.
      [
        '--import',
        pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href,
        path.join(ROOT, 'server/db/migrate-cli.ts'),
      ],
      { cwd: dir, env },
    );
    expect(stdout).toContain('Migrations applied (pglite).');
    expect(existsSync(path.join(dir, 'data-from-env-file', 'pgdata'))).toBe(true);
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  }, 90_000);
});
