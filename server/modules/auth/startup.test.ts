/** What the server does at start and on its own: purging dead tokens, warning about demo logins. */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { warnAboutDemoLogins } from '../../bootstrap.js';
import { rows } from '../../db/client.js';
import { accessTokens, admins } from '../../db/schema.js';
import { TOKEN_PURGE_INTERVAL_MS } from '../../plugins/auth.js';
import { DEMO_ADMIN, DEMO_STUDENT } from '../../seed/content.js';
import { useTestApp } from '../../test/harness.js';
import { createUser } from '../../test/factories.js';
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
