/**
 * The site as a child process, as `npm start` runs it, and the bare Fastify route beside it, each
 * on a free port; stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

export type Target = { dataDir: string } | { databaseUrl: string };
export type RunningServer = {
  origin: string;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  /** Waits until the requests autocannon left in flight are answered, so they do not weigh on the next route. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The environment of a server (or a generator run) on `target`; empty values shadow a developer's .env. */
export function targetEnv(target: Target): NodeJS.ProcessEnv {
  return 'databaseUrl' in target
    ? { DATABASE_URL: target.databaseUrl, DATA_DIR: path.join(root, 'bench/.data/pg-uploads') }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s:\n${output()}`);
}

/** `script` run by Node (with tsx, then `nodeArgs`) on a free port, once `readyPath` answers. */
async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(`${origin}${readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  // PGlite answers one query at a time and the pool of PostgreSQL is bounded: a request
  // queued behind the leftovers is answered once they are.
  const drain = async () => {
    await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(180_000) }).catch(() => undefined);
  };
  return { origin, pid: child.pid!, drain, stop };
}

/** `env` and `nodeArgs`: more of the environment and Node's options (the live bench's memory probe). */
export const startServer = (target: Target, options: { publicCache: boolean; env?: NodeJS.ProcessEnv; nodeArgs?: string[] }) =>
  startChild(
    'server/main.ts',
    {
      ...targetEnv(target),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE: options.publicCache ? '1' : '0',
      // The sitemaps list absolute addresses: they answer only with one.
      PUBLIC_URL: 'https://academy.example.com',
      ...options.env,
    },
    '/api/health',
    options.nodeArgs,
  );

/**
 * The site and, beside it, the bare Fastify route (bare-server.ts) every read is compared with,
 * started together; neither is left running when the other fails to start.
 */
export async function startServers(target: Target, options: { publicCache: boolean }) {
  const [bare, site] = await Promise.allSettled([startChild('bench/load/bare-server.ts', {}, '/'), startServer(target, options)]);
  if (bare.status === 'fulfilled' && site.status === 'fulfilled') return { bare: bare.value, site: site.value };
  for (const each of [bare, site]) if (each.status === 'fulfilled') await each.value.stop();
  throw (bare.status === 'rejected' ? bare.reason : (site as PromiseRejectedResult).reason) as Error;
}
