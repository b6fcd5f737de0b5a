import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH } from '../../../contracts/messages.js';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { rows } from '../../db/client.js';
import { useAppPerTest } from '../../test/app-per-test.js';
import { SUPER_ADMIN, useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';

const t = useTestApp();

describe('POST /api/admin/login', () => {
  it('returns a token, the admin and type "admin"', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/login', {
      body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      token: expect.any(String),
      user: { id: 1, name: SUPER_ADMIN.name, email: SUPER_ADMIN.email, is_super: true },
      type: 'admin',
    });
  });

  it('accepts the e-mail in any letter case', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/login', {
      body: { email: 'ROOT@Academy.test', password: SUPER_ADMIN.password },
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/login', { body: { email: SUPER_ADMIN.email, password: 'wrong-one' } });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(AUTH.adminInvalid);
    expect(reply.body.token).toBeUndefined();
  });

  it('validates the payload with the spec messages', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/login', { body: { email: 'not-an-email' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: [VALIDATION.email], password: [VALIDATION.required] });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBeTruthy();
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the token: the same token gets 401 afterwards', async () => {
    const token = await adminToken(t.app);
    expect((await call(t.app, 'POST', '/api/admin/logout', { token })).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/admin/logout', { token });
    expect(again).toEqual({ status: 401, body: { message: AUTH.unauthenticated } });
  });
});

describe('an admin token', () => {
  it("answers 401 once its admin's row is gone (deleted outside the API), and the token is deleted", async () => {
    const token = await adminToken(t.app);
    const added = await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { name: 'Gone Admin', email: 'gone@academy.test', password: 'secret123', is_super: false },
    });
    expect(added.status).toBe(201);
    const gone = await adminToken(t.app, { name: 'Gone Admin', email: 'gone@academy.test', password: 'secret123' });
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: gone })).status).toBe(200);
    await t.db.execute(sql`DELETE FROM admins WHERE id = ${added.body.admin.id}`);
    expect(await call(t.app, 'GET', '/api/admin/admins', { token: gone })).toEqual({
      status: 401,
      body: { message: AUTH.unauthenticated },
    });
    const left = rows<{ n: number }>(
      await t.db.execute(
        sql`SELECT count(*)::int AS n FROM access_tokens WHERE kind = 'admin' AND subject_id = ${added.body.admin.id}`,
      ),
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe('POST /api/user/login', () => {
  it('returns a token, the user with id and name, and type "user"', async () => {
    const user = await createUser(t.db, { name: 'Mona Adel' });
    const reply = await call(t.app, 'POST', '/api/user/login', { body: { email: user.email, password: STUDENT_PASSWORD } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ token: expect.any(String), user: { id: user.id, name: 'Mona Adel' }, type: 'user' });
    expect(JSON.stringify(reply.body)).not.toContain('password');
  });

  it('refuses wrong credentials with "Invalid Credentials"', async () => {
    const user = await createUser(t.db);
    for (const body of [
      { email: user.email, password: 'nope-nope' },
      { email: 'ghost@academy.test', password: STUDENT_PASSWORD },
    ]) {
      const reply = await call(t.app, 'POST', '/api/user/login', { body });
      expect(reply).toEqual({ status: 401, body: { message: AUTH.studentInvalid } });
    }
  });
});

describe('rate limiting', () => {
  const limited = useAppPerTest(t, { LOGIN_RATE_LIMIT: '3' });
  const login = (path: string, email: string, password: string, ip = '10.0.0.1') =>
    limited.app.inject({ method: 'POST', url: path, remoteAddress: ip, payload: { email, password } });

  it('answers 429 with a message and Retry-After after too many failures for one e-mail from one address', async () => {
    await createUser(t.db, { email: 'victim@academy.test' });
    for (let i = 0; i < 3; i++) expect((await login('/api/user/login', 'victim@academy.test', 'guess-123')).statusCode).toBe(401);
    const blocked = await login('/api/user/login', 'victim@academy.test', STUDENT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account is not held up by the victim's lock.
    expect((await login('/api/admin/login', SUPER_ADMIN.email, SUPER_ADMIN.password)).statusCode).toBe(200);
  });

  it('never counts successful logins', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('/api/admin/login', SUPER_ADMIN.email, SUPER_ADMIN.password, '10.0.1.1')).statusCode).toBe(200);
    }
    // A success clears the pair's failures: two, a success, then the full limit again.
    await createUser(t.db, { email: 'forgetful@academy.test' });
    for (let i = 0; i < 2; i++)
      expect((await login('/api/user/login', 'forgetful@academy.test', 'nope-123', '10.0.1.2')).statusCode).toBe(401);
    expect((await login('/api/user/login', 'forgetful@academy.test', STUDENT_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await login('/api/user/login', 'forgetful@academy.test', 'nope-123', '10.0.1.2')).statusCode).toBe(401);
    expect((await login('/api/user/login', 'forgetful@academy.test', 'nope-123', '10.0.1.2')).statusCode).toBe(429);
  });

  it('limits failures from one address across e-mails (five times the per-e-mail limit)', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login('/api/user/login', `nobody${i}@academy.test`, 'guess-123', '10.0.0.9')).statusCode).toBe(401);
    }
    expect((await login('/api/user/login', 'someone@academy.test', 'guess-123', '10.0.0.9')).statusCode).toBe(429);
    expect((await login('/api/user/login', 'someone@academy.test', 'guess-123', '10.0.0.10')).statusCode).toBe(401);
  });
});

