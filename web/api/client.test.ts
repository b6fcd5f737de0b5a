import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/render';
import { api, ApiError } from './client';
import { adminSession, studentSession } from './session';

const admin = { id: 1, name: 'Root', email: 'root@academy.test', is_super: true };
const student = { id: 7, name: 'Nadia Hassan', email: 'nadia@academy.test', avatar: null };

/** Both areas signed in, as in a browser where an admin also uses the student site. */
beforeEach(() => {
  adminSession.save('admin-token', admin, 'admin');
  studentSession.save('student-token', student, 'user');
});

const storedKeys = () => Object.keys(localStorage).sort();
const ADMIN_KEYS = ['admin_token', 'admin_type', 'admin_user'];
const STUDENT_KEYS = ['user_data', 'user_id', 'user_name', 'user_token', 'user_type'];

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client', () => {
  it('sends the bearer token of the area it calls', async () => {
    const { fetch, calls } = stubFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    await api.get('/api/admin/users');
    await api.get('/api/user/me');
    const authorization = calls.map(({ init }) => new Headers(init?.headers).get('Authorization'));
    expect(authorization).toEqual(['Bearer admin-token', 'Bearer student-token']);
  });

  it('on a 401 from /api/admin clears the admin token, user and type, and keeps the student signed in', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } })).fetch);
    const error = await failure(api.get('/api/admin/users'));
    // The error is still passed on (docs/product.md#failures), with the server's message.
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Unauthenticated.');
    expect(storedKeys()).toEqual(STUDENT_KEYS);
    expect(studentSession.token()).toBe('student-token');
  });

  it('on a 401 from any other path clears the student values, and keeps the admin signed in', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } })).fetch);
    const error = await failure(api.put('/api/front/user-skills', { skill_ids: [] }));
    expect(error.status).toBe(401);
    expect(storedKeys()).toEqual(ADMIN_KEYS);
    expect(adminSession.token()).toBe('admin-token');
  });

  it('clears nothing on other failures, and carries the field errors', async () => {
    const errors = { email: ['The Email Has Already Been Taken'] };
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 422, body: { message: errors.email[0], errors } })).fetch);
    const error = await failure(api.post('/api/admin/user/add', {}));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(storedKeys()).toEqual([...ADMIN_KEYS, ...STUDENT_KEYS].sort());
  });

  it('answers an unreachable server with status 0 and no server message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/api/front/users'));
    expect(error.status).toBe(0);
    expect(error.serverMessage).toBeUndefined();
    expect(storedKeys()).toEqual([...ADMIN_KEYS, ...STUDENT_KEYS].sort());
  });
});
