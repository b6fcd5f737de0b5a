import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contracts/form-messages.js';
import { codeOfMessage } from '../../contracts/message-codes.js';
import { REQUESTS } from '../../contracts/staff-messages.js';
import { buildApp } from '../app.js';
import { skills, users } from '../db/schema.js';
import { createCourse, createUser, STUDENT_PASSWORD } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { adminToken, call, userToken } from '../test/http.js';
import { collectRoutes, fillPath } from '../test/route-table.js';
import { within } from '../test/within.js';

const routes = collectRoutes();
const t = useTestApp();

/** The site's error body of a message: the message and its code (contracts/message-codes.ts). */
const said = (message: string) => ({ message, code: codeOfMessage(message) });

/** An answer in the site's error shape: JSON with exactly `message` and its `code` (and `errors` when given), nothing of Fastify's own. */
function expectSiteError(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  message: string,
) {
  expect(response.headers['content-type'], response.body).toMatch(/^application\/json/);
  expect({ status: response.statusCode, body: JSON.parse(response.body) }).toEqual({ status, body: said(message) });
}

describe('input the database cannot store', () => {
  it('a NUL character in text of several lines answers 422 and changes nothing (a single line loses it)', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const before = await t.db.select().from(users);
    const reply = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'a\u0000b', bio: 'x\u0000' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ bio: [VALIDATION.notAllowedCharacters] });
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('a NUL character in the admin users search is dropped as any control is', async () => {
    await createUser(t.db, { name: 'Mona Adel' });
    const reply = await call(t.app, 'GET', '/api/admin/users?search=Mo%00na', { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(reply.body.users.map((user: { name: string }) => user.name)).toEqual(['Mona Adel']);
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

describe('errors Fastify answers before any route', () => {
  it('a URL with a broken %-encoding answers 400 {message} on every route of the table, and off it', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const token = await adminToken(t.app);
    const urls = [
      ...routes.map((route) =>
        route.params.length ? fillPath(route, {}).replace(/\/\/|\/$/, '/%E0%A4%A/') : `${route.url}/%zz`,
      ),
      '/%zz',
      '/api/front/courses/%E0%A4%A',
      '/courses/%C0',
    ];
    for (const [i, url] of urls.entries()) {
      const response = await t.app.inject({
        method: routes[i]?.method ?? 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expectSiteError(response, 400, REQUESTS.malformedUrl);
    }
  });

  it('a malformed body, an unknown content type, a body too large, a parameter too long and an unknown route answer {message}', async () => {
    const token = await adminToken(t.app);
    const post = (url: string, contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
    expectSiteError(await post('/api/admin/skills', 'application/json', '{"name":'), 400, REQUESTS.malformedJson);
    expectSiteError(await post('/api/admin/skills', 'application/xml', '<name>x</name>'), 415, REQUESTS.unsupportedMediaType);
    expectSiteError(
      await post('/api/admin/skills', 'application/json', JSON.stringify({ name: 'a'.repeat(70_000) })),
      413,
      REQUESTS.bodyTooLarge,
    );
    const longId = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/skills/${'1'.repeat(200)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expectSiteError(longId, 414, REQUESTS.urlTooLong);
    expectSiteError(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404, 'Not Found');
    expectSiteError(await t.app.inject({ method: 'PATCH', url: '/api/admin/skills' }), 404, 'Not Found');
  });

  it('requests the HTTP parser refuses (a broken request line, headers too large) answer {message} on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = async (request: string) => {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.write(request);
      await once(socket, 'close');
      const [head, body] = received.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), type: /content-type: ([^\r]+)/i.exec(head)?.[1], body: JSON.parse(body) };
    };
    const json = 'application/json; charset=utf-8';
    expect(await raw('GARBAGE\r\n\r\n')).toEqual({ status: 400, type: json, body: said(REQUESTS.badRequest) });
    expect(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toEqual({
      status: 431,
      type: json,
      body: said(REQUESTS.headersTooLarge),
    });
  });

  it('a request that arrives while the server stops answers 503 {message}', async () => {
    // A second app on the same database: stopping it leaves the database open.
    const app = await buildApp({ db: t.db, config: t.config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    // A request still arriving keeps the server open while it stops; the next one on its connection comes after.
    socket.write('POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await within(once(socket, 'close'), 3000, undefined);
    socket.destroy();
    await closed;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    const [head, body] = answers[1].split('\r\n\r\n');
    expect({ status: head.split(' ')[1], body: JSON.parse(body) }).toEqual({
      status: '503',
      body: said(REQUESTS.stopping),
    });
  });
});

describe('a full disk', () => {
  /**
   * The database refuses the write as both engines do with the disk full (measured on a 120 MB
   * tmpfs: PGlite and PostgreSQL 15 both raise SQLSTATE 53100 "could not extend file ...: No space
   * left on device"). A trigger raises that very error inside the real database, so the answer
   * goes through the real driver, Drizzle and the route; no space is actually filled.
   */
  async function withFullDisk(tables: string[], run: () => Promise<void>) {
    await t.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        RAISE EXCEPTION 'could not extend file "base/5/16847": No space left on device'
          USING ERRCODE = 'disk_full', HINT = 'Check free disk space.'; END $$`),
    );
    for (const table of tables)
      await t.db.execute(
        sql.raw(`CREATE TRIGGER test_disk_full BEFORE INSERT OR UPDATE OR DELETE ON ${table} EXECUTE FUNCTION test_disk_full()`),
      );
    try {
      await run();
    } finally {
      for (const table of tables) await t.db.execute(sql.raw(`DROP TRIGGER test_disk_full ON ${table}`));
      await t.db.execute(sql.raw('DROP FUNCTION test_disk_full()'));
    }
  }

  it('writes answer 507 with a clear message and no stack, and save nothing', async () => {
    const user = await createUser(t.db, { name: 'Sara Ali' });
    const course = await createCourse(t.db);
    const admin = await adminToken(t.app);
    const student = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const refused = { status: 507, body: { message: REQUESTS.diskFull } };
    await withFullDisk(['skills', 'users', 'enrollments'], async () => {
      expect(await call(t.app, 'POST', '/api/admin/skills', { token: admin, body: { name: 'Rust' } })).toEqual(refused);
      expect(await call(t.app, 'PUT', '/api/user/profile/update', { token: student, body: { name: 'Sara New' } })).toEqual(
        refused,
      );
      const enroll = { user_id: user.id, course_id: course.id, price: 100, got_discount: false };
      expect(await call(t.app, 'POST', '/api/admin/enrollment/enroll', { token: admin, body: enroll })).toEqual(refused);
    });
    expect(await t.db.select().from(skills)).toEqual([]);
    expect((await t.db.select().from(users))[0].name).toBe('Sara Ali');
  });
});
