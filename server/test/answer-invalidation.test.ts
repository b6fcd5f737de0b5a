/**
 * A write drops the cached public answers it can change, and only those (issue 24 item 2), held to
 * every write route the app registers (route-table.ts, valid-writes.ts) and every public read:
 * - after each write, every public answer the app serves from its cache (all asked before the
 *   write) equals the answer of an app with no cache on the same database: the oracle;
 * - the writes a student makes all day keep the answers listed in STAYS_CACHED: served from memory;
 * - the answers derived from every student are computed again right after the commit, not by
 *   their next reader.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { appOnSameDatabase, useTestApp } from './harness.js';
import { call } from './http.js';
import { startMailCatcher } from './mail-catcher.js';
import { collectRoutes, fillPath } from './route-table.js';
import { buildScene, REQUESTS, send, type Scene } from './valid-writes.js';

const routes = collectRoutes();
// Mail on (test/mail-catcher.ts): the mail routes answer 404 without it.
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp({ PUBLIC_CACHE: '1', ...mail.env });

let uncached: App | undefined;
/** An app with no answer cache on the same database (built once, inside a test: the database is ready then). */
async function uncachedApp() {
  // Its memory (rank snapshot, kept values) must hold nothing from before the write: on PGlite no
  // notice of another app's commits reaches it.
  uncached?.freshness.advance();
  uncached ??= await appOnSameDatabase(t, { PUBLIC_CACHE: '0', ...mail.env });
  return uncached;
}
afterAll(async () => {
  await uncached?.close();
});

/** The ids each public page is asked with: one of each kind the scene holds. */
const PAGE_IDS: Record<string, (scene: Scene) => number[]> = {
  '/api/users/course/:id': (s) => [s.web.id, s.go.id],
  '/api/users/project/:id': (s) => [s.adaSubmission.projectId, s.bobSubmission.projectId],
  '/api/users/user/:id': (s) => [s.ada.id, s.bob.id],
  '/api/users/user/:id/activity': (s) => [s.ada.id, s.bob.id],
};

/** Every public read with the scene's ids: the GET routes answered without a token (others answer 401). */
async function publicPaths(scene: Scene): Promise<string[]> {
  const paths = routes
    .filter((route) => route.method === 'GET' && !route.url.startsWith('/api/admin/'))
    .flatMap((route) =>
      route.params.length ? (PAGE_IDS[route.url]?.(scene) ?? [0]).map((id) => fillPath(route, { id })) : [route.url],
    );
  const answered = await Promise.all(paths.map(async (path) => (await call(t.app, 'GET', path)).status !== 401));
  return paths.filter((_, i) => answered[i]);
}

/** Public answers each everyday student write leaves cached (what it cannot change). */
const STAYS_CACHED: Record<string, string[]> = {
  'POST /api/front/user-projects': ['/api/front/courses', '/api/front/skills', '/api/front/config'],
  'PUT /api/front/user-projects/:id': [
    '/api/front/leaderboard',
    '/api/front/users',
    '/api/front/courses',
    '/api/front/achievements',
    '/api/front/skills',
  ],
  'PUT /api/front/user-skills': [
    '/api/front/leaderboard',
    '/api/front/users',
    '/api/front/stats',
    '/api/front/courses',
    '/api/front/projects',
    '/api/front/achievements',
  ],
  'PUT /api/user/profile/update': ['/api/front/courses', '/api/front/projects', '/api/front/skills', '/api/front/achievements'],
  'PUT /api/user/avatar/update': ['/api/front/courses', '/api/front/projects', '/api/front/skills', '/api/front/achievements'],
};

/**
 * Years of work (issue 50) each everyday write of Ada's leaves cached: Bob's always (another
 * student's write), hers too when the write moves none of her dated rows.
 */
const yearOf = (student: { id: number }) => `/api/users/user/${student.id}/activity`;
const YEARS_STAY_CACHED: Record<string, (scene: Scene) => string[]> = {
  'POST /api/front/user-projects': (s) => [yearOf(s.bob)],
  'PUT /api/front/user-projects/:id': (s) => [yearOf(s.bob)],
  'PUT /api/front/user-skills': (s) => [yearOf(s.ada), yearOf(s.bob)],
  'PUT /api/user/profile/update': (s) => [yearOf(s.ada), yearOf(s.bob)],
  'PUT /api/user/avatar/update': (s) => [yearOf(s.ada), yearOf(s.bob)],
};

