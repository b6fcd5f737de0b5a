import { describe, expect, it } from 'vitest';
import { AUTH, VALIDATION } from '../../../contracts/messages.js';
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

describe('guards', () => {
  it('answer 401 "Unauthenticated." without a token or with an unknown one', async () => {
    expect(await call(t.app, 'POST', '/api/admin/logout')).toEqual({ status: 401, body: { message: AUTH.unauthenticated } });
    expect(await call(t.app, 'GET', '/api/user/me', { token: 'made-up' })).toEqual({
      status: 401,
      body: { message: AUTH.unauthenticated },
    });
  });

  it('answer 403 to a student token on an admin route and the reverse', async () => {
    const user = await createUser(t.db);
    const student = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const admin = await adminToken(t.app);
    expect((await call(t.app, 'POST', '/api/admin/logout', { token: student })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/me', { token: admin })).status).toBe(403);
  });
});

describe('rate limiting', () => {
  const limited = useTestApp({ LOGIN_RATE_LIMIT: '3' });
  const login = (path: string, email: string, password: string, ip = '10.0.0.1') =>
    limited.app.inject({ method: 'POST', url: path, remoteAddress: ip, payload: { email, password } });

  it('answers 429 with a message and Retry-After after too many failures for one e-mail', async () => {
    await createUser(limited.db, { email: 'victim@academy.test' });
    for (let i = 0; i < 3; i++) expect((await login('/api/user/login', 'victim@academy.test', 'guess-123')).statusCode).toBe(401);
    const blocked = await login('/api/user/login', 'victim@academy.test', STUDENT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held up by the victim's lock.
    expect((await login('/api/admin/login', SUPER_ADMIN.email, SUPER_ADMIN.password)).statusCode).toBe(200);
  });

  it('never counts successful logins', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('/api/admin/login', SUPER_ADMIN.email, SUPER_ADMIN.password)).statusCode).toBe(200);
    }
  });

  it('limits failures from one address across e-mails (five times the per-e-mail limit)', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login('/api/user/login', `nobody${i}@academy.test`, 'guess-123', '10.0.0.9')).statusCode).toBe(401);
    }
    expect((await login('/api/user/login', 'someone@academy.test', 'guess-123', '10.0.0.9')).statusCode).toBe(429);
    expect((await login('/api/user/login', 'someone@academy.test', 'guess-123', '10.0.0.10')).statusCode).toBe(401);
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
