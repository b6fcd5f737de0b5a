import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { createQueryClient } from './queryClient';

const failing = (error: Error) => () => Promise.reject(error);

describe('the query client toasts failures from `meta`', () => {
  it("a failed load toasts the server's message, else the screen's fallback", async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const meta = { failure: 'Failed to Fetch Users' };
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: failing(new ApiError(500, 'x', 'Database Unavailable')), meta })
      .catch(() => {});
    await client.fetchQuery({ queryKey: ['b'], queryFn: failing(new ApiError(500, 'x')), meta }).catch(() => {});
    await client.fetchQuery({ queryKey: ['c'], queryFn: failing(new TypeError('offline')), meta }).catch(() => {});
    expect(notify.mock.calls).toEqual([
      ['Database Unavailable', 'error'],
      ['Failed to Fetch Users', 'error'],
      ['Failed to Fetch Users', 'error'],
    ]);
  });

  it("a fixed message ignores the server's text; without `failure` nothing is toasted", async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const error = new ApiError(500, 'x', 'Database Unavailable');
    const fixed = { failure: 'Failed to Load Courses', failureIsFixed: true };
    await client.fetchQuery({ queryKey: ['a'], queryFn: failing(error), meta: fixed }).catch(() => {});
    await client.fetchQuery({ queryKey: ['b'], queryFn: failing(error) }).catch(() => {});
    expect(notify.mock.calls).toEqual([['Failed to Load Courses', 'error']]);
  });

  it('a 401 is still passed on and toasted like any failure', async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const error = new ApiError(401, 'x', 'Unauthenticated.');
    const result = client.fetchQuery({ queryKey: ['a'], queryFn: failing(error), meta: { failure: 'Failed to Fetch Admins' } });
    await expect(result).rejects.toBe(error);
    expect(notify).toHaveBeenCalledWith('Unauthenticated.', 'error');
  });
});

describe('the query client handles mutations from `meta`', () => {
  it("toasts the server's success message, else the given one, and refreshes the listed keys", async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const courses = vi.fn(() => Promise.resolve(['Web']));
    const admins = vi.fn(() => Promise.resolve(['Root']));
    await client.fetchQuery({ queryKey: ['admin', 'courses'], queryFn: courses });
    await client.fetchQuery({ queryKey: ['admin', 'admins'], queryFn: admins });
    const queries = [
      client.getQueryCache().build(client, { queryKey: ['admin', 'courses'], queryFn: courses }),
      client.getQueryCache().build(client, { queryKey: ['admin', 'admins'], queryFn: admins }),
    ];
    expect(queries.map((query) => query.isStale())).toEqual([false, false]);

    const mutation = (data: unknown) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.resolve(data),
          meta: { success: 'Course Saved', invalidates: [['admin', 'courses']] },
        })
        .execute(undefined);
    await mutation({ message: 'Course Added Successfully' });
    await mutation({});
    expect(notify.mock.calls).toEqual([
      ['Course Added Successfully', 'success'],
      ['Course Saved', 'success'],
    ]);
    expect(queries.map((query) => query.isStale())).toEqual([true, false]);
  });

  it('leaves the toast out when the form showed every field message itself', async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const error = new ApiError(422, 'x', 'The Email Has Already Been Taken', { email: ['The Email Has Already Been Taken'] });
    const run = (shown: boolean) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: failing(error), meta: { failure: 'Failed to Add User', showFieldErrors: () => shown } })
        .execute(undefined)
        .catch(() => {});
    await run(true);
    expect(notify).not.toHaveBeenCalled();
    await run(false);
    expect(notify.mock.calls).toEqual([['The Email Has Already Been Taken', 'error']]);
  });
});
