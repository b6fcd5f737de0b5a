/**
 * Real server processes for the tests that need one (a second server on one DATA_DIR, kill -9 in
 * the middle of writes): `node --import tsx server/main.ts` with PORT=0, the port read from its
 * "Server listening" log line. Spawned directly (not through npx) so a signal reaches the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Json } from './http.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'crash-admin@academy.test', password: 'secret123' };

export type Spawned = {
  child: ChildProcess;
  /** Everything written so far, stdout and stderr together. */
  output(): string;
  /** Exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** A port nothing listens on now, for a server that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Environment of a spawned server: no demo content, a known admin, logs kept for the port. */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.TEST_DATABASE_URL;
  return {
    ...base,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    LOGIN_RATE_LIMIT: '10000',
    ...env,
  };
}

/** Runs a TypeScript entry of the project (server/main.ts, server/db/check-cli.ts, ...). */
export function spawnScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

/** Starts a server and resolves with its base URL once it listens (rejects if it exits first). */
export async function startServer(env: Record<string, string>, timeoutMs = 45_000): Promise<Spawned & { base: string }> {
  const server = spawnScript('server/main.ts', serverEnv(env));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${server.output()}`));
    }, timeoutMs);
    const look = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.child.stdout?.on('data', look);
    server.child.stderr?.on('data', look);
    void server.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${server.output()}`));
    });
  });
  return { ...server, base };
}

/** Stops a server with SIGTERM (clean shutdown) and waits for it. */
export async function stopServer(server: Spawned) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

export async function request(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}

/** Lines a person would read: npm's and Node's own warnings left out. */
export function meaningfulLines(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('npm warn') && !line.startsWith('(node:'));
}

/**
 * A root for an unchanged copy of scripts/start.mjs (`npm start`) that never builds the web app:
 * its dist/web is newer than its (empty) sources; the project's server/ and node_modules/ are linked in.
 */
export function startScriptRoot(parent: string): string {
  const root = path.join(parent, 'root');
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  copyFileSync(path.join(ROOT, 'scripts/start.mjs'), path.join(root, 'scripts/start.mjs'));
  copyFileSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
  for (const dir of ['server', 'node_modules']) symlinkSync(path.join(ROOT, dir), path.join(root, dir), 'dir');
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'contracts'));
  mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  writeFileSync(path.join(root, 'dist/web/index.html'), '<!doctype html>');
  return root;
}

/** Whether a process of that pid is alive. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
