/**
 * The watchdog ends a process whose main thread stays blocked past its timeout, with one fatal
 * line naming the block and the last route, and leaves alone one that keeps answering. A kill
 * would end Vitest's own worker, so each case runs blocking-process.ts as a process of its own.
 * Spawns processes, so it runs once: in the PGlite pass of `npm test`.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const TIMEOUT_MS = 1_000;

type Run = { code: number | null; signal: NodeJS.Signals | null; output: string; pid: number; afterBlockingMs: number };

/** Runs blocking-process.ts to its end (killed after `limitMs` at the latest). */
async function run(plan: 'forever' | 'stutter' | 'stopped', limitMs: number): Promise<Run> {
  const script = path.join(import.meta.dirname, 'blocking-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(TIMEOUT_MS), plan], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let blockingAt = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!blockingAt && output.includes('blocking\n')) blockingAt = performance.now();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const limit = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (exitCode, killedBy) => resolve({ code: exitCode, signal: killedBy })),
  );
  clearTimeout(limit);
  return { code, signal, output, pid: child.pid!, afterBlockingMs: performance.now() - blockingAt };
}

const fatalLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.level === 60);

describe.runIf(!process.env.TEST_DATABASE_URL)('the watchdog', () => {
  it('kills a process whose main thread stays blocked past the timeout, after one line naming the block', async () => {
    const result = await run('forever', 15_000);
    expect(result.signal, result.output).toBe('SIGKILL');
    // Noticed within a few checks of the timeout (the limit above would have killed it much later).
    expect(result.afterBlockingMs).toBeLessThan(TIMEOUT_MS + 2_000);
    const lines = fatalLines(result.output);
    expect(lines, result.output).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ pid: result.pid, hostname: os.hostname(), route: 'GET /api/front/courses/:id' });
    expect(line.blockedMs).toBeGreaterThan(TIMEOUT_MS);
    expect(line.blockedMs).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(Math.abs((line.time as number) - Date.now())).toBeLessThan(10_000);
    expect(line.msg).toMatch(/^main thread blocked for \d+ ms \(last request: GET \/api\/front\/courses\/:id\)/);
    expect(result.output).not.toContain('done');
  }, 20_000);

  it('leaves alone a main thread that blocks for half the timeout again and again, over five timeouts', async () => {
    const result = await run('stutter', 20_000);
    expect({ code: result.code, signal: result.signal }, result.output).toEqual({ code: 0, signal: null });
    expect(fatalLines(result.output)).toEqual([]);
    // The process ended by itself: neither the thread nor the heartbeat holds it open.
    expect(result.output).toContain('done');
  }, 25_000);

  it('once stopped, watches nothing', async () => {
    const result = await run('stopped', 15_000);
    expect({ code: result.code, signal: result.signal }, result.output).toEqual({ code: 0, signal: null });
    expect(fatalLines(result.output)).toEqual([]);
  }, 20_000);
});

describe('WATCHDOG_SECONDS and ACADEMY_TEST_HOOKS', () => {
  it('watch for 10 s by default; 0 turns the watchdog off', () => {
    expect(loadConfig({}).watchdogMs).toBe(10_000);
    expect(loadConfig({ WATCHDOG_SECONDS: '' }).watchdogMs).toBe(10_000);
    expect(loadConfig({ WATCHDOG_SECONDS: '2.5' }).watchdogMs).toBe(2_500);
    expect(loadConfig({ WATCHDOG_SECONDS: '0' }).watchdogMs).toBe(0);
  });

  it('refuse a timeout under a second, and test routes in production', () => {
    for (const value of ['0.5', '-1', 'ten']) {
      expect(() => loadConfig({ WATCHDOG_SECONDS: value })).toThrow(/^Invalid configuration: WATCHDOG_SECONDS: /);
    }
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ ACADEMY_TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(loadConfig({ ACADEMY_TEST_HOOKS: '0', NODE_ENV: 'production' }).testHooks).toBe(false);
    expect(() => loadConfig({ ACADEMY_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACADEMY_TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: ACADEMY_TEST_HOOKS: must not be set with NODE_ENV=production',
    );
  });
});
