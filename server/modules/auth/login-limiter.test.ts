/**
 * The limiter alone, on both stores: parallel attempts are counted before the check, so no more
 * than the limit are ever checked; with PostgreSQL two instances share the counts.
 * The PostgreSQL part runs when TEST_DATABASE_URL is set (scripts/with-postgres.sh).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '../../../contracts/messages.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { HttpError } from '../../http-errors.js';
import {
  createLoginLimiter,
  LIMITS_SCHEMA,
  LIMITS_TABLE,
  LIVE_LINK_USES,
  TooManyAttempts,
  type LoginLimiter,
} from './login-limiter.js';

/** A login that takes a little while and fails, counting how often it was reached. */
function wrongPassword() {
  const checked = { count: 0 };
  const login = async () => {
    checked.count++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new HttpError(401, AUTH.studentInvalid);
  };
  return { checked, login };
}

const outcome = async (attempt: Promise<unknown>) => {
  try {
    await attempt;
    return 'ok';
  } catch (error) {
    if (error instanceof TooManyAttempts) return 429;
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
};

const tally = (outcomes: (string | number)[]) =>
  outcomes.reduce<Record<string, number>>((counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});

function suite(name: string, make: () => Promise<[LoginLimiter, LoginLimiter]>) {
  describe(name, () => {
    it('checks at most the limit of 200 parallel wrong passwords for one account and address', async () => {
      const [first, second] = await make();
      const { checked, login } = wrongPassword();
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          outcome((i % 2 ? first : second).attempt('10.9.0.1', 'user:a@academy.test', login)),
        ),
      );
      expect(checked.count).toBe(10);
      expect(tally(outcomes)).toEqual({ 401: 10, 429: 190 });
    });

    it('gives successful attempts back, so they never add up to a block', async () => {
      const [limiter] = await make();
      for (let i = 0; i < 60; i++) await limiter.attempt('10.9.0.2', 'user:b@academy.test', async () => 'ok');
      const { checked, login } = wrongPassword();
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, () => outcome(limiter.attempt('10.9.0.2', 'user:b@academy.test', login))),
      );
      expect(checked.count).toBe(10);
      expect(tally(outcomes)).toEqual({ 401: 10, 429: 2 });
    });

    it('keeps the pair, account and address counters apart', async () => {
      const [limiter] = await make();
      const { checked, login } = wrongPassword();
      await Promise.all(Array.from({ length: 15 }, () => outcome(limiter.attempt('10.9.0.3', 'user:c@academy.test', login))));
      expect(checked.count).toBe(10);
      // The same account from elsewhere, and another account from the same address, are still checked.
      expect(await outcome(limiter.attempt('10.9.0.4', 'user:c@academy.test', login))).toBe(401);
      expect(await outcome(limiter.attempt('10.9.0.3', 'user:d@academy.test', login))).toBe(401);
    });

    it('counts dead links per address and live links per link, each apart from mail requests', async () => {
      const [first, second] = await make();
      const both = (i: number) => (i % 2 ? first : second);
      const mails = await Promise.all(
        Array.from({ length: 35 }, (_, i) => outcome(both(i).take('10.9.0.5', `m${i}@academy.test`))),
      );
      expect(tally(mails)).toEqual({ ok: 30, 429: 5 });
      // Mail requests spent the address's budget; its dead links have their own, 30 an hour.
      const dead = await Promise.all(Array.from({ length: 40 }, (_, i) => outcome(both(i).takeDeadLink('10.9.0.5'))));
      expect(tally(dead)).toEqual({ ok: 30, 429: 10 });
      // Neither stops a live link, counted per link: 5 uses an hour.
      const live = await Promise.all(Array.from({ length: 8 }, (_, i) => outcome(both(i).takeLiveLink('token-a'))));
      expect(tally(live)).toEqual({ ok: LIVE_LINK_USES, 429: 8 - LIVE_LINK_USES });
      expect(await outcome(first.takeLiveLink('token-b'))).toBe('ok');
    });
  });
}

const limiters: LoginLimiter[] = [];
afterAll(async () => {
  await Promise.all(limiters.map((limiter) => limiter.close()));
});

suite('in memory (embedded database)', async () => {
  const limiter = await createLoginLimiter(10);
  limiters.push(limiter);
  return [limiter, limiter];
});

const baseUrl = process.env.TEST_DATABASE_URL;
describe.runIf(baseUrl)('in PostgreSQL', () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const pools: pg.Pool[] = [];
  let url: string;

  afterAll(async () => {
    await Promise.all(limiters.map((limiter) => limiter.close()));
    await Promise.all(pools.map((pool) => pool.end()));
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const ready = (async () => {
    if (!baseUrl) return;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(baseUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  })();

  /** One instance's limiter on a pool of its own (closed after the file). */
  async function startInstance(connections: number) {
    const pool = new pg.Pool({ connectionString: url, max: connections });
    pool.on('error', () => undefined);
    pools.push(pool);
    const limiter = await createLoginLimiter(10, { pool });
    limiters.push(limiter);
    return { pool, limiter };
  }

  // Fresh counters for every test, in any order: the table is shared by every limiter on this database.
  beforeEach(async () => {
    await ready;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const [{ table }] = (await client.query(`SELECT to_regclass('${LIMITS_SCHEMA}.${LIMITS_TABLE}') AS table`)).rows;
      if (table) await client.query(`TRUNCATE ${LIMITS_SCHEMA}.${LIMITS_TABLE}`);
    } finally {
      await client.end();
    }
  });

  /** Two instances: each its own pool, both created at once (the table is created only once). */
  suite('two instances sharing the counters', async () => {
    await ready;
    const made = await Promise.all([0, 1].map(async () => (await startInstance(4)).limiter));
    return made as [LoginLimiter, LoginLimiter];
  });

  it('eight instances starting at once on a fresh database all get working counters', async () => {
    await ready;
    for (let round = 0; round < 5; round++) {
      const setup = new pg.Client({ connectionString: url });
      await setup.connect();
      await setup.query(`DROP SCHEMA IF EXISTS ${LIMITS_SCHEMA} CASCADE`);
      await setup.end();
      const started = await Promise.all(Array.from({ length: 8 }, () => startInstance(2)));
      expect(started).toHaveLength(8);
    }
  });

  it('keeps its table out of the public schema the migrations manage', async () => {
    await ready;
    const { pool } = await startInstance(1);
    const { rows } = await pool.query(
      'SELECT table_schema FROM information_schema.tables WHERE table_name = $1 ORDER BY table_schema',
      [LIMITS_TABLE],
    );
    expect(rows).toEqual([{ table_schema: LIMITS_SCHEMA }]);
  });

  it('is what the app uses when DATABASE_URL is set: two app instances share the counts', async () => {
    await ready;
    const config = loadConfig({ DATABASE_URL: url, LOGIN_RATE_LIMIT: '5', LOG_LEVEL: 'silent', SEED_DEMO: '0' });
    const handle = await openDatabase({ databaseUrl: url });
    const apps = [await buildApp({ db: handle.db, config }), await buildApp({ db: handle.db, config })];
    try {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          apps[i % 2].inject({
            method: 'POST',
            url: '/api/admin/login',
            remoteAddress: '10.9.9.9',
            payload: { email: 'nobody@academy.test', password: `guess-${i}` },
          }),
        ),
      );
      expect(tally(replies.map((reply) => reply.statusCode))).toEqual({ 401: 5, 429: 15 });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await handle.close();
    }
  });
});
