/**
 * Scale-out on PostgreSQL (issue 12, item 6): two server processes on one database, as behind a
 * load balancer. They start together on an empty database (migrations under an advisory lock,
 * exactly one super admin), and nothing one of them is told is missing on the other: writes,
 * sign-in tokens, uploaded images, login-limit counters, and public answers (each instance caches
 * them; a write on one must reach the other's cache within a second).
 *
 * Runs only in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL set), on a database of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './event-stream.js';
import { ADMIN, freePort, request, serverEnv, spawnScript, stopServer, type Spawned } from './spawn-server.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-two-'));

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

type Instance = Spawned & { base: string };

/** LOG_LEVEL=warn prints no "listening" line: the instance is up once /api/health answers. */
async function waitForHealth(server: Spawned, base: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api/health in ${timeoutMs} ms:\n${server.output()}`);
}

async function startInstance(databaseUrl: string, name: string, publicCache: string): Promise<Instance> {
  const port = await freePort();
  const server = spawnScript(
    'server/main.ts',
    serverEnv({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: path.join(temp, name),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '4',
      PUBLIC_CACHE: publicCache,
    }),
  );
  return { ...server, base: `http://127.0.0.1:${port}` };
}

/** Every string anywhere in an answer (lists may be paged or wrapped). */
const mentions = (body: unknown, text: string) => JSON.stringify(body).includes(text);

