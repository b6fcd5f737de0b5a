/**
 * What the server does at start and on its own: the first super admin, demo content only where it
 * belongs, purging dead tokens, warning about demo logins.
 */
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { ensureSuperAdmin, prepareDatabase, warnAboutDemoLogins } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { rows } from '../../db/client.js';
import { accessTokens, admins, users } from '../../db/schema.js';
import { TOKEN_PURGE_INTERVAL_MS } from '../../plugins/auth.js';
import { DEMO_ADMIN, DEMO_STUDENT } from '../../seed/content.js';
import { useTestApp } from '../../test/harness.js';
import { createUser } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { hashPassword } from './passwords.js';

const t = useTestApp();

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function seedTokens() {
  await t.db.insert(accessTokens).values([
    { tokenHash: 'fresh', kind: 'admin', subjectId: 1 },
    { tokenHash: 'idle', kind: 'admin', subjectId: 1, lastUsedAt: ago(31), createdAt: ago(40) },
    { tokenHash: 'old-but-busy', kind: 'admin', subjectId: 1, lastUsedAt: ago(0), createdAt: ago(91) },
    { tokenHash: 'aging', kind: 'admin', subjectId: 1, lastUsedAt: ago(29), createdAt: ago(89) },
  ]);
}
const tokenHashes = async () =>
  rows<{ token_hash: string }>(await t.db.execute(sql`SELECT token_hash FROM access_tokens ORDER BY token_hash`)).map(
    (row) => row.token_hash,
  );

describe('expired tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are deleted when the server starts (idle past TOKEN_TTL_DAYS or issued past TOKEN_MAX_AGE_DAYS)', async () => {
    await seedTokens();
    const app = await buildApp({ db: t.db, config: t.config });
    try {
      await app.ready();
      expect(await tokenHashes()).toEqual(['aging', 'fresh']);
    } finally {
      await app.close();
    }
  });

  it('are deleted again every hour while the server runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp({ db: t.db, config: t.config });
    try {
      await app.ready();
      await seedTokens();
      expect(await tokenHashes()).toHaveLength(4);
      vi.advanceTimersByTime(TOKEN_PURGE_INTERVAL_MS);
      for (let i = 0; i < 100 && (await tokenHashes()).length > 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await tokenHashes()).toEqual(['aging', 'fresh']);
    } finally {
      await app.close();
    }
  });
});