describe('after every write, each cached public answer is what an app without a cache answers', () => {
  it('knows the ids of every public page with parameters', async () => {
    const scene = await buildScene(t);
    const unknown = (await publicPaths(scene)).filter((path) => path.endsWith('/0'));
    expect(unknown, 'public pages with no ids in PAGE_IDS').toEqual([]);
  });

  it.each(Object.keys(REQUESTS))('%s', async (key) => {
    const route = routes.find((r) => r.key === key)!;
    const scene = await buildScene(t);
    const paths = await publicPaths(scene);

    const reply = await send(t.app, route, scene, await REQUESTS[key](scene));
    expect(reply.status, `${key} answered ${reply.status} ${JSON.stringify(reply.body)}`).toBeLessThan(300);

    const servedFromMemory: string[] = [];
    for (const path of paths) {
      const hits = t.app.publicCache.counts.hits;
      const cached = await call(t.app, 'GET', path);
      if (t.app.publicCache.counts.hits > hits) servedFromMemory.push(path);
      const fresh = await call(await uncachedApp(), 'GET', path);
      expect({ path, status: cached.status, body: cached.body }).toEqual({ path, status: fresh.status, body: fresh.body });
    }
    const expected = [...(STAYS_CACHED[key] ?? []), ...(YEARS_STAY_CACHED[key]?.(scene) ?? [])];
    expect(
      expected.filter((path) => !servedFromMemory.includes(path)),
      `${key} dropped answers it cannot change`,
    ).toEqual([]);
  });
});

describe('answers derived from every student', () => {
  it.each(['/api/front/stats', '/api/front/achievements', '/api/front/leaderboard'])(
    '%s is computed again right after a submission drops it, not by its next reader',
    async (path) => {
      const scene = await buildScene(t);
      expect((await call(t.app, 'GET', path)).status).toBe(200);
      const { misses } = t.app.publicCache.counts;
      const submitted = await send(
        t.app,
        routes.find((r) => r.key === 'POST /api/front/user-projects')!,
        scene,
        await REQUESTS['POST /api/front/user-projects'](scene),
      );
      expect(submitted.status).toBe(201);
      await expect.poll(() => t.app.publicCache.counts.misses, { timeout: 5000 }).toBeGreaterThan(misses);
      // The reader finds it stored, or waits for the refresh already running: it computes nothing.
      const computed = t.app.publicCache.counts.misses;
      const served = await call(t.app, 'GET', path);
      expect(t.app.publicCache.counts.misses).toBe(computed);
      expect(served.body).toEqual((await call(await uncachedApp(), 'GET', path)).body);
    },
  );
});

describe('a stream of writes', () => {
  it('refreshes a derived answer at most every 200 ms, and once more after the last write', async () => {
    const scene = await buildScene(t);
    const path = '/api/front/stats';
    expect((await call(t.app, 'GET', path)).status).toBe(200);
    const edit = routes.find((r) => r.key === 'PUT /api/front/user-projects/:id')!;
    const { misses } = t.app.publicCache.counts;
    const started = performance.now();
    for (let i = 0; i < 8; i++) {
      const reply = await send(t.app, edit, scene, {
        params: { id: scene.adaSubmission.id },
        body: { url: `https://github.com/ada/stream-${i}` },
      });
      expect(reply.status).toBe(200);
    }
    const elapsed = performance.now() - started;
    // Settled: the refresh due after the last write has run, and nothing more is computed.
    let settled = -1;
    await expect
      .poll(
        async () => {
          const before = t.app.publicCache.counts.misses;
          await new Promise((resolve) => setTimeout(resolve, 300));
          settled = t.app.publicCache.counts.misses;
          return settled === before;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    // Only stats was cached: each computation is a refresh of it (the first at once, then one per 200 ms).
    const refreshes = settled - misses;
    expect(refreshes).toBeGreaterThanOrEqual(1);
    expect(refreshes).toBeLessThanOrEqual(2 + Math.ceil(elapsed / 200));
    const served = await call(t.app, 'GET', path);
    expect(t.app.publicCache.counts.misses, 'the last refresh stored it').toBe(settled);
    expect(served.body).toEqual((await call(await uncachedApp(), 'GET', path)).body);
  });

  it('a change heard while a refresh is computing takes one more refresh, so the answer is still ready', async () => {
    const scene = await buildScene(t);
    const path = '/api/front/stats';
    expect((await call(t.app, 'GET', path)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { misses } = t.app.publicCache.counts;
    const edit = routes.find((r) => r.key === 'PUT /api/front/user-projects/:id')!;
    const reply = await send(t.app, edit, scene, {
      params: { id: scene.adaSubmission.id },
      body: { url: 'https://github.com/ada/while-refreshing' },
    });
    expect(reply.status).toBe(200);
    // The refresh has begun computing (it counts as a miss when it starts): another instance's
    // commit is heard now, so what it computes is not kept.
    await expect.poll(() => t.app.publicCache.counts.misses, { interval: 1 }).toBeGreaterThan(misses);
    t.app.freshness.advance(new Set(['standings']));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const before = { ...t.app.publicCache.counts };
    const served = await call(t.app, 'GET', path);
    expect(served.status).toBe(200);
    expect(t.app.publicCache.counts.hits, 'the visitor after the writes found it ready').toBe(before.hits + 1);
  });
});