// With the answer cache off, values kept in memory (ranks, the public config) must be fresh all the same.
describe.runIf(baseUrl).each(['1', '0'])('two instances on one PostgreSQL (PUBLIC_CACHE=%s)', (publicCache) => {
  const dbName = `two_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  let a: Instance;
  let b: Instance;
  let admin = '';

  const addCourseOnA = (title: string) =>
    request(a.base, 'POST', '/api/admin/course/add', admin, { title, description: null, image: null, link: null });

  const query = async <T extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const root = new pg.Client({ connectionString: baseUrl });
    await root.connect();
    await root.query(`CREATE DATABASE ${dbName}`);
    await root.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    // Both at the same moment, on the empty database.
    [a, b] = await Promise.all([
      startInstance(databaseUrl, `a${publicCache}`, publicCache),
      startInstance(databaseUrl, `b${publicCache}`, publicCache),
    ]);
    await Promise.all([waitForHealth(a, a.base), waitForHealth(b, b.base)]);
    const login = await request(a.base, 'POST', '/api/admin/login', undefined, ADMIN);
    expect(login.status).toBe(200);
    admin = (login.body as { token: string }).token;
  }, 50_000);

  afterAll(async () => {
    const stopped = await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
    rmSync(temp, { recursive: true, force: true });
    const root = new pg.Client({ connectionString: baseUrl });
    await root.connect();
    await root.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await root.end();
    // SIGTERM closes each one cleanly.
    expect(stopped.map((exit) => exit.code)).toEqual(stopped.map(() => 0));
  }, 20_000);

  it('started together on an empty database: migrated once, exactly one super admin', async () => {
    expect(await query<{ email: string }>('SELECT email FROM admins WHERE is_super')).toEqual([{ email: ADMIN.email }]);
    expect(await query('SELECT 1 FROM admins')).toHaveLength(1);
    const [{ n }] = await query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const [{ tables }] = await query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'uploads'",
    );
    expect(tables).toBe(1);
    expect(n).toBeGreaterThanOrEqual(4);
    const applied = await query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
  });

  it('a token from a sign-in on A works on B', async () => {
    expect((await request(b.base, 'GET', '/api/admin/users', admin)).status).toBe(200);
    expect((await request(b.base, 'GET', '/api/admin/users', 'not-a-token')).status).toBe(401);
  });

  it('a course added on A is read at once on B', async () => {
    const title = `Scale ${randomBytes(3).toString('hex')}`;
    const added = await addCourseOnA(title);
    expect(added.status).toBe(201);
    const listed = await request(b.base, 'GET', '/api/front/courses');
    expect(listed.status).toBe(200);
    expect(mentions(listed.body, title)).toBe(true);
  });

  it("a public answer B has already given reflects A's write within 1 second", async () => {
    const title = `Cached ${randomBytes(3).toString('hex')}`;
    // B reads (and may keep) the list twice before the write.
    for (let i = 0; i < 2; i++) expect(mentions((await request(b.base, 'GET', '/api/front/courses')).body, title)).toBe(false);
    const added = await addCourseOnA(title);
    expect(added.status).toBe(201);
    const acknowledged = Date.now();
    let seenAfter: number | undefined;
    while (Date.now() - acknowledged <= 1000) {
      if (mentions((await request(b.base, 'GET', '/api/front/courses')).body, title)) {
        seenAfter = Date.now() - acknowledged;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seenAfter, 'B still answers the list without the new course 1 s after A acknowledged it').toBeDefined();
    expect(seenAfter!).toBeLessThanOrEqual(1000);
  });

  it("B's cached public config shows a name saved in Settings on A within 1 second, and the default after a reset", async () => {
    const name = `Scaled ${randomBytes(3).toString('hex')}`;
    const nameOnB = async () =>
      ((await request(b.base, 'GET', '/api/front/config')).body as { academy_name: string }).academy_name;
    const environments = await nameOnB();
    expect(environments).not.toBe(name);
    for (const [value, expected] of [
      [name, name],
      ['', environments],
    ]) {
      expect((await request(a.base, 'PUT', '/api/admin/settings', admin, { academy_name: value })).status).toBe(200);
      const acknowledged = Date.now();
      while ((await nameOnB()) !== expected && Date.now() - acknowledged <= 1000) await new Promise((r) => setTimeout(r, 25));
      expect(await nameOnB()).toBe(expected);
      expect(Date.now() - acknowledged).toBeLessThanOrEqual(1100);
    }
  });

  it('an image uploaded on A is served by B', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    const uploaded = await fetch(`${a.base}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(b.base + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${b.base}/uploads/ffffffffffffffffffffffffffffffff.png`)).status).toBe(404);
  });

  it('failed sign-ins count across both: the limit is reached by mixing A and B', async () => {
    // LOGIN_RATE_LIMIT=4: four wrong passwords for one e-mail from one address, two on each...
    const guess = (server: Instance, i: number) =>
      request(server.base, 'POST', '/api/user/login', undefined, { email: 'nobody@academy.test', password: `guess-${i}` });
    const statuses: number[] = [];
    for (const [i, server] of [a, b, a, b].entries()) statuses.push((await guess(server, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // ...and the fifth is refused on either.
    expect((await guess(b, 4)).status).toBe(429);
    expect((await guess(a, 5)).status).toBe(429);
  });

  it('a live ticket from A opens a stream on B, which carries a notification A commits', async () => {
    const email = `live-${publicCache}@academy.test`;
    const added = await request(a.base, 'POST', '/api/admin/user/add', admin, {
      name: 'Live Student',
      email,
      password: 'secret123',
    });
    expect(added.status).toBe(201);
    const studentId = (added.body as { user: { id: number } }).user.id;
    const signedIn = await request(a.base, 'POST', '/api/user/login', undefined, { email, password: 'secret123' });
    const token = (signedIn.body as { token: string }).token;
    const ticket = await request(a.base, 'POST', '/api/user/live/ticket', token);
    expect(ticket.status).toBe(200);
    const live = await openStream(`${b.base}/api/live?ticket=${(ticket.body as { ticket: string }).ticket}`);
    try {
      expect((await live.next('ready')).data).toEqual({ signed_in: true });
      const helper = await request(a.base, 'POST', '/api/admin/achievements', admin, {
        name: `Live Helper ${publicCache}`,
        description: 'Helped',
        points: 5,
        manual: 1,
      });
      expect(helper.status).toBe(201);
      const achievementId = (helper.body as { achievement: { id: number } }).achievement.id;
      const given = await request(a.base, 'POST', `/api/admin/users/${studentId}/achievements`, admin, {
        achievement_id: achievementId,
      });
      expect(given.status).toBe(201);
      const notice = await live.next('notification');
      expect(notice.data).toMatchObject({ kind: 'achievement_awarded', params: { achievement_id: achievementId } });
    } finally {
      live.close();
    }
  });
});
