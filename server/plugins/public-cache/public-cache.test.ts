import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.js';
import { courses } from '../../db/schema.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { createFreshness } from '../../freshness/freshness.js';
import { BROTLI_QUALITY } from '../compression.js';
import { WELL_AFTER_HITS } from './answer-forms.js';
import publicCache from './index.js';

// Spied before the app is built (its first test), so that every compression, ours or
// @fastify/compress's, is counted.
const compressions = [vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'gzipSync')];
const compressionCount = () => compressions.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

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
    t.app.freshness.advance();
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
  /** An app with one cached public route whose answer waits for `gate`, and an admin write. */
  async function gatedApp() {
    const app = Fastify();
    const freshness = await createFreshness({ log: app.log });
    await app.register(
      fp(
        async (scope) => {
          scope.decorate('config', { publicCache: true } as Config);
          scope.decorate('freshness', freshness);
        },
        { name: 'context' },
      ),
    );
    await app.register(publicCache);
    const state = { version: 1, computed: 0, gate: Promise.resolve() };
    await app.register(async (scope) => {
      scope.addHook('onRequest', scope.publicCache.serve);
      scope.get('/api/front/thing', async () => {
        const seen = state.version;
        state.computed += 1;
        await state.gate;
        return { version: seen };
      });
      scope.post('/api/admin/thing', async () => {
        state.version += 1;
        freshness.advance();
        return { message: 'Changed' };
      });
    });
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const write = async () => expect((await app.inject({ method: 'POST', url: '/api/admin/thing' })).statusCode).toBe(200);
    const read = () => app.inject({ url: '/api/front/thing' });
    return { app, state, open: () => open(), read, write };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('that answer is not kept: the next read computes a fresh one', async () => {
    const { app, open, read, write } = await gatedApp();
    const slowRead = read();
    await settle();
    await write();
    open();
    expect((await slowRead).json()).toEqual({ version: 1 });

    expect((await read()).json()).toEqual({ version: 2 });
    await app.close();
  });

  it('the reads that waited for it before the write get it without computing again; reads after the write do not', async () => {
    const { app, state, open, read, write } = await gatedApp();
    const before = [read(), read(), read()];
    await settle();
    await write();
    const after = [read(), read()];
    await settle();
    open();
    expect((await Promise.all(before)).map((reply) => reply.json())).toEqual([{ version: 1 }, { version: 1 }, { version: 1 }]);
    expect((await Promise.all(after)).map((reply) => reply.json())).toEqual([{ version: 2 }, { version: 2 }]);
    // One computation before the write, one after it, however many asked.
    expect(state.computed).toBe(2);
    expect(app.publicCache.counts).toMatchObject({ misses: 2, shared: 3 });
    await app.close();
  });
});

describe('the cache key', () => {
  it('is the route and its known parameters: an unknown or reordered parameter reuses the answer', async () => {
    await createCourse(t.db, { title: 'Rust' });
    const first = await call(t.app, 'GET', '/api/front/users?page=1&per_page=10');
    expect(first.status).toBe(200);
    const before = { ...t.app.publicCache.counts };
    for (const url of [
      '/api/front/users?per_page=10&page=1',
      `/api/front/users?page=1&per_page=10&cb=${Math.random()}`,
      `/api/front/users?cb=${Math.random()}&page=1&per_page=10`,
    ]) {
      expect((await call(t.app, 'GET', url)).body).toEqual(first.body);
    }
    expect(t.app.publicCache.counts.hits - before.hits).toBe(3);
    expect(t.app.publicCache.counts.misses - before.misses).toBe(0);
    expect((await call(t.app, 'GET', `/api/front/courses?cb=${Math.random()}`)).status).toBe(200);
    const misses = t.app.publicCache.counts.misses;
    expect((await call(t.app, 'GET', `/api/front/courses?cb=${Math.random()}`)).status).toBe(200);
    expect(t.app.publicCache.counts.misses).toBe(misses);
  });
});

