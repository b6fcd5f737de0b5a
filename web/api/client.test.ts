import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '../../contracts/messages';
import { stubFetch } from '../test/render';
import { api, ApiError } from './client';
import { createQueryClient } from './queryClient';
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

describe('a signed-in student signed out by the server (issue 44 item 5)', () => {
  const unauthenticated = () => stubFetch(() => ({ status: 401, body: { message: AUTH.unauthenticated } })).fetch;

  it("says their session has ended, not the server's 'Unauthenticated.', in the toast of any failed call", async () => {
    vi.stubGlobal('fetch', unauthenticated());
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const load = (key: string, meta: { failure: string; failureIsFixed?: boolean }) =>
      client.fetchQuery({ queryKey: [key], queryFn: () => api.get('/api/user/me'), meta }).catch((error: unknown) => error);
    const error = (await load('profile', { failure: 'Failed to Load Profile' })) as ApiError;
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe(AUTH.sessionEnded);
    // Signed out: the student screens send them to the login page.
    expect(studentSession.isSignedIn()).toBe(false);
    expect(notify.mock.calls).toEqual([[AUTH.sessionEnded, 'error']]);
    // A screen's fixed failure text says less than why.
    studentSession.save('student-token', student, 'user');
    await load('projects', { failure: 'Failed to load your data', failureIsFixed: true });
    expect(notify.mock.calls.at(-1)).toEqual([AUTH.sessionEnded, 'error']);
  });

  it("keeps the server's message where no student session ended: no token sent, or the admin area", async () => {
    vi.stubGlobal('fetch', unauthenticated());
    expect((await failure(api.get('/api/admin/users'))).serverMessage).toBe(AUTH.unauthenticated);
    studentSession.clear();
    expect((await failure(api.get('/api/user/me'))).serverMessage).toBe(AUTH.unauthenticated);
  });
});
