/** Request limits: slow clients are cut off, bodies are bounded in size and depth, logs keep secrets out. */
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { REQUESTS } from '../../contracts/staff-messages.js';
import { buildApp, type App, type Timeouts } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createUser, STUDENT_PASSWORD } from '../test/factories.js';
import { resetDatabase } from '../test/harness.js';
import { adminToken, call, userToken } from '../test/http.js';
import { within } from '../test/within.js';

const handles: { app: App; close: () => Promise<void> }[] = [];

async function start(options: { timeouts?: Partial<Timeouts>; logLines?: string[] } = {}) {
  const handle = await openDatabase({ inMemory: true, template: inject('pgliteTemplate') });
  await resetDatabase(handle.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-limits-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '10000' });
  const lines = options.logLines;
  const logger = lines ? { level: 'info', stream: { write: (line: string) => void lines.push(line) } } : false;
  const app = await buildApp({ db: handle.db, config, timeouts: options.timeouts, logger, webRoot: dataDir });
  await app.ready();
  handles.push({ app, close: handle.close });
  return { app, db: handle.db };
}

afterAll(async () => {
  for (const { app, close } of handles) {
    await app.close();
    await close();
  }
});

/** Sends the request's head, then feeds the body as `drip` says; resolves with what came back and when the socket closed. */
async function slowClient(port: number, drip: { every: number } | 'stall') {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  // A drip written as the server cuts the connection off meets a reset: that is the cut-off, which
  // 'close' reports; unheard, the socket's 'error' would fail the whole run as an uncaught exception.
  socket.on('error', () => {});
  socket.write(
    'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  const timer = drip === 'stall' ? undefined : setInterval(() => socket.writable && socket.write(' '), drip.every);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  const cutOff = await within(closed, 5000, undefined);
  clearInterval(timer);
  socket.destroy();
  return { received, cutOff };
}

describe('timeouts', () => {
  let port: number;
  let stallPort: number;
  beforeAll(async () => {
    const { app } = await start({ timeouts: { request: 600, connection: 20_000, checkInterval: 50 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    const idle = await start({ timeouts: { request: 20_000, connection: 400, checkInterval: 50 } });
    await idle.app.listen({ port: 0, host: '127.0.0.1' });
    stallPort = (idle.app.server.address() as net.AddressInfo).port;
  });

  it('a body that trickles in slower than the request deadline is answered 408 and cut off', async () => {
    const { received, cutOff } = await slowClient(port, { every: 100 });
    expect(cutOff, 'the server closed the connection').toBeDefined();
    expect(cutOff).toBeLessThan(3000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(received.split('\r\n\r\n')[1])).toEqual({ message: REQUESTS.tooSlow, code: 'requests.tooSlow' });
  });

  it('a client that sends the headers and then nothing is cut off', async () => {
    for (const target of [port, stallPort]) {
      const { cutOff } = await slowClient(target, 'stall');
      expect(cutOff, `port ${target === port ? 'request deadline' : 'idle deadline'}`).toBeDefined();
      expect(cutOff).toBeLessThan(3000);
    }
  });

  it('defaults: 30 s to send a request, 60 s of silence, 72 s keep-alive', async () => {
    const { app } = await start();
    expect(app.initialConfig).toMatchObject({ requestTimeout: 30_000, connectionTimeout: 60_000, keepAliveTimeout: 72_000 });
  });
});

describe('JSON bodies', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    ({ app } = await start());
    token = await adminToken(app);
  });
  const post = async (payload: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/admin/skills',
      payload,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    return { status: reply.statusCode, body: reply.json() };
  };
  const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

  it('a body over 64 KB answers 413 with a plain message; the largest real form fits', async () => {
    expect(await post(JSON.stringify({ name: 'a'.repeat(64 * 1024) }))).toEqual({
      status: 413,
      body: { message: REQUESTS.bodyTooLarge, code: 'requests.bodyTooLarge' },
    });
    // A 5,000-character text written entirely as \u escapes (~30 KB) is still read and validated.
    const longest = await post(JSON.stringify({ name: 'x', description: '\u0001'.repeat(5000) }));
    expect(longest.status).not.toBe(413);
  });

  it('JSON nested deeper than 32 is refused before it is parsed; 32 levels are read', async () => {
    expect(await post(nested(33))).toEqual({ status: 400, body: { message: REQUESTS.tooDeep, code: 'requests.tooDeep' } });
    expect(await post(`{"name":"${'['.repeat(100)}"}`)).toMatchObject({ status: 201 }); // brackets inside a string
    const deepest = await post(nested(32));
    expect(deepest.status).toBe(422);
  });

  it('1 MB of deeply nested JSON costs no more than 1 MB of flat JSON', async () => {
    // Just under 1 MB each (Fastify's own default limit, which this server had before).
    const flat = JSON.stringify({ name: 'a'.repeat(1_000_000 - 11) });
    const deep = `{"a":${'['.repeat(499_997)}${']'.repeat(499_997)}}`;
    expect([flat.length, deep.length]).toEqual([1_000_000, 1_000_000]);
    const median = async (payload: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect((await post(payload)).status).toBe(413);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2];
    };
    const [flatTime, deepTime] = [await median(flat), await median(deep)];
    expect(deepTime).toBeLessThan(flatTime * 3 + 20);
  });
});

describe('logs', () => {
  it('a failing query is logged by its SQL: no parameters, password hash, token, body or query string', async () => {
    const lines: string[] = [];
    const { app, db } = await start({ logLines: lines });
    const user = await createUser(db);
    const token = await userToken(app, user.email, STUDENT_PASSWORD);
    await db.execute(
      sql`CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`,
    );
    await db.execute(sql`CREATE TRIGGER refuse_update BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_update()`);
    lines.length = 0;
    const reply = await call(app, 'PUT', `/api/user/profile/update?search=${encodeURIComponent(user.email)}`, {
      token,
      body: { name: 'Renamed Student', password: 'NewSecret!42', bio: 'my private bio' },
    });
    expect(reply).toEqual({ status: 500, body: { message: 'Server Error' } });
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toMatch(/update \\"users\\"/i);
    expect(log).toContain('disk on fire');
    for (const secret of [
      token,
      user.email,
      '$argon2',
      'NewSecret!42',
      'my private bio',
      'Renamed Student',
      'search=',
      'Bearer',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(/authorization/i);
    expect(log).toContain('"url":"/api/user/profile/update"');
  });
});
