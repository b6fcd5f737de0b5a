import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { ADMINS } from '../../../contracts/staff-messages.js';
import { admins } from '../../db/schema.js';
import { SUPER_ADMIN, useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';

const t = useTestApp();

const newAdmin = { name: 'Second Admin', email: 'second@academy.test', password: 'second123' };

async function addAdmin(token: string, body: Record<string, unknown> = newAdmin) {
  const reply = await call(t.app, 'POST', '/api/admin/admin/add', { token, body });
  expect(reply.status).toBe(201);
  return reply.body.admin as { id: number; email: string; is_super: boolean };
}

const snapshot = () => t.db.select().from(admins).orderBy(admins.id);

describe('GET /api/admin/admins', () => {
  it('lists admins sorted by id with exactly the public fields', async () => {
    const token = await adminToken(t.app);
    await addAdmin(token);
    const reply = await call(t.app, 'GET', '/api/admin/admins', { token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['admins']);
    expect(reply.body.admins).toEqual([
      { id: 1, name: SUPER_ADMIN.name, email: SUPER_ADMIN.email, is_super: true, created_at: expect.any(String) },
      { id: 2, name: newAdmin.name, email: newAdmin.email, is_super: false, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(reply.body)).not.toMatch(/password|hash/i);
  });
});

describe('POST /api/admin/admin/add', () => {
  it('creates an admin that can sign in, answering {admin, message}', async () => {
    const token = await adminToken(t.app);
    const reply = await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { ...newAdmin, email: 'Second@Academy.TEST', is_super: 1 },
    });
    expect(reply).toEqual({
      status: 201,
      body: {
        admin: { id: 2, name: newAdmin.name, email: newAdmin.email, is_super: true, created_at: expect.any(String) },
        message: ADMINS.added,
      },
    });
    await adminToken(t.app, newAdmin);
  });

  it('defaults is_super to false', async () => {
    const admin = await addAdmin(await adminToken(t.app));
    expect(admin.is_super).toBe(false);
  });

  it('validates with the spec messages', async () => {
    const token = await adminToken(t.app);
    const empty = await call(t.app, 'POST', '/api/admin/admin/add', { token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [VALIDATION.required],
      email: [VALIDATION.required],
      password: [VALIDATION.required],
    });
    const bad = await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { name: '  ', email: 'nope', password: '123' },
    });
    expect(bad.body.errors).toEqual({
      name: [VALIDATION.required],
      email: [VALIDATION.email],
      password: [VALIDATION.password],
    });
  });

  it('refuses a taken e-mail (any letter case) with 422 on email', async () => {
    const token = await adminToken(t.app);
    const reply = await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { ...newAdmin, email: SUPER_ADMIN.email.toUpperCase() },
    });
    expect(reply).toEqual({ status: 422, body: { message: ADMINS.emailTaken, errors: { email: [ADMINS.emailTaken] } } });
    expect(await snapshot()).toHaveLength(1);
  });

  it('answers wrong types, huge strings and malformed JSON with 4xx and stores nothing', async () => {
    const token = await adminToken(t.app);
    for (const body of [
      { name: 42, email: ['x'], password: { a: 1 }, is_super: 'maybe' },
      { name: 'x'.repeat(20_000), email: newAdmin.email, password: newAdmin.password },
      { ...newAdmin, password: 'p'.repeat(10_000) },
      [newAdmin],
      'just a string',
    ]) {
      const reply = await call(t.app, 'POST', '/api/admin/admin/add', { token, body });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admin/add',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await snapshot()).toHaveLength(1);
  });
});

