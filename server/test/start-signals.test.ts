/**
 * `npm start` (scripts/start.mjs) runs the server as a child process: SIGTERM or SIGINT sent to it
 * (by npm, systemd, docker stop, Ctrl-C) must reach the server, which closes cleanly (exit 0) and
 * frees its port within a few seconds. Sent to `npm start` itself too (issue 20 item 9: npm 11
 * passes a signal to the shell running the script, which died and left the server running).
 *
 * The script builds the web app first when dist/web is missing or stale; so that this test never
 * runs a build, it runs an unchanged copy of the script in a temporary root whose dist/web is
 * fresh, with the project's server/ and node_modules/ linked in. Spawns processes, so it runs once:
 * in the PGlite pass of `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isRunning, serverEnv, startScriptRoot } from './spawn-server.js';
import { within } from './within.js';

const runs = !process.env.TEST_DATABASE_URL;
const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-start-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** True when nothing listens on the port any more (it can be listened on again). */
async function portIsFree(port: number): Promise<boolean> {
  const server = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

/** The pid in the server's JSON log lines. */
const serverPid = (output: string) => Number(/"pid":(\d+)/.exec(output)?.[1] ?? NaN);

const ways = {
  'node scripts/start.mjs': [process.execPath, 'scripts/start.mjs'],
  'npm start': ['npm', 'start'],
} as const;

describe.runIf(runs)('npm start passes a signal on to the server', () => {
  const root = runs ? startScriptRoot(temp) : '';
  // One data folder for every run: each start must find the lock of the one before released.
  const dataDir = path.join(temp, 'data');

  // Through node: SIGTERM only (each start of an embedded database costs a second or more; main.ts
  // handles SIGINT the same way). Through npm: both, as systemd, docker and a terminal send them.
  const cases = [
    ['node scripts/start.mjs', 'SIGTERM'],
    ['npm start', 'SIGTERM'],
    ['npm start', 'SIGINT'],
  ] as const;
  for (const [way, signal] of cases) {
    it(`${way}, ${signal}: the server closes cleanly, exit 0, port freed, no process left`, async () => {
      const port = await freePort();
      const [command, ...args] = ways[way];
      const child = spawn(command, args, {
        cwd: root,
        env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, killedBy) => resolve({ code, signal: killedBy })),
      );
      try {
        const deadline = Date.now() + 40_000;
        while (
          !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (reply) => reply.ok,
            () => false,
          ))
        ) {
          if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const sent = Date.now();
        child.kill(signal);
        const exit = await within(exited, 5_000, 'timeout' as const);
        expect(exit, output).toEqual({ code: 0, signal: null });
        expect(Date.now() - sent).toBeLessThan(5_000);
        expect(output).toContain('shutting down');
        expect(isRunning(serverPid(output)), output).toBe(false);
        expect(await portIsFree(port)).toBe(true);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        // A server left behind (the bug this guards against) must not outlive the test.
        const pid = serverPid(output);
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
        // 'exit' can come before the pipes close (a grandchild may hold them a moment longer):
        // close this end, so the file leaves no pipe open for the next file of its worker.
        child.stdout.destroy();
        child.stderr.destroy();
      }
    }, 60_000);
  }
});