describe('rate limiting under parallel bursts', () => {
  const limited = useAppPerTest(t, { LOGIN_RATE_LIMIT: '10' });
  const login = (email: string, password: string, ip: string) =>
    limited.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip, payload: { email, password } });
  const tally = (replies: { statusCode: number }[]) =>
    replies.reduce<Record<number, number>>(
      (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
      {},
    );

  it('checks at most the limit of 50 parallel wrong passwords: exactly 10 x 401 and 40 x 429', async () => {
    await createUser(t.db, { email: 'burst@academy.test' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login('burst@academy.test', `guess-${i}`, '10.1.0.1')),
    );
    expect(tally(replies)).toEqual({ 401: 10, 429: 40 });
  });

  it("lets the owner sign in from their own address while a stranger's guesses are blocked", async () => {
    await createUser(t.db, { email: 'owner@academy.test' });
    const stranger = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('owner@academy.test', `guess-${i}`, '10.1.0.2')),
    );
    expect(tally(stranger)).toEqual({ 401: 10, 429: 20 });
    expect((await login('owner@academy.test', STUDENT_PASSWORD, '10.1.0.2')).statusCode).toBe(429);
    expect((await login('owner@academy.test', STUDENT_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
  });

  it('caps failures for one account across many addresses at 5 x the limit per 15 minutes', async () => {
    await createUser(t.db, { email: 'target@academy.test' });
    // 8 addresses x 10 parallel guesses: only 50 (5 x 10) are checked, whatever the spread.
    const replies = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login('target@academy.test', `guess-${i}`, `10.2.0.${i % 8}`)),
    );
    expect(tally(replies)).toEqual({ 401: 50, 429: 30 });
    const fresh = await login('target@academy.test', 'guess-again', '10.2.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('never counts successful logins from one address (a classroom behind one router)', async () => {
    const students = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUser(t.db, { email: `class${i}@academy.test` })),
    );
    // 70 sign-ins, ten at a time, against an address cap of 50: a success holds its point only
    // while its password is checked.
    for (let round = 0; round < 7; round++) {
      const batch = students.slice((round % 2) * 10, (round % 2) * 10 + 10);
      const replies = await Promise.all(batch.map((student) => login(student.email, STUDENT_PASSWORD, '10.3.0.1')));
      expect(tally(replies)).toEqual({ 200: 10 });
    }
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  const proxied = useAppPerTest(t, { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' });
  // The proxy (127.0.0.1) appends the address it saw; anything further left came from the client.
  const login = (email: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'guess-123' },
    });

  it('keys the limits by the address the proxy saw, not a client-supplied leftmost entry', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login(`spray${i}@academy.test`, `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
    }
    expect((await login('spray-more@academy.test', '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
    expect((await login('spray-more@academy.test', '203.0.113.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not behind a private proxy', async () => {
    const direct = (email: string, forwardedFor: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '203.0.113.20',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, password: 'guess-123' },
      });
    for (let i = 0; i < 15; i++) expect((await direct(`direct${i}@academy.test`, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await direct('direct-more@academy.test', '198.51.100.200')).statusCode).toBe(429);
  });
});

describe('passwords are never trimmed', () => {
  it('a password with spaces at either end, set by an admin, signs in exactly as typed', async () => {
    const password = '  spaced secret  ';
    const added = await call(t.app, 'POST', '/api/admin/user/add', {
      token: await adminToken(t.app),
      body: { name: 'Spacey', email: 'spacey@academy.test', password },
    });
    expect(added.status).toBe(201);
    expect((await call(t.app, 'POST', '/api/user/login', { body: { email: 'spacey@academy.test', password } })).status).toBe(200);
    const trimmed = await call(t.app, 'POST', '/api/user/login', {
      body: { email: 'spacey@academy.test', password: password.trim() },
    });
    expect(trimmed.status).toBe(401);
  });

  it('a blank password at login is a wrong password, an empty one is missing', async () => {
    const user = await createUser(t.db);
    expect((await call(t.app, 'POST', '/api/user/login', { body: { email: user.email, password: '   ' } })).status).toBe(401);
    const empty = await call(t.app, 'POST', '/api/user/login', { body: { email: user.email, password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ password: [VALIDATION.required] });
  });
});

describe('token lifetime (idle expiry: token-idle.test.ts)', () => {
  const ageToken = (days: number) =>
    t.db.execute(sql.raw(`UPDATE access_tokens SET created_at = now() - interval '${days} days'`));

  it('refuses (401) and deletes a token issued more than TOKEN_MAX_AGE_DAYS (90) ago, even if used daily', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    await ageToken(91);
    expect(await call(t.app, 'GET', '/api/user/me', { token })).toEqual({ status: 401, body: { message: AUTH.unauthenticated } });
    const left = rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM access_tokens`));
    expect(left).toEqual([{ n: 0 }]);
  });

  it('keeps a token issued 89 days ago and still in use', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    await ageToken(89);
    expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(200);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    expect(await call(t.app, 'GET', '/api/nothing-here')).toEqual({ status: 404, body: { message: 'Not Found' } });
  });

  it('GET /api/health answers ok', async () => {
    expect(await call(t.app, 'GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
