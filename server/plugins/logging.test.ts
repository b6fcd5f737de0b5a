/** Which requests leave a log line: failures and slow answers; the rest only at debug. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { resetDatabase } from '../test/harness.js';
import { SLOW_REQUEST_MS } from './logging.js';
import { PROXY_WARNING } from './proxy-warning.js';

type Line = {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
  responseTime?: number;
  proxy?: string;
};
const DEBUG = 20;
const INFO = 30;

const lines: Line[] = [];
let app: App;
let closeDatabase: () => Promise<void>;
let db: Database;
let dataDir: string;
const logger = { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } };

beforeAll(async () => {
  const handle = await openDatabase({ inMemory: true, template: inject('pgliteTemplate') });
  closeDatabase = handle.close;
  db = handle.db;
  await resetDatabase(db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-logging-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  app = await buildApp({ db, config, logger, webRoot: dataDir });
  app.get('/api/test/fails', async () => {
    throw new Error('disk on fire');
  });
  app.get('/api/test/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await closeDatabase();
});

/** The lines `url` leaves, from its request's id. */
async function linesOf(url: string) {
  lines.length = 0;
  const reply = await app.inject({ url });
  return { status: reply.statusCode, lines: lines.filter((line) => line.msg !== undefined) };
}

describe('request logs', () => {
  it('a successful answer, cached or not, and a refusal leave no line at info, one at debug', async () => {
    for (const [url, status] of [
      ['/api/health?token=secret', 200],
      ['/api/front/courses', 200],
      ['/api/front/courses', 200],
      ['/api/nope', 404],
      ['/api/user/me', 401],
    ] as const) {
      const logged = await linesOf(url);
      expect(logged.status, url).toBe(status);
      expect(
        logged.lines.filter((line) => line.level >= INFO),
        url,
      ).toEqual([]);
      const debug = logged.lines.filter((line) => line.level === DEBUG && line.msg === 'request completed');
      expect(debug, url).toHaveLength(1);
      expect(debug[0].req?.url, url).toBe(url.split('?')[0]);
      expect(debug[0].res?.statusCode, url).toBe(status);
    }
  });

  it('a failed answer is logged at error with its request and status, without its query string', async () => {
    const logged = await linesOf('/api/test/fails?search=ada%40academy.test');
    expect(logged.status).toBe(500);
    const failed = logged.lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, req: { url: '/api/test/fails' }, res: { statusCode: 500 } });
    expect(JSON.stringify(logged.lines)).not.toContain('ada');
  });

  it('a slow answer is logged at warn with its time', async () => {
    const logged = await linesOf('/api/test/slow');
    expect(logged.status).toBe(200);
    const slow = logged.lines.find((line) => line.msg === 'slow request');
    expect(slow).toMatchObject({ level: 40, req: { url: '/api/test/slow' }, res: { statusCode: 200 } });
    expect(slow?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});

describe('X-Forwarded-For while TRUST_PROXY is off (issue 43 item 6)', () => {
  const warnings = () => lines.filter((line) => line.msg === PROXY_WARNING);
  const forwarded = { 'x-forwarded-for': '203.0.113.9' };

  it('logs one warning naming TRUST_PROXY, at the first request that carries it, whatever follows', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/health' });
    expect(warnings()).toEqual([]);
    for (const url of ['/api/front/courses', '/api/front/courses', '/api/health', '/api/nope']) {
      await app.inject({ url, headers: forwarded, remoteAddress: '10.0.0.2' });
    }
    expect(warnings()).toEqual([expect.objectContaining({ level: 40, proxy: '10.0.0.2' })]);
    expect(PROXY_WARNING).toContain('TRUST_PROXY=1');
  });

  it('logs nothing with TRUST_PROXY set', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
    const proxied = await buildApp({ db, config, logger, webRoot: dataDir });
    try {
      lines.length = 0;
      const reply = await proxied.inject({ url: '/api/health', headers: forwarded, remoteAddress: '10.0.0.2' });
      expect(reply.statusCode).toBe(200);
      expect(warnings()).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});
