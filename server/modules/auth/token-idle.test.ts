/**
 * Tokens expire after TOKEN_TTL_DAYS without use (docs/product.md#roles): every use restarts the clock. Times
 * are set explicitly in the database, an hour either side of the limit, instead of waiting.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH } from '../../../contracts/messages.js';
import { accessTokens } from '../../db/schema.js';
import { useAppPerTest } from '../../test/app-per-test.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Pretends the only token was last used `ms` ago (issued a day before that). */
const lastUsed = (ms: number) =>
  t.db.update(accessTokens).set({ lastUsedAt: new Date(Date.now() - ms), createdAt: new Date(Date.now() - ms - DAY) });
const lastUsedAt = async () => (await t.db.select({ at: accessTokens.lastUsedAt }).from(accessTokens))[0].at;
const tokensLeft = async () => (await t.db.select({ n: count() }).from(accessTokens))[0].n;

describe('a token idle for TOKEN_TTL_DAYS (default 30)', () => {
  it('keeps working when last used just under 30 days ago, and that use restarts the clock', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    await lastUsed(30 * DAY - HOUR);
    expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(200);
    expect(Date.now() - (await lastUsedAt()).getTime()).toBeLessThan(HOUR);
    // 29 more days later it still works: the limit counts from the last use, not from sign-in.
    await lastUsed(29 * DAY);
    expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(200);
  });

  it('is refused with 401 and deleted when last used just over 30 days ago', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    await lastUsed(30 * DAY + HOUR);
    expect(await call(t.app, 'GET', '/api/user/me', { token })).toEqual({ status: 401, body: { message: AUTH.unauthenticated } });
    expect(await tokensLeft()).toBe(0);
  });

  it('applies to admin tokens alike', async () => {
    const token = await adminToken(t.app);
    await lastUsed(30 * DAY + HOUR);
    expect((await call(t.app, 'POST', '/api/admin/logout', { token })).status).toBe(401);
    expect(await tokensLeft()).toBe(0);
  });
});

describe('with TOKEN_TTL_DAYS=2', () => {
  const short = useAppPerTest(t, { TOKEN_TTL_DAYS: '2' });

  it('a token unused for a day works, one unused for three days is refused', async () => {
    const user = await createUser(t.db);
    const token = await userToken(short.app, user.email, STUDENT_PASSWORD);
    await lastUsed(DAY);
    expect((await call(short.app, 'GET', '/api/user/me', { token })).status).toBe(200);
    await lastUsed(2 * DAY + HOUR);
    // Written behind the API's back: the session read a moment ago is kept until a commit is heard.
    short.app.freshness.advance();
    expect((await call(short.app, 'GET', '/api/user/me', { token })).status).toBe(401);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.subjectId, user.id))).toEqual([]);
  });
});
