/**
 * `npm run backup` / `npm run restore` (issue 10, item 13): data made through the app on one
 * DATA_DIR, backed up, restored into another, answers the same there, uploaded image included.
 * Embedded database only, so it runs in the PGlite pass of `npm test`, not the PostgreSQL one.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { backupDataDir, restoreDataDir } from '../db/backup.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { importUploadFolder } from '../modules/uploads/import-folder.js';
import { resetDatabase, SUPER_ADMIN } from './harness.js';
import { adminToken, call, userToken } from './http.js';

const runs = !process.env.TEST_DATABASE_URL;
const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

async function open(dataDir: string): Promise<{ app: App; handle: DatabaseHandle }> {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '10000' });
  const handle = await openDatabase({ dataDir: config.dataDir });
  const app = await buildApp({ db: handle.db, config });
  await app.ready();
  return { app, handle };
}

async function close({ app, handle }: { app: App; handle: DatabaseHandle }) {
  await app.close();
  await handle.close();
}

/** What the public and admin screens show: must read the same on the restored copy. */
async function snapshot(app: App) {
  const admin = await adminToken(app);
  const urls = [
    '/api/front/leaderboard',
    '/api/front/users',
    '/api/front/courses',
    '/api/front/stats',
    '/api/admin/users',
    '/api/admin/stats',
  ];
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const reply = await call(app, 'GET', url, { token: url.startsWith('/api/admin') ? admin : undefined });
    expect(reply.status, url).toBe(200);
    answers[url] = reply.body;
  }
  return answers;
}

/** The id of the object in an answer whose `key` is `value`, wherever the answer nests it. */
function idOf(body: unknown, key: string, value: string): number {
  const seen: unknown[] = [body];
  while (seen.length) {
    const item = seen.pop();
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if (record[key] === value && typeof record.id === 'number') return record.id;
      seen.push(...Object.values(record));
    }
  }
  throw new Error(`no ${key} = ${value} in ${JSON.stringify(body)}`);
}

describe.runIf(runs)('backup and restore of the embedded database', () => {
  it('a restored copy serves the same data and the uploaded image', async () => {
    const source = path.join(temp, 'source');
    const site = await open(source);
    await resetDatabase(site.handle.db);
    const admin = await adminToken(site.app, SUPER_ADMIN);
    const boundary = '----academybackup';
    const upload = await site.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const image = upload.json<{ url: string }>().url;
    const post = async (url: string, body: unknown) => {
      const reply = await call(site.app, 'POST', url, { token: admin, body });
      expect(reply.status, `${url} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
      return reply.body;
    };
    const courseId = idOf(
      await post('/api/admin/course/add', { title: 'Backups 101', description: 'Keep copies', image, link: null }),
      'title',
      'Backups 101',
    );
    const projectIds: number[] = [];
    for (const name of ['Dump', 'Restore']) {
      projectIds.push(idOf(await post('/api/admin/project/add', { name, course_id: courseId, points_value: 25 }), 'name', name));
    }
    const userIds: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const email = `keeper${i}@academy.test`;
      userIds.push(
        idOf(await post('/api/admin/user/add', { name: `Keeper ${i}`, email, password: 'keeper123' }), 'email', email),
      );
    }
    for (const userId of userIds.slice(0, 2)) {
      await post('/api/admin/enrollment/enroll', { user_id: userId, course_id: courseId, price: 100 });
    }
    const student = await userToken(site.app, 'keeper1@academy.test', 'keeper123');
    for (const projectId of projectIds) {
      const reply = await call(site.app, 'POST', '/api/front/user-projects', {
        token: student,
        body: { project_id: projectId, url: `https://github.com/keeper/${projectId}` },
      });
      expect(reply.status).toBeLessThan(300);
    }
    const before = await snapshot(site.app);
    expect(JSON.stringify(before['/api/front/leaderboard'])).toContain('Keeper 1');

    // The site holds DATA_DIR: a backup refuses to run beside it and says to stop it.
    const file = path.join(temp, 'site.tar.gz');
    await expect(backupDataDir({ dataDir: source, file })).rejects.toThrow(/site is running .* stop it/);
    await close(site);
    // An image file an older version left on disk, which no start has moved into the table yet.
    mkdirSync(path.join(source, 'uploads'));
    writeFileSync(path.join(source, 'uploads', 'legacy.png'), PNG);

    const summary = await backupDataDir({ dataDir: source, file });
    expect(summary).toMatchObject({ users: 3, uploads: 2 });
    await expect(backupDataDir({ dataDir: source, file })).rejects.toThrow('already exists');

    const heldLock = await lockDataDir(path.join(temp, 'held'));
    await expect(restoreDataDir({ file, dataDir: path.join(temp, 'held') })).rejects.toThrow(/stop it/);
    await heldLock.release();

    const target = path.join(temp, 'restored');
    expect(await restoreDataDir({ file, dataDir: target })).toMatchObject({ users: 3, uploads: 2 });
    // A folder with something in it is refused unless forced; forced, the current data is moved aside.
    await expect(restoreDataDir({ file, dataDir: target })).rejects.toThrow('is not empty');
    const restored = await restoreDataDir({ file, dataDir: target, force: true });
    expect(restored).toMatchObject({ users: 3, uploads: 2 });
    expect(restored.movedAside).toHaveLength(2);
    // The uploaded image is in the database (table uploads); the old file is back in uploads/.
    expect(readFileSync(path.join(target, 'uploads', 'legacy.png')).equals(PNG)).toBe(true);
    expect(existsSync(path.join(target, 'uploads', path.basename(image)))).toBe(false);

    const copy = await open(target);
    try {
      const after = await snapshot(copy.app);
      expect(after).toEqual(before);
      const served = await copy.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // A start moves the old file into the table: served like any upload.
      await importUploadFolder(
        copy.handle.db,
        path.join(target, 'uploads'),
        { info: () => undefined, warn: () => undefined },
        { maxMegapixels: 25 },
      );
      const legacy = await copy.app.inject({ method: 'GET', url: '/uploads/legacy.png' });
      expect(legacy.statusCode).toBe(200);
      expect(legacy.rawPayload.equals(PNG)).toBe(true);
      // The restored copy takes writes.
      const newAdmin = await adminToken(copy.app, SUPER_ADMIN);
      const added = await call(copy.app, 'POST', '/api/admin/user/add', {
        token: newAdmin,
        body: { name: 'After Restore', email: 'after@academy.test', password: 'after123' },
      });
      expect(added.status).toBeLessThan(300);
    } finally {
      await close(copy);
    }
  }, 120_000);

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(temp, 'bogus.tar.gz');
    writeFileSync(bogus, 'hello');
    await expect(restoreDataDir({ file: bogus, dataDir: path.join(temp, 'bogus') })).rejects.toThrow('is not a backup');
  });
});