describe('PUT /api/admin/admin/update/{id}', () => {
  it('updates name, e-mail and flag; a blank password keeps the current one', async () => {
    const token = await adminToken(t.app);
    const admin = await addAdmin(token);
    const reply = await call(t.app, 'PUT', `/api/admin/admin/update/${admin.id}`, {
      token,
      body: { id: admin.id, name: 'Renamed', email: 'renamed@academy.test', password: '', is_super: true, created_at: 'x' },
    });
    expect(reply).toEqual({ status: 200, body: { message: ADMINS.updated } });
    const listed = await call(t.app, 'GET', '/api/admin/admins', { token });
    expect(listed.body.admins[1]).toMatchObject({ name: 'Renamed', email: 'renamed@academy.test', is_super: true });
    await adminToken(t.app, { ...newAdmin, email: 'renamed@academy.test' });
  });

  it('changes the password when one is given', async () => {
    const token = await adminToken(t.app);
    const admin = await addAdmin(token);
    const body = { name: newAdmin.name, email: newAdmin.email, password: 'brand-new' };
    expect((await call(t.app, 'PUT', `/api/admin/admin/update/${admin.id}`, { token, body })).status).toBe(200);
    await adminToken(t.app, { ...newAdmin, password: 'brand-new' });
  });

  it('keeps is_super when the flag is absent', async () => {
    const token = await adminToken(t.app);
    const body = { name: 'Still Root', email: SUPER_ADMIN.email };
    expect((await call(t.app, 'PUT', '/api/admin/admin/update/1', { token, body })).status).toBe(200);
    const [root] = await snapshot();
    expect(root.isSuper).toBe(true);
  });

  it('refuses to take is_super from the last super admin (409), allows it when another remains', async () => {
    const token = await adminToken(t.app);
    const demote = { name: SUPER_ADMIN.name, email: SUPER_ADMIN.email, is_super: false };
    const refused = await call(t.app, 'PUT', '/api/admin/admin/update/1', { token, body: demote });
    expect(refused).toEqual({ status: 409, body: { message: ADMINS.lastSuper } });
    await addAdmin(token, { ...newAdmin, is_super: true });
    expect((await call(t.app, 'PUT', '/api/admin/admin/update/1', { token, body: demote })).status).toBe(200);
  });

  it('validates: password rule when given, e-mail taken by another admin', async () => {
    const token = await adminToken(t.app);
    const admin = await addAdmin(token);
    const short = await call(t.app, 'PUT', `/api/admin/admin/update/${admin.id}`, {
      token,
      body: { ...newAdmin, password: '12' },
    });
    expect(short.body.errors).toEqual({ password: [VALIDATION.password] });
    const taken = await call(t.app, 'PUT', `/api/admin/admin/update/${admin.id}`, {
      token,
      body: { ...newAdmin, email: SUPER_ADMIN.email },
    });
    expect(taken).toEqual({ status: 422, body: { message: ADMINS.emailTaken, errors: { email: [ADMINS.emailTaken] } } });
    const own = await call(t.app, 'PUT', `/api/admin/admin/update/${admin.id}`, { token, body: { ...newAdmin, password: '' } });
    expect(own.status).toBe(200);
  });

  it('answers 404 for a missing admin and 422 for a non-numeric id', async () => {
    const token = await adminToken(t.app);
    const body = { name: 'Ghost', email: 'ghost@academy.test' };
    expect(await call(t.app, 'PUT', '/api/admin/admin/update/999', { token, body })).toEqual({
      status: 404,
      body: { message: ADMINS.notFound },
    });
    expect((await call(t.app, 'PUT', '/api/admin/admin/update/abc', { token, body })).status).toBe(422);
  });
});

