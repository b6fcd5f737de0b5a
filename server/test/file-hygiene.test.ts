/**
 * The check that lets the server tests share a worker's modules (file-hygiene.ts) must fail a file
 * that leaves state behind: run on a fixture that leaves a listening server, an environment variable
 * and a process listener, in a Vitest of its own.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

it('fails a test file that leaves a server, an environment variable or a listener behind', async () => {
  const run = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'server/test/hygiene-fixture/vitest.config.ts'],
    { cwd: root, env: { ...process.env, CI: 'true', NO_COLOR: '1' } },
  ).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout: string; stderr: string }) => ({ failed: true, output: `${error.stdout}\n${error.stderr}` }),
  );
  expect(run.failed).toBe(true);
  expect(run.output).toContain('left behind what the next file of its worker would meet');
  expect(run.output).toContain('environment variables changed: ACADEMY_LEFT_BEHIND');
  expect(run.output).toContain('process listeners added: SIGTERM +1');
  expect(run.output).toMatch(/handles left open: .*TCPServerWrap \+1/);
}, 60_000);
