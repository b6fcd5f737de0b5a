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

  it('answers 429 with a message after too many attempts for one e-mail', async () => {
    const attempt = () =>
      call(limited.app, 'POST', '/api/user/login', { body: { email: 'victim@academy.test', password: 'guess-123' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(AUTH.tooManyAttempts);
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
