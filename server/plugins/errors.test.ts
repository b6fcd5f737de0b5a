import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contracts/messages.js';
import { users } from '../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { adminToken, call, userToken } from '../test/http.js';

const t = useTestApp();

describe('input the database cannot store', () => {
  it('a NUL character in a student form answers 422 and changes nothing', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const before = await t.db.select().from(users);
    const reply = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'a\u0000b', bio: 'x\u0000' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ name: [VALIDATION.notAllowedCharacters], bio: [VALIDATION.notAllowedCharacters] });
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('a NUL character in the admin users search answers 422', async () => {
    const reply = await call(t.app, 'GET', '/api/admin/users?search=%00', { token: await adminToken(t.app) });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ search: [VALIDATION.notAllowedCharacters] });
  });
});

describe('path ids', () => {
  it('anything but a positive whole number is "Invalid id", once', async () => {
    const token = await adminToken(t.app);
    for (const id of ['abc', '0', '-1', '1e3', '99999999999']) {
      const reply = await call(t.app, 'GET', `/api/admin/users/${id}/projects`, { token });
      expect(reply, id).toEqual({ status: 422, body: { message: VALIDATION.invalidId, errors: { id: [VALIDATION.invalidId] } } });
    }
  });
});
