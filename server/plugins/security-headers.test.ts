import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { insertUpload } from '../modules/uploads/queries.js';

let app: App;
let config: Config;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-headers-'));
  await mkdir(path.join(root, 'web', 'assets'), { recursive: true });
  await writeFile(path.join(root, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'web', 'assets', 'app-1.js'), 'console.log(1)');
  const handle = await openDatabase({ inMemory: true, template: inject('pgliteTemplate') });
  closeDatabase = handle.close;
  config = loadConfig({ DATA_DIR: path.join(root, 'data'), SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: handle.db, config, webRoot: path.join(root, 'web') });
  await app.ready();
  await insertUpload(handle.db, {
    name: 'badge.svg',
    contentType: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
});

afterAll(async () => {
  await app.close();
  await closeDatabase();
});

/** The CSP's directives by name. */
function directives(header: unknown): Map<string, string> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const entries = (header as string)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...values] = part.split(/\s+/);
      return [name, values.join(' ')] as const;
    });
  return new Map(entries);
}

const common = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
};

describe('security headers', () => {
  it('a page of the web app: scripts from the site only, never framed, no plugins', async () => {
    for (const url of ['/', '/leaderboard', '/admin/login', '/assets/app-1.js']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      common(page.headers);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('script-src-attr'), url).toBe("'none'");
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('base-uri'), url).toBe("'self'");
      // MUI (emotion) writes <style> elements at run time: styles may be inline, scripts never.
      expect(csp.get('style-src'), url).toBe("'self' 'unsafe-inline'");
    }
  });

  it('API answers, errors and the API docs carry them too', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/front/courses', 200],
      ['/api/nope', 404],
      ['/api/user/me', 401],
      ['/api/docs/json', 200],
      ['/api/docs/', 200],
    ] as const) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(status);
      common(reply.headers);
      expect(directives(reply.headers['content-security-policy']).get('frame-ancestors'), url).toBe("'none'");
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.statusCode).toBe(400);
    common(refused.headers);
  });

  it('an uploaded file is sandboxed: no script, no forms, nothing loaded', async () => {
    const upload = await app.inject({ url: '/uploads/badge.svg' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-type']).toMatch(/image\/svg\+xml/);
    common(upload.headers);
    const csp = directives(upload.headers['content-security-policy']);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('sandbox')).toBe('');
    expect(csp.get('form-action')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('script-src')).toBe(false);
  });
});
