/**
 * GET /uploads/<name> from the `uploads` table (every instance serves every image), and the
 * one-time import of the files older versions kept in DATA_DIR/uploads.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { courses, uploads } from '../../db/schema.js';
import { seedDemo } from '../../seed/demo.js';
import { useTestApp } from '../../test/harness.js';
import { pngHeader } from '../../test/multipart.js';
import { UPLOAD_CSP } from '../../plugins/security-headers.js';
import { UPLOAD_CACHE_CONTROL } from './file-routes.js';
import { importUploadFolder } from './import-folder.js';
import { insertUpload } from './queries.js';
import { uploadReader } from './service.js';

const t = useTestApp();
const quiet = () => ({ info: vi.fn(), warn: vi.fn() });
const LIMIT = { maxMegapixels: 25 };

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('GET /uploads/:name', () => {
  it('answers the stored bytes with the upload headers: sandbox CSP, nosniff, a year immutable, its type', async () => {
    await insertUpload(t.db, { name: 'aa11.svg', contentType: 'image/svg+xml', bytes: SVG });
    const reply = await t.app.inject({ method: 'GET', url: '/uploads/aa11.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(SVG)).toBe(true);
    expect(reply.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': UPLOAD_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': UPLOAD_CACHE_CONTROL,
      etag: '"aa11.svg"',
    });
    expect(UPLOAD_CACHE_CONTROL).toMatch(/max-age=31536000.*immutable/);
    expect(Number(reply.headers['content-length'])).toBe(SVG.length);
    expect(Date.parse(String(reply.headers['last-modified']))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('HEAD answers the same headers without a body; a known ETag answers 304', async () => {
    await insertUpload(t.db, { name: 'bb22.png', contentType: 'image/png', bytes: PNG });
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/bb22.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(head.rawPayload.length).toBe(0);
    const again = await t.app.inject({ method: 'GET', url: '/uploads/bb22.png', headers: { 'if-none-match': '"bb22.png"' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.app.inject({ method: 'GET', url: '/uploads/bb22.png', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers 404 for a missing name, an odd name or a path, and finds an image stored after a miss', async () => {
    for (const url of ['/uploads/cc33.png', '/uploads/..%2Fpgdata', '/uploads/a/b.png', '/uploads/.hidden.png']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toMatch(/^text\/plain/);
    }
    // Another instance may store a name a moment after this one was asked for it: a miss is not remembered.
    await insertUpload(t.db, { name: 'cc33.png', contentType: 'image/png', bytes: PNG });
    expect((await t.app.inject({ method: 'GET', url: '/uploads/cc33.png' })).statusCode).toBe(200);
  });

  it('keeps images it served in memory (their bytes never change), never a miss', async () => {
    const read = uploadReader(t.db);
    expect(await read('dd44.png')).toBeUndefined();
    await insertUpload(t.db, { name: 'dd44.png', contentType: 'image/png', bytes: PNG });
    expect((await read('dd44.png'))?.bytes.equals(PNG)).toBe(true);
    await t.db.delete(uploads).where(eq(uploads.name, 'dd44.png'));
    expect((await read('dd44.png'))?.bytes.equals(PNG)).toBe(true);
    // A cache smaller than the image keeps nothing.
    const tiny = uploadReader(t.db, 4);
    await insertUpload(t.db, { name: 'ee55.png', contentType: 'image/png', bytes: PNG });
    expect(await tiny('ee55.png')).toBeDefined();
    await t.db.delete(uploads).where(eq(uploads.name, 'ee55.png'));
    expect(await tiny('ee55.png')).toBeUndefined();
  });

  it("serves the demo academy's covers and badges from the database", async () => {
    await seedDemo(t.db);
    const images = await t.db.select({ image: courses.image }).from(courses);
    expect(images.length).toBeGreaterThan(0);
    for (const { image } of images) {
      const reply = await t.app.inject({ method: 'GET', url: image! });
      expect(reply.statusCode, image!).toBe(200);
      expect(reply.headers['content-type']).toBe('image/svg+xml');
    }
  });
});

describe('files in DATA_DIR/uploads from before the uploads table', () => {
  it('are imported at start under their names, once; the folder is kept renamed', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-import-'));
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
    await mkdir(config.uploadsDir);
    await writeFile(path.join(config.uploadsDir, '0123abcd.png'), PNG);
    await writeFile(path.join(config.uploadsDir, 'demo-badge-1.svg'), SVG);
    await writeFile(path.join(config.uploadsDir, '.0123abce.png.part'), 'half');
    await insertUpload(t.db, { name: 'demo-badge-1.svg', contentType: 'image/svg+xml', bytes: Buffer.from('<svg/>') });

    await prepareDatabase({ db: t.db, engine: 'pglite', wasEmpty: false }, config, quiet());
    expect(existsSync(config.uploadsDir)).toBe(false);
    const kept = (await readdir(dataDir)).filter((name) => name.startsWith('uploads.imported-'));
    expect(kept).toHaveLength(1);
    expect((await readFile(path.join(dataDir, kept[0], '0123abcd.png'))).equals(PNG)).toBe(true);

    const png = await t.app.inject({ method: 'GET', url: '/uploads/0123abcd.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    // A name already in the table keeps the table's bytes; a half-written hidden file is not imported.
    const [badge] = await t.db.select().from(uploads).where(eq(uploads.name, 'demo-badge-1.svg'));
    expect(badge.bytes.toString()).toBe('<svg/>');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/.0123abce.png.part' })).statusCode).toBe(404);

    // The next start finds no folder and does nothing.
    expect(await importUploadFolder(t.db, config.uploadsDir, quiet(), LIMIT)).toEqual({ imported: 0, present: 0 });
  });

  it('an image over UPLOADS_MAX_MEGAPIXELS is not imported: named in a warning, kept in the renamed folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-import-'));
    const uploadsDir = path.join(dataDir, 'uploads');
    await mkdir(uploadsDir);
    await writeFile(path.join(uploadsDir, 'huge.png'), pngHeader(20_000, 20_000));
    await writeFile(path.join(uploadsDir, 'fine.png'), pngHeader(5_000, 5_000));
    const log = quiet();

    const summary = await importUploadFolder(t.db, uploadsDir, log, LIMIT);
    expect(summary).toMatchObject({ imported: 1, present: 2 });
    expect(log.warn).toHaveBeenCalledWith(
      { file: 'huge.png', width: 20_000, height: 20_000, maxMegapixels: 25 },
      'uploaded image not imported: more pixels than UPLOADS_MAX_MEGAPIXELS',
    );
    expect((await t.app.inject({ method: 'GET', url: '/uploads/huge.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/fine.png' })).statusCode).toBe(200);
    expect(existsSync(path.join(summary.keptAs!, 'huge.png'))).toBe(true);
  });

  it('an empty folder left by an older version is removed, with nothing imported', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-import-'));
    const uploadsDir = path.join(dataDir, 'uploads');
    await mkdir(uploadsDir);
    expect(await importUploadFolder(t.db, uploadsDir, quiet(), LIMIT)).toEqual({ imported: 0, present: 0 });
    expect(await readdir(dataDir)).toEqual([]);
  });
});
