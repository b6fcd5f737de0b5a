import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { courses } from '../db/schema.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { adminToken, call, userToken } from '../test/http.js';
import { fromReadMemo } from '../db/read-memo.js';
import publicCache from './public-cache.js';

const t = useTestApp();

/** A change made behind the API's back: a cached answer does not show it, a fresh one does. */
async function renameBehindTheApi(id: number, title: string) {
  await t.db
    .update(courses)
    .set({ title })
    .where(sql`${courses.id} = ${id}`);
}

const titles = async () => (await call(t.app, 'GET', '/api/front/courses')).body.courses.map((c: { title: string }) => c.title);

describe('cached public answers', () => {
  it('a repeated read is answered from memory with an ETag; If-None-Match gets 304 without a body', async () => {
    const course = await createCourse(t.db, { title: 'Rust' });
    const first = await t.app.inject({ url: '/api/front/courses' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);

    await renameBehindTheApi(course.id, 'Go');
    expect(await titles()).toEqual(['Rust']);

    const revalidated = await t.app.inject({ url: '/api/front/courses', headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await t.app.inject({ url: '/api/front/courses', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(first.json());
  });

  it('an accepted write drops cached answers before it answers: the next read shows it', async () => {
    const admin = await adminToken(t.app);
    const course = await createCourse(t.db, { title: 'Rust' });
    expect(await titles()).toEqual(['Rust']);

    const created = await call(t.app, 'POST', '/api/admin/course/add', { token: admin, body: { title: 'Go' } });
    expect(created.status).toBe(201);
    expect((await titles()).sort()).toEqual(['Go', 'Rust']);

    const updated = await call(t.app, 'PUT', `/api/admin/course/update/${course.id}`, {
      token: admin,
      body: { title: 'Rust 2' },
    });
    expect(updated.status).toBe(200);
    expect((await titles()).sort()).toEqual(['Go', 'Rust 2']);
  });

  it("a student's submission moves the leaderboard and the profile at once", async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 40 });
    const student = await createUser(t.db, { email: 'ada@academy.test' });
    await enroll(t.db, student.id, course.id);
    await t.app.publicCache.invalidate();
    const before = await call(t.app, 'GET', `/api/users/user/${student.id}`);
    expect(before.body.user.total_points).toBe(0);

    const token = await userToken(t.app, 'ada@academy.test', STUDENT_PASSWORD);
    const added = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: project.id, url: 'https://github.com/ada/p' },
    });
    expect(added.status).toBe(201);
    expect((await call(t.app, 'GET', `/api/users/user/${student.id}`)).body.user.total_points).toBe(40);
    const leaderboard = await call(t.app, 'GET', '/api/front/leaderboard');
    expect(leaderboard.body.stats.top_developers[0]).toMatchObject({ id: student.id, total_points: 40 });
  });

  it('a refused write and a sign-in keep the cache', async () => {
    const course = await createCourse(t.db, { title: 'Rust' });
    expect(await titles()).toEqual(['Rust']);
    await renameBehindTheApi(course.id, 'Go');

    const refused = await call(t.app, 'POST', '/api/admin/course/add', { token: await adminToken(t.app), body: {} });
    expect(refused.status).toBe(422);
    expect(await titles()).toEqual(['Rust']);
  });

  it("a student's personalised achievements are never served from the anonymous cache", async () => {
    const admin = await adminToken(t.app);
    const student = await createUser(t.db, { email: 'ada@academy.test' });
    const created = await call(t.app, 'POST', '/api/admin/achievements', {
      token: admin,
      body: { name: 'Helper', description: 'Helps', points: 5, manual: 1 },
    });
    expect(created.status).toBe(201);
    const given = await call(t.app, 'POST', `/api/admin/users/${student.id}/achievements`, {
      token: admin,
      body: { achievement_id: created.body.achievement.id },
    });
    expect(given.status).toBe(201);

    const anonymous = await call(t.app, 'GET', '/api/front/achievements');
    expect(anonymous.body.achievements[0].earned).toBe(false);
    const token = await userToken(t.app, 'ada@academy.test', STUDENT_PASSWORD);
    const signedIn = await call(t.app, 'GET', '/api/front/achievements', { token });
    expect(signedIn.body.achievements[0].earned).toBe(true);
    expect((await call(t.app, 'GET', '/api/front/achievements')).body.achievements[0].earned).toBe(false);
  });

  it('concurrent misses of one address ask the database once, and all get the same answer', async () => {
    await createCourse(t.db, { title: 'Rust' });
    const before = { ...t.app.publicCache.counts };
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/front/courses' })));
    expect(t.app.publicCache.counts.misses - before.misses).toBe(1);
    expect(t.app.publicCache.counts.shared - before.shared).toBe(19);
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.headers.etag)).size).toBe(1);
  });
});

describe('a write that lands while an answer is being computed', () => {
  it('that answer is not kept: the next read computes a fresh one', async () => {
    const app = Fastify();
    await app.register(
      fp(
        async (scope) => {
          scope.decorate('config', { publicCache: true } as Config);
        },
        { name: 'context' },
      ),
    );
    await app.register(publicCache);
    let version = 1;
    let gate: Promise<void> = Promise.resolve();
    await app.register(async (scope) => {
      scope.addHook('onRequest', scope.publicCache.serve);
      scope.get('/api/front/thing', async () => {
        const seen = version;
        await gate;
        return { version: seen };
      });
      scope.post('/api/admin/thing', async () => {
        version += 1;
        return { message: 'Changed' };
      });
    });

    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const slowRead = app.inject({ url: '/api/front/thing' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await app.inject({ method: 'POST', url: '/api/admin/thing' })).statusCode).toBe(200);
    open();
    expect((await slowRead).json()).toEqual({ version: 1 });

    expect((await app.inject({ url: '/api/front/thing' })).json()).toEqual({ version: 2 });
    await app.close();
  });
});

describe('values memoized until the next write (db/read-memo.ts)', () => {
  it("are never used inside a write's own handler, and still used by reads while a write is in flight", async () => {
    const app = Fastify();
    const db = {};
    await app.register(
      fp(
        async (scope) => {
          scope.decorate('config', { publicCache: true } as Config);
          scope.decorate('db', db as never);
        },
        { name: 'context' },
      ),
    );
    await app.register(publicCache);
    let computed = 0;
    const memoized = () => fromReadMemo(db as never, 'figure', async () => ++computed);
    let gate: Promise<void> = Promise.resolve();
    await app.register(async (scope) => {
      scope.get('/api/front/figure', async () => ({ memoized: (await memoized()) ?? null }));
      scope.post('/api/admin/figure', async () => {
        const before = memoized();
        await gate;
        return { memoized: before === undefined ? null : await before };
      });
    });

    expect((await app.inject({ url: '/api/front/figure' })).json()).toEqual({ memoized: 1 });
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const write = app.inject({ method: 'POST', url: '/api/admin/figure' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The write is in its handler: a read beside it keeps the memoized value.
    expect((await app.inject({ url: '/api/front/figure' })).json()).toEqual({ memoized: 1 });
    open();
    // The write itself was given none (it computes from the database it changed).
    expect((await write).json()).toEqual({ memoized: null });
    // Its answer dropped the value: the next read computes it again.
    expect((await app.inject({ url: '/api/front/figure' })).json()).toEqual({ memoized: 2 });
    await app.close();
  });
});
