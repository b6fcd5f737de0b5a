import { cp, mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { settings } from '../db/schema.js';
import { precompressFolder } from '../../build/precompress.js';

let app: App;
let root: string;
let closeDatabase: () => Promise<void>;
/** Saved before the server starts; its '</script>' must not end the page's settings element. */
const SAVED_NAME = 'Nile </script><b>Code';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  // What the build copies as it is (vite's publicDir): the favicon, avatars (robots.txt is a route: modules/sharing).
  await cp(path.resolve(import.meta.dirname, '../../web/static'), root, { recursive: true });
  await mkdir(path.join(root, 'assets'));
  // Over 1 KB, as the built one is: the build writes .br and .gz beside it.
  const head = Array.from({ length: 40 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`).join('\n');
  await writeFile(path.join(root, 'index.html'), `<!doctype html><head>${head}</head><div id="root"></div>`);
  await writeFile(path.join(root, 'assets', 'app-1.js'), 'console.log(1)');
  await writeFile(path.join(root, 'assets', 'big-2.js'), `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};`);
  await precompressFolder(root);
  const handle = await openDatabase({ inMemory: true, template: inject('pgliteTemplate') });
  closeDatabase = handle.close;
  await handle.db.insert(settings).values({ key: 'academy_name', value: SAVED_NAME });
  const config = loadConfig({ DATA_DIR: root, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: handle.db, config, webRoot: root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await closeDatabase();
});

describe('serving the web app', () => {
  it('page paths get index.html; unknown API paths get 404 JSON', async () => {
    for (const url of ['/', '/users', '/USERS/', '/admin', '/admin/users/12', '/edit-profile', '/reset-password']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.body, url).toContain('id="root"');
    }
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found', code: 'server.notFound' });
  });

  it('serves hashed assets with a long cache, and a missing file is a 404, not the app', async () => {
    const asset = await app.inject({ url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('id="root"');
  });

  it('paths with a dot outside /api, /assets and /uploads get the app (404: no page); missing files under /assets and /uploads stay 404', async () => {
    for (const url of ['/user/93.', '/x.y', '/user/93.?tab=1', '/courses/a.b/c', '/nope.js', '/favicon.png']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await app.inject({ method, url });
        expect(page.statusCode, `${method} ${url}`).toBe(404);
        expect(page.headers['content-type'], `${method} ${url}`).toMatch(/text\/html/);
        if (method === 'GET') expect(page.body, url).toContain('id="root"');
      }
    }
    for (const url of ['/assets/gone.js', '/assets/sub/gone.css', '/assets/gone', '/uploads/gone.png', '/uploads/a/b.png']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('id="root"');
    }
    // Real files of the build are still files.
    expect((await app.inject({ url: '/assets/app-1.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ url: '/robots.txt' })).body).toMatch(/^User-agent: \*$/m);
    expect((await app.inject({ url: '/api/x.y' })).json()).toEqual({ message: 'Not Found', code: 'server.notFound' });
  });

  it('serves a real favicon.ico and a robots.txt keeping crawlers out of /admin and /api (issue 20 item 10)', async () => {
    const icon = await app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(icon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n').map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api']));
  });

  it("every page carries the public settings, the saved academy name included, for the app's first render (issue 20 item 10)", async () => {
    const config = (await app.inject({ url: '/api/front/config' })).json();
    expect(config.academy_name).toBe(SAVED_NAME);
    for (const url of ['/', '/courses', '/admin/dashboard']) {
      const page = await app.inject({ url });
      const element = /<script id="public-config" type="application\/json">(.*?)<\/script><\/head>/.exec(page.body);
      expect(element, url).not.toBeNull();
      expect(JSON.parse(element![1]), url).toEqual(config);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': String(page.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('a path that is no page of the app answers 404 with the app, for GET and HEAD alike; no ETag, no 304 (issue 44 item 3)', async () => {
    for (const url of [
      '/no-such-page',
      '/users/x/y',
      '/user/7/x',
      '/admin/nope',
      '/assets',
      '/assets/',
      '/user/abc',
      '/user/0',
    ]) {
      const get = await app.inject({ url });
      expect(get.statusCode, url).toBe(404);
      expect(get.headers['content-type'], url).toMatch(/text\/html/);
      expect(get.headers['cache-control'], url).toBe('no-cache');
      expect(get.headers.etag, url).toBeUndefined();
      // The app's own page, whose router shows the not-found content, with the site's settings.
      expect(get.body, url).toContain('id="root"');
      expect(get.body, url).toContain('<script id="public-config"');
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(404);
      expect(head.body, url).toBe('');
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      const conditional = await app.inject({ url, headers: { 'if-none-match': '*' } });
      expect(conditional.statusCode, url).toBe(404);
    }
    // What is not the app keeps its own answers.
    expect((await app.inject({ url: '/api/no-such-page' })).json()).toEqual({ message: 'Not Found', code: 'server.notFound' });
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/uploads/gone.png' })).body).not.toContain('id="root"');
  });

  it('serves files built after the server started', async () => {
    await writeFile(path.join(root, 'assets', 'app-3.js'), 'console.log(3)');
    const asset = await app.inject({ url: '/assets/app-3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(3)');
  });
});

describe('wire weight: compression and HEAD', () => {
  it('compresses API JSON with brotli or gzip when the client asks, and not when it does not', async () => {
    const plain = await app.inject({ url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const document = plain.json();

    const br = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  it('leaves small answers uncompressed', async () => {
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('sends the precompressed file the client accepts, keeping the long cache and the ETag', async () => {
    const file = path.join(root, 'assets', 'big-2.js');
    const br = await app.inject({ url: '/assets/big-2.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(await readFile(`${file}.br`))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.etag).toBeTruthy();
    const again = await app.inject({
      url: '/assets/big-2.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const gzip = await app.inject({ url: '/assets/big-2.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(await readFile(file))).toBe(true);

    const plain = await app.inject({ url: '/assets/big-2.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(await readFile(file))).toBe(true);
  });

  it('sends index.html compressed and never cached without a check', async () => {
    for (const url of ['/', '/users']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('id="root"');
    }
  });

  it('answers HEAD for pages with the headers of GET and no body; missing files and API paths stay 404', async () => {
    for (const url of ['/', '/users', '/admin']) {
      for (const encoding of ['br', undefined]) {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        const get = await app.inject({ url, headers });
        const head = await app.inject({ method: 'HEAD', url, headers });
        expect(head.statusCode, url).toBe(200);
        expect(head.body, url).toBe('');
        for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary']) {
          expect(head.headers[name], `${url} ${name}`).toEqual(get.headers[name]);
        }
      }
    }
    const asset = await app.inject({ method: 'HEAD', url: '/assets/big-2.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect((await app.inject({ method: 'HEAD', url: '/assets/gone-2.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'HEAD', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/users' })).statusCode).toBe(404);
  });
});
