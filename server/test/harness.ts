/**
 * Boots the whole app on a real database for API tests: in-memory PGlite by default, or a fresh
 * PostgreSQL database (created per test file, dropped after) when TEST_DATABASE_URL is set.
 * Tables are emptied between tests instead of re-creating the database (much faster).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeEach, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { admins } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';

export const SUPER_ADMIN = { name: 'Root Admin', email: 'root@academy.test', password: 'secret123' };

export type TestContext = { app: App; db: Database; config: Config };

/** A new, empty PostgreSQL database beside `baseUrl`'s, and how to drop it. */
export async function createPostgresDatabase(baseUrl: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

let superAdminHash: string | undefined;

/** Empties every table and restores the one super admin. */
export async function resetDatabase(db: Database) {
  await db.execute(
    sql`TRUNCATE access_tokens, sign_ins, payments, uploads, user_skills, skills, user_achievements, achievements, user_projects, enrollments, projects, courses, users, admins RESTART IDENTITY CASCADE`,
  );
  superAdminHash ??= await hashPassword(SUPER_ADMIN.password);
  await db
    .insert(admins)
    .values({ name: SUPER_ADMIN.name, email: SUPER_ADMIN.email, passwordHash: superAdminHash, isSuper: true });
}

/**
 * Call at the top of a test file: returns a context whose fields are ready inside tests.
 * `env` overrides configuration (LOGIN_RATE_LIMIT, ...).
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  let ready: Promise<void> | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  const setUp = async () => {
    const pgUrl = process.env.TEST_DATABASE_URL;
    const created = pgUrl ? await createPostgresDatabase(pgUrl) : undefined;
    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), `academy-test-${randomBytes(4).toString('hex')}`),
      SEED_DEMO: '0',
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // Every route answers an inject: a live stream ends after its first event (live.test.ts opens real ones).
      LIVE_TEST_ONE_EVENT: '1',
      // The app runs as on PostgreSQL in production: listening for other instances' commits.
      ...(created && { DATABASE_URL: created.url }),
      ...env,
    });
    // PostgreSQL bounds the app's statements as in production (DATABASE_STATEMENT_TIMEOUT_MS).
    const handle = await openDatabase(
      created
        ? { databaseUrl: created.url, statementTimeouts: config.statementTimeouts }
        : { inMemory: true, template: inject('pgliteTemplate') },
    );
    const app = await buildApp({ db: handle.db, config });
    await app.ready();
    Object.assign(context, { app, db: handle.db, config });
    cleanup = async () => {
      await app.close();
      await handle.close();
      await created?.drop();
    };
  };

  beforeEach(async () => {
    ready ??= setUp();
    await ready;
    // Mail a test left on its way (a reset asked and not waited for) would be claimed while the
    // TRUNCATE takes its locks: on PostgreSQL the two deadlocked (40P01, seen once in CI).
    await context.app.mail.settled();
    await resetDatabase(context.db);
    // Tests also write rows straight to the database, which the API's cache cannot see.
    context.app.freshness.advance();
  });
  afterAll(async () => {
    await cleanup?.();
  });
  return context;
}

/**
 * Another app on the test's database, as a second instance would be (ready; the caller closes
 * it). `env` overrides its configuration (PUBLIC_CACHE, ...).
 */
export async function appOnSameDatabase(ctx: TestContext, env: Record<string, string> = {}, heartbeatMs?: number) {
  const config = loadConfig({
    DATA_DIR: ctx.config.dataDir,
    DATABASE_URL: ctx.config.databaseUrl ?? '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    // As useTestApp's: a live stream ends after its first event unless the test says otherwise.
    LIVE_TEST_ONE_EVENT: '1',
    ...env,
  });
  const app = await buildApp({ db: ctx.db, config, heartbeatMs });
  await app.ready();
  return app;
}
