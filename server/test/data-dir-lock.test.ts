/**
 * One server per embedded database (issue 10, item 7): a second server on the same DATA_DIR exits
 * with one clear line while the first keeps answering; a lock left by kill -9 does not block the
 * next start; a folder that cannot be created gives one line naming it.
 * Spawns real processes, so it runs once: in the PGlite pass of `npm test`, not the PostgreSQL one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirAccessError, DataDirBusyError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock.js';
import { meaningfulLines, request, spawnScript, serverEnv, startServer, stopServer, type Spawned } from './spawn-server.js';

const runs = !process.env.TEST_DATABASE_URL;
const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
const started: Spawned[] = [];

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(temp, { recursive: true, force: true });
});

describe.runIf(runs)('DATA_DIR lock', () => {
  it('refuses a second holder in the same process, takes over a lock whose process is dead', async () => {
    const dir = path.join(temp, 'unit');
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    // A lock written by a process that no longer exists (kill -9): taken over at once.
    const dead = spawnSync(process.execPath, ['-e', '0']);
    const host = os.hostname();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead.pid, host, started: null, token: 'x' }));
    const again = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await again.release();

    // A lock of a live process (this test runner's parent) is respected.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host, started: null, token: 'y' }));
    await expect(lockDataDir(dir)).rejects.toThrow(`another server is already using ${dir} (pid ${process.ppid}); stop it first`);
  });

  it('names a folder that cannot be created', async () => {
    const file = path.join(temp, 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(lockDataDir(path.join(file, 'data'))).rejects.toBeInstanceOf(DataDirAccessError);
    if (process.platform === 'linux') {
      // Node's own recursive mkdir never returns here: the lock must not hang on it.
      await expect(lockDataDir('/proc/nope')).rejects.toThrow('the data folder /proc/nope cannot be created');
    }
  });

  it('a second server on one DATA_DIR exits with one line; the first keeps working; kill -9 leaves no block', async () => {
    const dataDir = path.join(temp, 'data');
    const first = await startServer({ DATA_DIR: dataDir });
    started.push(first);
    expect((await request(first.base, 'GET', '/api/health')).status).toBe(200);

    const second = spawnScript('server/main.ts', serverEnv({ DATA_DIR: dataDir }));
    started.push(second);
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(meaningfulLines(second.output())).toEqual([
      `Cannot start: another server is already using ${dataDir} (pid ${first.child.pid}); stop it first`,
    ]);
    expect((await request(first.base, 'GET', '/api/health')).status).toBe(200);

    // kill -9: the lock file stays behind, naming a dead process; the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = await startServer({ DATA_DIR: dataDir });
    started.push(third);
    expect((await request(third.base, 'GET', '/api/health')).status).toBe(200);
    const login = await request(third.base, 'POST', '/api/admin/login', undefined, {
      email: 'crash-admin@academy.test',
      password: 'secret123',
    });
    expect(login.status).toBe(200);

    // A clean stop releases the lock.
    expect((await stopServer(third)).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);

  it('a DATA_DIR that cannot be created stops the server with one line naming it', async () => {
    const file = path.join(temp, 'plain-file');
    writeFileSync(file, '');
    const server = spawnScript('server/main.ts', serverEnv({ DATA_DIR: path.join(file, 'data') }));
    started.push(server);
    expect((await server.exited).code).toBe(1);
    expect(meaningfulLines(server.output())).toEqual([
      `Cannot start: the data folder ${path.join(file, 'data')} cannot be created (ENOTDIR); set DATA_DIR to a writable folder`,
    ]);
  });
});