describe('demo logins at start', () => {
  const log = () => ({ warn: vi.fn() });

  it('are reported (log and console) while they open their accounts with the published passwords', async () => {
    await t.db.insert(admins).values({
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      isSuper: false,
    });
    await createUser(t.db, { email: DEMO_STUDENT.email, passwordHash: await hashPassword(DEMO_STUDENT.password) });
    const logger = log();
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await warnAboutDemoLogins(t.db, logger)).toEqual([DEMO_ADMIN.email, DEMO_STUDENT.email]);
      expect(logger.warn).toHaveBeenCalledOnce();
      expect(consoleWarn).toHaveBeenCalledOnce();
      expect(String(consoleWarn.mock.calls[0][0])).toContain(DEMO_ADMIN.email);
    } finally {
      consoleWarn.mockRestore();
    }
  });

  it('are not reported once their passwords were changed, nor when absent', async () => {
    const logger = log();
    expect(await warnAboutDemoLogins(t.db, logger)).toEqual([]);
    await createUser(t.db, { email: DEMO_STUDENT.email, passwordHash: await hashPassword('a-new-secret') });
    expect(await warnAboutDemoLogins(t.db, logger)).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('first start', () => {
  const quiet = () => ({ info: vi.fn(), warn: vi.fn() });
  const superAdmins = () =>
    t.db.select({ email: admins.email, name: admins.name, hash: admins.passwordHash, isSuper: admins.isSuper }).from(admins);
  const signIn = async (email: string, password: string) =>
    (await call(t.app, 'POST', '/api/admin/login', { body: { email, password } })).status;

  it('creates one super admin from ADMIN_EMAIL / ADMIN_PASSWORD on an empty database, and never again', async () => {
    await t.db.delete(admins);
    const env = { SEED_DEMO: '0', LOG_LEVEL: 'silent', ADMIN_NAME: 'Owner' };
    const first = loadConfig({ ...env, ADMIN_EMAIL: 'Owner@Academy.TEST', ADMIN_PASSWORD: 'first-secret' });
    await ensureSuperAdmin(t.db, first, quiet());
    const [created] = await superAdmins();
    expect(await superAdmins()).toHaveLength(1);
    expect(created).toMatchObject({ email: 'owner@academy.test', name: 'Owner', isSuper: true });
    expect(await signIn('owner@academy.test', 'first-secret')).toBe(200);

    // A second start, even with other settings, neither adds an admin nor resets the password.
    const second = loadConfig({ ...env, ADMIN_EMAIL: 'other@academy.test', ADMIN_PASSWORD: 'second-secret' });
    await ensureSuperAdmin(t.db, second, quiet());
    await ensureSuperAdmin(t.db, first, quiet());
    expect(await superAdmins()).toEqual([created]);
    expect(await signIn('owner@academy.test', 'second-secret')).toBe(401);
    expect(await signIn('other@academy.test', 'second-secret')).toBe(401);
  });

  it('instances starting at once on an empty database create exactly one super admin', async () => {
    await t.db.delete(admins);
    const configs = ['one', 'two', 'three', 'four'].map((name) =>
      loadConfig({ SEED_DEMO: '0', ADMIN_EMAIL: `${name}@academy.test`, ADMIN_PASSWORD: 'same-secret' }),
    );
    const created = await Promise.all(configs.map((config) => ensureSuperAdmin(t.db, config, quiet())));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await superAdmins()).toHaveLength(1);
  });

  it('without ADMIN_EMAIL / ADMIN_PASSWORD: admin@academy.local with a generated password printed once', async () => {
    await t.db.delete(admins);
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await ensureSuperAdmin(t.db, loadConfig({ SEED_DEMO: '0' }), quiet());
      await ensureSuperAdmin(t.db, loadConfig({ SEED_DEMO: '0' }), quiet());
      expect(printed).toHaveBeenCalledOnce();
      const match = /Super admin created: (\S+) \/ (\S+)/.exec(String(printed.mock.calls[0][0]));
      expect(match?.[1]).toBe('admin@academy.local');
      expect(match![2].length).toBeGreaterThanOrEqual(12);
      expect(await superAdmins()).toMatchObject([{ email: 'admin@academy.local', name: 'Super Admin', isSuper: true }]);
      expect(await signIn('admin@academy.local', match![2])).toBe(200);
    } finally {
      printed.mockRestore();
    }
  });
});

describe('demo content at start', () => {
  const quiet = () => ({ info: vi.fn(), warn: vi.fn() });
  const studentCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;
  const withDemo = loadConfig({
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `academy-start-${process.pid}`),
  });

  it('fills a brand-new embedded database (SEED_DEMO on)', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const summary = await prepareDatabase({ db: t.db, engine: 'pglite', wasEmpty: true }, withDemo, quiet());
      expect(summary).toMatchObject({ users: 150 });
      expect(await studentCount()).toBe(150);
    } finally {
      printed.mockRestore();
    }
  });

  it('never fills a PostgreSQL database (DATABASE_URL), even brand-new with SEED_DEMO=1', async () => {
    expect(await prepareDatabase({ db: t.db, engine: 'postgres', wasEmpty: true }, withDemo, quiet())).toBeUndefined();
    expect(await studentCount()).toBe(0);
  });

  it('never fills an embedded database that already had tables', async () => {
    expect(await prepareDatabase({ db: t.db, engine: 'pglite', wasEmpty: false }, withDemo, quiet())).toBeUndefined();
    expect(await studentCount()).toBe(0);
  });
});
