/**
 * The PostgreSQL the benchmark measures: BENCH_DATABASE_URL when set, else a local cluster of
 * its own (kept in bench/.data/postgres between runs, so generated databases are reused) when
 * PostgreSQL is installed; one database per size on it. Its own cluster runs with fsync on, as a
 * deployed one does: a commit waits for its WAL on disk, the cost a write's figures carry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export type PostgresServer = { urlOf: (database: string) => string; stop: () => void };

const root = path.resolve(import.meta.dirname, '../..');
const clusterDir = path.join(root, 'bench/.data/postgres');

/** initdb and pg_ctl refuse root: run them as the postgres user then. */
function runAsPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return spawnSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
    encoding: 'utf8',
  });
}

function run(command: string, args: string[]) {
  const result = runAsPostgres(command, args);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? path.join(base, versions[versions.length - 1], 'bin') : undefined;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Starts (or names) the PostgreSQL to measure; undefined when there is none. */
export function openPostgres(): PostgresServer | undefined {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { urlOf: (database) => withDatabase(given, database), stop: () => undefined };
  const bin = postgresBin();
  if (!bin) return undefined;
  const port = process.env.BENCH_PGPORT ?? '55471';
  const data = path.join(clusterDir, 'data');
  if (!existsSync(data)) {
    mkdirSync(clusterDir, { recursive: true });
    if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', clusterDir]);
    run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  }
  const ctl = path.join(bin, 'pg_ctl');
  const alreadyRunning = runAsPostgres(ctl, ['-D', data, 'status']).status === 0;
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${clusterDir} -c fsync=on -c synchronous_commit=on -c max_connections=200`;
  // A cluster left running by an interrupted run is used as it is, and left running.
  if (!alreadyRunning) run(ctl, ['-D', data, '-l', path.join(clusterDir, 'log'), '-w', '-o', options, 'start']);
  return {
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => (alreadyRunning ? undefined : run(ctl, ['-D', data, '-m', 'fast', '-w', 'stop'])),
  };
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(server: PostgresServer, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.urlOf('postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return server.urlOf(database);
}