describe('what only a super admin may do', () => {
  async function plainAdminToken() {
    await addAdmin(await adminToken(t.app));
    return adminToken(t.app, newAdmin);
  }

  it('a plain admin cannot edit a super admin, so cannot take over its account', async () => {
    const token = await plainAdminToken();
    const before = await snapshot();
    const reply = await call(t.app, 'PUT', '/api/admin/admin/update/1', {
      token,
      body: { name: 'Root', email: SUPER_ADMIN.email, password: 'hacked1', is_super: true },
    });
    expect(reply).toEqual({ status: 403, body: { message: ADMINS.onlySuperEdits } });
    expect(await snapshot()).toEqual(before);
    await adminToken(t.app, SUPER_ADMIN);
  });

  it('a plain admin cannot grant super admin rights, to itself or to a new admin', async () => {
    const token = await plainAdminToken();
    const before = await snapshot();
    const promote = await call(t.app, 'PUT', '/api/admin/admin/update/2', { token, body: { ...newAdmin, is_super: true } });
    expect(promote).toEqual({ status: 403, body: { message: ADMINS.onlySuperGrants } });
    const add = await call(t.app, 'POST', '/api/admin/admin/add', {
      token,
      body: { name: 'Third', email: 'third@academy.test', password: 'third123', is_super: true },
    });
    expect(add).toEqual({ status: 403, body: { message: ADMINS.onlySuperGrants } });
    expect(await snapshot()).toEqual(before);
  });

  it('a plain admin may still add and edit plain admins, itself included', async () => {
    const token = await plainAdminToken();
    const third = await addAdmin(token, { name: 'Third', email: 'third@academy.test', password: 'third123', is_super: false });
    const edit = await call(t.app, 'PUT', `/api/admin/admin/update/${third.id}`, {
      token,
      body: { name: 'Third Renamed', email: 'third@academy.test', password: '', is_super: false },
    });
    expect(edit.status).toBe(200);
    const self = await call(t.app, 'PUT', '/api/admin/admin/update/2', { token, body: { ...newAdmin, name: 'Me' } });
    expect(self.status).toBe(200);
  });

  it('a new password signs the admin out everywhere but the session that changed it', async () => {
    const root = await adminToken(t.app);
    const admin = await addAdmin(root);
    const adminSession = await adminToken(t.app, newAdmin);
    await call(t.app, 'PUT', `/api/admin/admin/update/${admin.id}`, { token: root, body: { ...newAdmin, password: 'changed1' } });
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: adminSession })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: root })).status).toBe(200);
    const rootElsewhere = await adminToken(t.app);
    await call(t.app, 'PUT', '/api/admin/admin/update/1', {
      token: root,
      body: { name: 'Root', email: SUPER_ADMIN.email, password: 'changed2', is_super: true },
    });
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: rootElsewhere })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: root })).status).toBe(200);
  });
});

describe('DELETE /api/admin/admin/delete/{id}', () => {
  it('deletes an admin and revokes its tokens', async () => {
    const token = await adminToken(t.app);
    const admin = await addAdmin(token);
    const theirs = await adminToken(t.app, newAdmin);
    const reply = await call(t.app, 'DELETE', `/api/admin/admin/delete/${admin.id}`, { token });
    expect(reply).toEqual({ status: 200, body: { message: ADMINS.deleted } });
    expect(await t.db.select().from(admins).where(eq(admins.id, admin.id))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: theirs })).status).toBe(401);
  });

  it('refuses to delete a super admin with 409', async () => {
    const token = await adminToken(t.app);
    const other = await addAdmin(token, { ...newAdmin, is_super: true });
    for (const id of [1, other.id]) {
      expect(await call(t.app, 'DELETE', `/api/admin/admin/delete/${id}`, { token })).toEqual({
        status: 409,
        body: { message: ADMINS.superCannotBeDeleted },
      });
    }
    expect(await snapshot()).toHaveLength(2);
  });

  it('refuses an admin deleting themselves with 409, keeping the account and its session', async () => {
    const root = await adminToken(t.app);
    const admin = await addAdmin(root);
    const token = await adminToken(t.app, newAdmin);
    const before = await snapshot();
    expect(await call(t.app, 'DELETE', `/api/admin/admin/delete/${admin.id}`, { token })).toEqual({
      status: 409,
      body: { message: ADMINS.cannotDeleteSelf },
    });
    expect(await snapshot()).toEqual(before);
    expect((await call(t.app, 'GET', '/api/admin/admins', { token })).status).toBe(200);
  });

  it('answers 404 for a missing admin', async () => {
    const token = await adminToken(t.app);
    expect((await call(t.app, 'DELETE', '/api/admin/admin/delete/404', { token })).status).toBe(404);
  });
});
