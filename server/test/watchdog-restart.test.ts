/**
 * The site comes back by itself when one request blocks the main thread (issue 41, items 3, 4
 * and 6): through `npm start`, a request that never lets go of the main thread (the test switch,
 * ACADEMY_TEST_HOOKS=1) is caught by the watchdog, which kills the server; start.mjs starts it
 * again, and /api/health answers within 30 s with every acknowledged write still there. SIGTERM
 * then stops it for good: exit 0, no further restart.
 *
 * As start-signals.test.ts does, it runs an unchanged copy of scripts/start.mjs in a temporary
 * root whose dist/web is fresh (no web build). Spawns processes, so it runs once: in the PGlite
 * pass of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freePort, isRunning, request, serverEnv, startScriptRoot } from './spawn-server.js';

const runs = !process.env.TEST_DATABASE_URL;
const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-watchdog-'));
let child: ChildProcess | undefined;
let output = '';

/** Every server pid in the JSON log lines, in order. */
const serverPids = () => [...new Set([...output.matchAll(/"pid":(\d+)/g)].map((match) => Number(match[1])))];

afterAll(() => {
  // npm, start.mjs and every server they started share the child's process group.
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const pid of serverPids()) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  rmSync(temp, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /api/health until it answers 200; returns how long that took. */
async function healthy(base: string, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child?.exitCode !== null) throw new Error(`npm start exited (${child?.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return Date.now() - start;
    await pause(100);
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs} ms:\n${output}`);
}

const watchdogLines = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('main thread blocked'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const restartLines = () => output.split('\n').filter((line) => line.startsWith('server exited'));

describe.runIf(runs)('a blocked main thread, through npm start', () => {
  it('is killed by the watchdog and restarted; acknowledged writes survive; SIGTERM then stops it', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn('npm', ['start'], {
      cwd: startScriptRoot(temp),
      env: serverEnv({
        PORT: String(port),
        DATA_DIR: path.join(temp, 'data'),
        WATCHDOG_SECONDS: '2',
        ACADEMY_TEST_HOOKS: '1',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child?.once('exit', (code, signal) => resolve({ code, signal })),
    );

    await healthy(base, 40_000);
    const token = (await request(base, 'POST', '/api/admin/login', undefined, ADMIN)).body.token as string;
    expect(token, output).toBeTruthy();
    const saved = await request(base, 'POST', '/api/admin/skills', token, { name: 'Watchdog skill' });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);

    const blocked = await fetch(`${base}/api/test/block-main-thread`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(1_000),
    }).then(
      (reply) => reply.status,
      (error: Error) => error.name,
    );
    expect(blocked).toBe('TimeoutError');

    const backAfterMs = await healthy(base, 30_000);
    const skills = await request(base, 'GET', '/api/admin/skills', token);
    expect(skills.status).toBe(200);
    expect(JSON.stringify(skills.body)).toContain('Watchdog skill');

    const [line, ...more] = watchdogLines();
    expect(more, output).toEqual([]);
    expect(line, output).toMatchObject({ level: 60, route: 'POST /api/test/block-main-thread' });
    expect(line.blockedMs).toBeGreaterThan(2_000);
    expect(restartLines(), output).toEqual([
      expect.stringMatching(/^server exited \(signal SIGKILL\) after \d+ s; restarting in 1 s \(restart 1\)$/),
    ]);
    const pids = serverPids();
    expect(pids, output).toHaveLength(2);
    expect(isRunning(pids[0])).toBe(false);
    console.log(`watchdog restart: /api/health answered again ${(backAfterMs / 1000).toFixed(1)} s after the blocking request`);

    child.kill('SIGTERM');
    const exit = await Promise.race([exited, pause(10_000).then(() => 'timeout' as const)]);
    expect(exit, output).toEqual({ code: 0, signal: null });
    expect(output).toContain('shutting down');
    expect(restartLines()).toHaveLength(1);
    expect(isRunning(pids[1])).toBe(false);
  }, 120_000);
});
