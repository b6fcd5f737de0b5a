/**
 * The SQL floors a target is measured against (bench/load/targets.ts), run from this process with
 * the site's own pool size and no HTTP: what the database alone does for a request.
 * - R3: a cold profile's statement (`PUBLIC_PROFILE`), each student once, in a random order.
 * - R5: a submission's statements with their locks, in the round trips the site makes them
 *   (db/sent-ahead.ts writes a transaction's statements called together at once): begin, the
 *   figures' shared lock, the student's row and the project; the insert and the figures; the
 *   announcement and the commit. Each (student, project) pair once, on students the site's writers
 *   never use. The announcement goes to a channel nobody listens on: the site's own work on a
 *   commit is what the ratio measures, not part of its floor.
 * The statements are frozen copies (frozen-statements.ts). On PGlite the floor opens the data
 * directory itself, so the site is stopped while a floor runs (one owner per embedded database).
 */
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../../server/db/data-dir-lock.js';
import { PgliteThread } from '../../server/db/pglite-thread.js';
import { percentile, type Measure } from './cannon.js';
import {
  ADD_TO_ACHIEVEMENT_COUNTERS,
  ADD_TO_FIGURES,
  ANNOUNCE_COMMIT,
  FIGURES_LOCK_SHARED,
  INSERT_SUBMISSION,
  LOCK_ACHIEVEMENTS,
  LOCK_USERS_FIGURES,
  PROJECT_TO_SUBMIT,
  PUBLIC_PROFILE,
} from './frozen-statements.js';
import type { Target } from './server.js';

/** The site's pool: DATABASE_POOL_SIZE's default (server/config.ts). */
const SITE_POOL_SIZE = 10;
/** The advisory lock every figure-changing transaction shares (server/modules/progress/locks.ts, frozen). */
const FIGURES_LOCK = 7_410_001;
const FLOOR_CHANNEL = 'academy_bench_floor';

type Query = (name: string, text: string, values: unknown[]) => Promise<unknown[][]>;
/**
 * A transaction's statements called together are sent together (PostgreSQL) and answered in order;
 * one sent ahead is written with the commit and answered with it.
 */
type Transaction = { query: Query; sendAhead: (name: string, text: string, values: unknown[]) => void };

export type SqlFloor = {
  query: Query;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

async function postgresFloor(databaseUrl: string): Promise<SqlFloor> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: SITE_POOL_SIZE,
    options: '-c jit=off',
    pipeline: true,
  });
  const on =
    (client: pg.PoolClient | pg.Pool): Query =>
    async (name, text, values) =>
      (await client.query({ name, text, values, rowMode: 'array' })).rows as unknown[][];
  return {
    query: on(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      const ahead: Promise<unknown>[] = [client.query('begin')];
      const query = on(client);
      try {
        const result = await work({ query, sendAhead: (...statement) => ahead.push(query(...statement)) });
        await Promise.all([...ahead, client.query('commit')]);
        return result;
      } catch (error) {
        await Promise.allSettled(ahead);
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A parameter as SQL text, for EXECUTE (PGlite's one session prepares with SQL, as db/prepared.ts does). */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return literal(`{${value.join(',')}}`);
  return `'${String(value).replaceAll("'", "''")}'`;
}

async function pgliteFloor(dataDir: string): Promise<SqlFloor> {
  const lock = await lockDataDir(dataDir);
  const thread = new PgliteThread(path.join(lock.dataDir, 'pgdata'));
  await thread.waitReady;
  /** Each statement PREPAREd once on the session, whichever caller asks first. */
  const prepared = new Map<string, Promise<unknown>>();
  const on =
    (executor: Pick<PgliteThread, 'query'>): Query =>
    async (name, text, values) => {
      if (!prepared.has(name)) prepared.set(name, executor.query(`PREPARE ${name} AS ${text}`));
      await prepared.get(name);
      const execute = values.length ? `EXECUTE ${name}(${values.map(literal).join(', ')})` : `EXECUTE ${name}`;
      return (await executor.query<unknown[]>(execute, [], { rowMode: 'array' })).rows;
    };
  return {
    query: on(thread),
    transaction: (work) =>
      thread.transaction(async (tx) => {
        const ahead: Promise<unknown>[] = [];
        const query = on(tx);
        try {
          const result = await work({ query, sendAhead: (...statement) => ahead.push(query(...statement)) });
          await Promise.all(ahead);
          return result;
        } finally {
          await Promise.allSettled(ahead);
        }
      }),
    close: async () => {
      await thread.close();
      await lock.release();
    },
  };
}

export const openSqlFloor = (target: Target) =>
  'databaseUrl' in target ? postgresFloor(target.databaseUrl) : pgliteFloor(target.dataDir);

/** A submission's statements, as the site ran them when frozen. */
export async function replaySubmission(floor: SqlFloor, userId: number, projectId: number) {
  await floor.transaction(async (tx) => {
    const [, , [project]] = await Promise.all([
      tx.query('floor_figures_lock_shared', FIGURES_LOCK_SHARED, [FIGURES_LOCK]),
      tx.query('floor_lock_users_figures', LOCK_USERS_FIGURES, [[userId]]),
      tx.query('floor_project_to_submit', PROJECT_TO_SUBMIT, [userId, userId, projectId]),
    ]);
    const points = Number(project[1]);
    const [, moved] = await Promise.all([
      tx.query('floor_insert_submission', INSERT_SUBMISSION, [
        userId,
        projectId,
        `https://github.com/bench/project-${projectId}`,
      ]),
      tx.query('floor_add_to_figures', ADD_TO_FIGURES, [[userId], [points], [0], [1], [0], [0], [points > 0], [projectId], [1]]),
    ]);
    // A submission only awards (rows: awarded, user_id, achievement_id).
    const awarded = moved.map((row) => Number(row[2])).sort((a, b) => a - b);
    if (awarded.length > 1) await tx.query('floor_lock_achievements', LOCK_ACHIEVEMENTS, [awarded]);
    if (awarded.length)
      await tx.query('floor_add_to_achievement_counters', ADD_TO_ACHIEVEMENT_COUNTERS, [awarded, awarded.map(() => 1)]);
    tx.sendAhead('floor_announce_commit', ANNOUNCE_COMMIT, [FLOOR_CHANNEL, `bench-floor|submissions,standings|${userId}`]);
  });
}

export const replayProfile = (floor: SqlFloor, userId: number) =>
  floor.query('floor_public_profile', PUBLIC_PROFILE, [userId, 1]);

/**
 * `work` run by `connections` callers at once for `seconds` (each waits for the pool as a request
 * would), as a Measure: calls per second and their latencies, as `kind`.
 */
export async function measureFloor(
  work: () => Promise<unknown>,
  options: { seconds: number; connections: number; kind: 'reads' | 'writes' },
): Promise<Measure> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const began = performance.now();
      try {
        await work();
        latencies.push(performance.now() - began);
      } catch (error) {
        const reason = (error as { code?: string }).code ?? 'error';
        failures[reason] = (failures[reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, caller));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    latency: sorted.length ? { [options.kind]: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) } } : {},
    failures,
  };
}
