import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

let app: App;
let root: string;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'assets', 'app-1.js'), 'console.log(1)');
  const handle = await openDatabase({ inMemory: true });
  closeDatabase = handle.close;
  const config = loadConfig({ DATA_DIR: root, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: handle.db, config, webRoot: root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await closeDatabase();
});

describe('serving the web app', () => {
  it('page paths get index.html, folders of the build included; unknown API paths get 404 JSON', async () => {
    for (const url of ['/', '/user/12', '/assets', '/assets/']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.body, url).toContain('id="root"');
    }
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found' });
  });

  it('serves hashed assets with a long cache, and a missing file is a 404, not the app', async () => {
    const asset = await app.inject({ url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('id="root"');
  });

  it('serves files built after the server started', async () => {
    await writeFile(path.join(root, 'assets', 'app-3.js'), 'console.log(3)');
    const asset = await app.inject({ url: '/assets/app-3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(3)');
  });
});
