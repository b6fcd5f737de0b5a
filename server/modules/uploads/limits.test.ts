/**
 * Uploads are bounded (issue 21 item 4): the stored images together stay under UPLOADS_MAX_MB,
 * an admin stores at most UPLOADS_PER_MINUTE a minute, and images nothing uses are deleted once
 * an hour old. Oracles: the `uploads` rows and the courses' and badges' columns.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOADS } from '../../../contracts/staff-messages.js';
import { buildApp } from '../../app.js';
import { achievements, admins, courses, uploads } from '../../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { createAchievement, createCourse } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { postUpload } from '../../test/multipart.js';
import { deleteUnusedUploads, insertUpload } from './queries.js';
import { UNUSED_UPLOAD_GRACE_SECONDS } from './service.js';

const t = useTestApp({ UPLOADS_MAX_MB: '1', UPLOADS_PER_MINUTE: '3' });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
/** A PNG of `kb` KB (random bytes after a whole 1x1 image). */
const png = (kb: number) => Buffer.concat([PNG, randomBytes(kb * 1024 - PNG.length)]);

async function upload(bytes: Buffer, token?: string) {
  return postUpload(t.app, token ?? (await adminToken(t.app)), [{ field: 'file', content: bytes, filename: 'a.png' }]);
}
const nameOf = (url: string) => path.basename(url);
const rows = async () =>
  (await t.db.select({ name: uploads.name, size: uploads.size }).from(uploads)).sort((a, b) => a.name.localeCompare(b.name));
const byName = (list: { name: string; size: number }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
/** Makes uploads look stored `minutes` ago. */
const age = (names: string[], minutes: number) =>
  t.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(inArray(uploads.name, names));

describe('the uploads quota (UPLOADS_MAX_MB)', () => {
  it('refuses an image that would pass it with 507 and stores nothing', async () => {
    const first = await upload(png(450));
    const second = await upload(png(450));
    expect([first.status, second.status]).toEqual([200, 200]);
    const before = await rows();
    expect(before).toEqual(
      byName([
        { name: nameOf(first.body.url), size: 450 * 1024 },
        { name: nameOf(second.body.url), size: 450 * 1024 },
      ]),
    );

    const refused = await upload(png(200));
    expect(refused).toEqual({ status: 507, body: { message: UPLOADS.quotaFull } });
    expect(await rows()).toEqual(before);
    // An image that still fits is stored.
    expect((await upload(png(100))).status).toBe(200);
  });

  it('makes room from unused images over an hour old, never from used or recent ones', async () => {
    const used = await upload(png(450));
    const unused = await upload(png(450));
    await createCourse(t.db, { image: used.body.url });
    await age([nameOf(used.body.url), nameOf(unused.body.url)], 61);

    const third = await upload(png(450));
    expect(third.status).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual([nameOf(used.body.url), nameOf(third.body.url)].sort());
    // Now only a used and a recent image are stored: nothing to make room from.
    expect(await upload(png(450))).toEqual({ status: 507, body: { message: UPLOADS.quotaFull } });
    expect(await rows()).toHaveLength(2);
  });
});

describe('the upload rate (UPLOADS_PER_MINUTE)', () => {
  it('refuses an admin past the rate with 429 and stores nothing; other admins and a minute later may upload', async () => {
    const token = await adminToken(t.app);
    const stored: string[] = [];
    for (let i = 0; i < 3; i++) stored.push(nameOf((await upload(png(1), token)).body.url));
    expect(await upload(png(1), token)).toEqual({ status: 429, body: { message: UPLOADS.tooMany } });
    expect((await rows()).map((row) => row.name)).toEqual([...stored].sort());

    const other = { name: 'Other Admin', email: 'other@academy.test', password: 'secret123' };
    await t.db.insert(admins).values({ name: other.name, email: other.email, passwordHash: await hashPassword(other.password) });
    expect((await upload(png(1), await adminToken(t.app, other))).status).toBe(200);

    await age(stored, 2);
    expect((await upload(png(1), token)).status).toBe(200);
    expect(await rows()).toHaveLength(5);
  });
});

describe('unused uploads are deleted', () => {
  /** Stores a small image as if uploaded `minutes` ago; returns its path. */
  async function stored(minutes: number) {
    const name = `${randomBytes(16).toString('hex')}.png`;
    await insertUpload(t.db, { name, contentType: 'image/png', bytes: PNG });
    await age([name], minutes);
    return `/uploads/${name}`;
  }

  it('deletes exactly the images over an hour old that no course image or badge uses, safely twice at once', async () => {
    const token = await adminToken(t.app);
    const [cover, replaced, replacement, badge, orphan, fresh] = await Promise.all([61, 90, 61, 120, 61, 59].map(stored));
    const course = await createCourse(t.db, { image: replaced });
    await createCourse(t.db, { image: cover });
    await createCourse(t.db, { image: 'https://images.example.com/a.png' });
    await createAchievement(t.db, { badge });
    const edited = await call(t.app, 'PUT', `/api/admin/course/update/${course.id}`, {
      token,
      body: { title: course.title, image: replacement },
    });
    expect(edited.status).toBe(200);

    // Two instances cleaning at once: each image is deleted by one of them.
    const [a, b] = await Promise.all([
      deleteUnusedUploads(t.db, UNUSED_UPLOAD_GRACE_SECONDS),
      deleteUnusedUploads(t.db, UNUSED_UPLOAD_GRACE_SECONDS),
    ]);
    expect([...a, ...b].sort()).toEqual([replaced, orphan].map(nameOf).sort());

    // What is left is what the courses and badges use, and what is under an hour old.
    const used = [
      ...(await t.db.select({ path: courses.image }).from(courses)),
      ...(await t.db.select({ path: achievements.badge }).from(achievements)),
    ].map((row) => row.path);
    const left = (await rows()).map((row) => `/uploads/${row.name}`);
    expect(left.sort()).toEqual([cover, replacement, badge, fresh].sort());
    expect(left.filter((image) => image !== fresh).every((image) => used.includes(image))).toBe(true);
    expect(await deleteUnusedUploads(t.db, UNUSED_UPLOAD_GRACE_SECONDS)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
  });

  it('runs when the server starts', async () => {
    const orphan = await stored(61);
    const fresh = await stored(1);
    const app = await buildApp({ db: t.db, config: t.config });
    await app.ready();
    await app.close();
    expect((await rows()).map((row) => row.name)).toEqual([nameOf(fresh)]);
    expect(orphan).not.toBe(fresh);
  });
});