describe('cached answers are compressed once', () => {
  /** Course titles long enough that the catalogue is compressed (over 1 KB). */
  const TITLES = Array.from({ length: 30 }, (_, i) => `Course number ${i} about compilers, caches and compression`);
  const get = (acceptEncoding?: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url: '/api/front/courses',
      headers: { ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }), ...headers },
    });
  const decoded = (reply: Awaited<ReturnType<typeof get>>) => {
    const bytes = reply.rawPayload;
    const encoding = reply.headers['content-encoding'];
    const json = encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
    return JSON.parse(json.toString('utf8')) as { courses: { title: string }[] };
  };
  const seed = async () => {
    for (const title of TITLES) await createCourse(t.db, { title });
  };

  it('br, gzip and none: each its own encoding and ETag, all the same JSON', async () => {
    await seed();
    const replies = [];
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const reply = await get(accept);
      expect(reply.statusCode, accept).toBe(200);
      expect(reply.headers['content-encoding'], accept).toBe(expected);
      expect(reply.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(reply.headers['content-length']), accept).toBe(reply.rawPayload.length);
      expect(
        decoded(reply)
          .courses.map((course) => course.title)
          .sort(),
        accept,
      ).toEqual([...TITLES].sort());
      replies.push(reply);
    }
    const [br, , gzip, plain] = replies;
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const head = await get('br', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(br.headers.etag);
  });

  it('hits send the stored bytes: nothing is compressed again, whatever the encoding', async () => {
    await seed();
    const fast = await get('br');
    await get('br');
    await vi.waitFor(async () => expect((await get('br')).headers.etag).not.toBe(fast.headers.etag));
    const first = { br: await get('br'), gzip: await get('gzip') };
    const before = { compressions: compressionCount(), hits: t.app.publicCache.counts.hits };
    for (let i = 0; i < 10; i++) {
      for (const encoding of ['br', 'gzip'] as const) {
        const reply = await get(encoding);
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(reply.rawPayload.equals(first[encoding].rawPayload)).toBe(true);
      }
    }
    expect(t.app.publicCache.counts.hits - before.hits).toBe(20);
    expect(compressionCount() - before.compressions).toBe(0);
  });

  it('brotli is made when the answer is computed, gzip when a client first asks for it: each once', async () => {
    await seed();
    const [brotli, gzip] = compressions;
    const calls = () => ({ brotli: brotli.mock.calls.length, gzip: gzip.mock.calls.length });
    const start = calls();
    const since = () => ({ brotli: calls().brotli - start.brotli, gzip: calls().gzip - start.gzip });
    const stored = await get('br');
    expect(since()).toEqual({ brotli: 1, gzip: 0 });
    await get();
    expect(since()).toEqual({ brotli: 1, gzip: 0 });
    const firstGzip = await get('gzip');
    expect(firstGzip.headers['content-encoding']).toBe('gzip');
    expect(firstGzip.headers.etag).toBe(stored.headers.etag!.replace(/-br\d+"$/, '-gzip"'));
    expect(decoded(firstGzip)).toEqual(decoded(stored));
    for (let i = 0; i < 3; i++) expect((await get('gzip')).rawPayload.equals(firstGzip.rawPayload)).toBe(true);
    expect(since()).toEqual({ brotli: 1, gzip: 1 });
  });

  it('If-None-Match answers 304 for the ETag of the form the client accepts, and only for it', async () => {
    await seed();
    const etags = {
      br: (await get('br')).headers.etag,
      gzip: (await get('gzip')).headers.etag,
      plain: (await get()).headers.etag,
    };
    for (const [accept, etag] of [
      ['br', etags.br],
      ['gzip', etags.gzip],
      [undefined, etags.plain],
    ] as const) {
      const revalidated = await get(accept, { 'if-none-match': String(etag) });
      expect(revalidated.statusCode, accept).toBe(304);
      expect(revalidated.body, accept).toBe('');
      expect(revalidated.headers.etag, accept).toBe(etag);
    }
    const otherForm = await get('gzip', { 'if-none-match': String(etags.br) });
    expect(otherForm.statusCode).toBe(200);
    expect(otherForm.headers['content-encoding']).toBe('gzip');
    expect(otherForm.headers.etag).toBe(etags.gzip);
  });

  it('a miss and the requests that waited for it get brotli at the fast quality', async () => {
    await seed();
    const [miss, ...waited] = await Promise.all(Array.from({ length: 4 }, () => get('br')));
    const plain = (await get()).rawPayload;
    const fast = zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.fast,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    expect(miss.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(miss.rawPayload).equals(plain)).toBe(true);
    expect(miss.rawPayload.equals(fast)).toBe(true);
    for (const reply of waited) {
      expect(reply.rawPayload.equals(fast)).toBe(true);
      expect(reply.headers.etag).toBe(miss.headers.etag);
    }
  });

  it('asked often, a kept answer is compressed well once; later hits get the smaller form, the fast ETag still gets 304', async () => {
    await seed();
    const miss = await get('br');
    for (let hit = 1; hit < WELL_AFTER_HITS; hit++) expect((await get('br')).rawPayload.equals(miss.rawPayload)).toBe(true);
    const before = compressionCount();
    const well = await get('br');
    expect(compressionCount()).toBe(before + 1);
    expect(well.headers.etag).not.toBe(miss.headers.etag);
    expect(well.headers['content-encoding']).toBe('br');
    expect(well.rawPayload.length).toBeLessThan(miss.rawPayload.length);
    expect(decoded(well)).toEqual(decoded(miss));
    expect(Number(well.headers['content-length'])).toBe(well.rawPayload.length);
    expect((await get('br')).rawPayload.equals(well.rawPayload)).toBe(true);
    expect(compressionCount()).toBe(before + 1);

    for (const etag of [miss.headers.etag, well.headers.etag]) {
      const revalidated = await get('br', { 'if-none-match': String(etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers.etag).toBe(etag);
    }
    expect((await get('gzip', { 'if-none-match': String(miss.headers.etag) })).statusCode).toBe(200);
  });

  it('q-values are honoured from the stored forms: a coding refused with q=0 is never sent', async () => {
    await seed();
    await get();
    const before = compressionCount();
    for (const [accept, expected] of [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['gzip;q=0.5, br', 'br'],
      ['gzip;q=0, br;q=0', undefined],
      ['*;q=0', undefined],
      ['deflate', undefined],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const reply = await get(accept);
        expect(reply.headers['content-encoding'], accept).toBe(expected);
        expect(decoded(reply).courses).toHaveLength(TITLES.length);
      }
    }
    // The gzip form, made once when first asked; never a form per request.
    expect(compressionCount()).toBe(before + 1);
  });
});
