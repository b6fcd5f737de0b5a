/**
 * Profiles worth sharing and search engines (issue 26 items 4 and 5), as a crawler sees them: the
 * page's HTML without running the app, the share image's bytes, robots.txt and the sitemaps.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { courses, users } from '../../db/schema.js';
import { createCourse, createProject, createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { call, userToken } from '../../test/http.js';
import { useTestApp } from '../../test/harness.js';
import { MOST_WAITING_DRAWS } from './routes.js';
import { STUDENTS_PER_SITEMAP } from './sitemap.js';

const t = useTestApp();
const PUBLIC_URL = 'https://academy.example.com';
let root: string;
const apps: App[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-share-'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="Static" />\n<title>Dashboard</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** An app serving the web app (the built page in `webRoot`) on the test's database, with or without PUBLIC_URL. */
async function site(publicUrl?: string, webRoot = root) {
  const config = loadConfig({
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl ?? '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...(publicUrl && { PUBLIC_URL: publicUrl }),
  });
  const app = await buildApp({ db: t.db, config, webRoot });
  await app.ready();
  apps.push(app);
  return app;
}

/**
 * The share image at a page's og:image: a PNG of the card's size, which browsers keep a year at its
 * version and a CDN 5 minutes (a suspension must reach it soon).
 */
async function expectCard(app: App, url: string) {
  expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/share/[\\w/]+\\.png\\?v=[\\w-]+(&lang=ar)?$`));
  const image = await app.inject({ url: url.slice(PUBLIC_URL.length) });
  expect(image.statusCode, url).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=300, immutable');
  const png = image.rawPayload;
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  return image;
}

/** The page's head tags as a crawler reads them: title, and meta name/property -> content (HTML entities decoded). */
function tagsOf(html: string) {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map(([, key, value]) => [key, decode(value)]),
  );
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title));
  return { titles, meta, head };
}

describe('a page as a link preview sees it (no JavaScript)', () => {
  it("a student's profile carries their name, rank, points and image, every value escaped", async () => {
    const app = await site(PUBLIC_URL);
    const name = `Ada "<script>alert(1)</script>" & Co`;
    const first = await createUser(t.db, { name, totalPoints: 500, title: 'Backend <b>dev</b>' });
    await createUser(t.db, { name: 'Second', totalPoints: 100 });
    app.freshness.advance();

    const page = await app.inject({ url: `/user/${first.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<b>dev');
    const { titles, meta } = tagsOf(page.body);
    expect(titles).toEqual([`${name} · Dev Academy`]);
    expect(meta['og:title']).toBe(`${name} · Dev Academy`);
    expect(meta['description']).toBe('Backend <b>dev</b>. Rank #1 with 500 points at Dev Academy.');
    expect(meta['og:description']).toBe(meta['description']);
    expect(meta['og:type']).toBe('profile');
    expect(meta['og:url']).toBe(`${PUBLIC_URL}/user/${first.id}`);
    expect(meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/share/user/${first.id}\\.png\\?v=[\\w-]+$`));
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    // The page's own tags replace the built page's title and description.
    expect(page.body).not.toContain('Static');
    expect(page.body).not.toContain('<title>Dashboard</title>');

    // The image is there at that address, a PNG of the card's size, kept a year at its version.
    const image = await expectCard(app, meta['og:image']);
    expect(image.headers['x-robots-tag']).toBeUndefined();
  });

  it('a new rank or new points make a new image address; the old one gets the current picture, not kept', async () => {
    const app = await site(PUBLIC_URL);
    const ada = await createUser(t.db, { name: 'Ada', totalPoints: 50 });
    const bob = await createUser(t.db, { name: 'Bob', totalPoints: 100 });
    app.freshness.advance();
    const before = tagsOf((await app.inject({ url: `/user/${ada.id}` })).body).meta['og:image'];
    expect(tagsOf((await app.inject({ url: `/user/${ada.id}` })).body).meta['description']).toContain('Rank #2 with 50 points');

    await t.db.update(users).set({ totalPoints: 150 }).where(eq(users.id, ada.id));
    app.freshness.advance();
    const after = tagsOf((await app.inject({ url: `/user/${ada.id}` })).body).meta;
    expect(after['description']).toContain('Rank #1 with 150 points');
    expect(after['og:image']).not.toBe(before);
    const old = await app.inject({ url: before.slice(PUBLIC_URL.length) });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.headers.etag).toBe((await app.inject({ url: after['og:image'].slice(PUBLIC_URL.length) })).headers.etag);
    expect(bob.id).toBeGreaterThan(0);
  });

  it("a suspended or missing student's page answers 404 with the site's tags and no image; their image is 404", async () => {
    const app = await site(PUBLIC_URL);
    const hidden = await createUser(t.db, { name: 'Hidden Person', suspendedAt: new Date() });
    app.freshness.advance();
    for (const url of [`/user/${hidden.id}`, '/user/99999', '/user/abc']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      const { titles, meta } = tagsOf(page.body);
      expect(page.body, url).not.toContain('Hidden Person');
      expect(titles, url).toEqual(['Dev Academy']);
      expect(meta['og:image'], url).toBeUndefined();
      expect(meta['og:type'], url).toBe('website');
    }
    for (const url of [`/share/user/${hidden.id}.png`, '/share/user/99999.png', '/share/user/1.jpg', '/share/user/x.png']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("a student's, course's or project's page answers 404 exactly when the API's own route for it does (issue 44 item 3)", async () => {
    const app = await site(PUBLIC_URL);
    const shown = await createUser(t.db, { name: 'Shown Person' });
    const hidden = await createUser(t.db, { name: 'Hidden Person', suspendedAt: new Date() });
    const course = await createCourse(t.db);
    const archived = await createCourse(t.db, { archivedAt: new Date() });
    const project = await createProject(t.db, course.id);
    const archivedProject = await createProject(t.db, archived.id, { archivedAt: new Date() });
    app.freshness.advance();
    const pages = [
      ...[shown.id, hidden.id, 99999, 'abc', 0].map((id) => [`/user/${id}`, `/api/users/user/${id}`]),
      ...[course.id, archived.id, 99999, 'x'].map((id) => [`/course/${id}`, `/api/users/course/${id}`]),
      ...[project.id, archivedProject.id, 99999, '1.5'].map((id) => [`/project/${id}`, `/api/users/project/${id}`]),
    ];
    const found = [];
    for (const [page, api] of pages) {
      const [html, json] = await Promise.all([app.inject({ url: page }), app.inject({ url: api })]);
      // The API names a bad id 422 ("Invalid id"); the page has no such subject either.
      expect(html.statusCode, page).toBe(json.statusCode === 200 ? 200 : 404);
      expect(html.body, page).toContain('id="root"');
      if (html.statusCode === 200) found.push(page);
      const head = await app.inject({ method: 'HEAD', url: page });
      expect(head.statusCode, `HEAD ${page}`).toBe(html.statusCode);
    }
    expect(found).toEqual([
      `/user/${shown.id}`,
      `/course/${course.id}`,
      `/course/${archived.id}`,
      `/project/${project.id}`,
      `/project/${archivedProject.id}`,
    ]);
    // A found page keeps its validator.
    const page = await app.inject({ url: `/course/${course.id}` });
    const again = await app.inject({ url: `/course/${course.id}`, headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('course and project pages carry their own title and description; the home page the site', async () => {
    const app = await site(PUBLIC_URL);
    const course = await createCourse(t.db, { title: 'Web & APIs', description: 'Build "real" services.' });
    const project = await createProject(t.db, course.id, { name: 'Todo API', pointsValue: 40 });
    const coursePage = tagsOf((await app.inject({ url: `/course/${course.id}` })).body);
    expect(coursePage.titles).toEqual(['Web & APIs · Dev Academy']);
    expect(coursePage.meta['og:description']).toBe('Build "real" services.');
    expect(coursePage.meta['og:url']).toBe(`${PUBLIC_URL}/course/${course.id}`);
    const projectPage = tagsOf((await app.inject({ url: `/project/${project.id}` })).body);
    expect(projectPage.titles).toEqual(['Todo API · Dev Academy']);
    expect(projectPage.meta['description']).toBe('A project of the course Web & APIs, worth 40 points, at Dev Academy.');
    const home = tagsOf((await app.inject({ url: '/' })).body);
    expect(home.titles).toEqual(['Dev Academy']);
    expect(home.meta['og:url']).toBe(`${PUBLIC_URL}/`);
  });

  it("home, course and project pages show a PNG card of their own, never a course's uploaded image", async () => {
    const app = await site(PUBLIC_URL);
    const course = await createCourse(t.db, { title: 'Web & APIs', image: '/uploads/cover.svg', description: 'Build services.' });
    const project = await createProject(t.db, course.id, { name: 'Todo API', pointsValue: 40 });
    const pages = [
      { page: '/', image: '/share/site.png', alt: 'Dev Academy' },
      { page: `/course/${course.id}`, image: `/share/course/${course.id}.png`, alt: 'Web & APIs' },
      { page: `/project/${project.id}`, image: `/share/project/${project.id}.png`, alt: 'Todo API' },
    ];
    for (const { page, image, alt } of pages) {
      const { meta } = tagsOf((await app.inject({ url: page })).body);
      expect(meta['og:image'], page).toMatch(new RegExp(`^${PUBLIC_URL}${image.replace('.', '\\.')}\\?v=`));
      expect(meta['og:image:width'], page).toBe('1200');
      expect(meta['og:image:height'], page).toBe('630');
      expect(meta['og:image:alt'], page).toBe(alt);
      expect(meta['twitter:card'], page).toBe('summary_large_image');
      expect(meta['twitter:image'], page).toBe(meta['og:image']);
      await expectCard(app, meta['og:image']);
    }

    // A new title is a new picture at a new address.
    const before = tagsOf((await app.inject({ url: `/course/${course.id}` })).body).meta['og:image'];
    await t.db.update(courses).set({ title: 'Web & APIs 2' }).where(eq(courses.id, course.id));
    expect(tagsOf((await app.inject({ url: `/course/${course.id}` })).body).meta['og:image']).not.toBe(before);

    for (const url of [
      '/share/course/99999.png',
      '/share/project/99999.png',
      '/share/course/x.png',
      `/share/project/${project.id}.jpg`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('without PUBLIC_URL there is no og:url nor og:image (no absolute address to give)', async () => {
    const app = await site();
    const ada = await createUser(t.db, { name: 'Ada', totalPoints: 5 });
    app.freshness.advance();
    const { titles, meta, head } = tagsOf((await app.inject({ url: `/user/${ada.id}` })).body);
    expect(titles).toEqual(['Ada · Dev Academy']);
    expect(meta['og:url']).toBeUndefined();
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
    expect(head).not.toContain('rel="canonical"');
  });
});

describe('a page in Arabic (issue 47): ?lang=ar, else a lang=ar cookie', () => {
  /** A built page as Vite writes it: its <html> says English. */
  let arabicRoot: string;
  beforeAll(async () => {
    arabicRoot = await mkdtemp(path.join(os.tmpdir(), 'academy-share-ar-'));
    await writeFile(
      path.join(arabicRoot, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><title>Dashboard</title></head><body><div id="root"></div></body></html>',
    );
  });
  const arabicSite = () => site(PUBLIC_URL, arabicRoot);

  it("a profile's description, og:locale and image follow the page's language; its <html> reads right to left", async () => {
    const app = await arabicSite();
    const ada = await createUser(t.db, { name: 'Ada', totalPoints: 500, title: 'Backend dev' });
    await createUser(t.db, { name: 'Second', totalPoints: 2 });
    app.freshness.advance();
    const page = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

    const english = await page(`/user/${ada.id}`);
    const arabic = await page(`/user/${ada.id}?lang=ar`);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).not.toContain('lang="en"');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).not.toContain('rtl');

    const en = tagsOf(english.body).meta;
    const ar = tagsOf(arabic.body).meta;
    expect(ar['description']).toBe('Backend dev. الترتيب 1 في Dev Academy برصيد 500 نقطة.');
    expect(ar['og:description']).toBe(ar['description']);
    expect(ar['twitter:description']).toBe(ar['description']);
    expect(ar['og:locale']).toBe('ar_EG');
    expect(ar['og:image:alt']).toBe('Ada: الترتيب 1، 500 نقطة');
    // The names are the student's and the academy's own: the same in both.
    expect(ar['og:title']).toBe(en['og:title']);
    // English is as it always was: no og:locale (Open Graph's default is en_US).
    expect(en['og:locale']).toBeUndefined();
    expect(en['description']).toBe('Backend dev. Rank #1 with 500 points at Dev Academy.');

    // The cookie the web app sets says the same when the address does not; ?lang=en wins over it.
    const byCookie = await page(`/user/${ada.id}`, 'theme=dark; lang=ar');
    expect(byCookie.body).toBe(arabic.body);
    expect((await page(`/user/${ada.id}?lang=en`, 'lang=ar')).body).toBe(english.body);
    expect((await page(`/user/${ada.id}?lang=fr`)).body).toBe(english.body);
    expect((await page(`/user/${ada.id}`, 'lang=en')).body).toBe(english.body);
    for (const reply of [english, arabic]) expect(reply.headers.vary).toMatch(/cookie/i);
    // Each language has its own validator: a cache never answers one with the other.
    expect(arabic.headers.etag).not.toBe(english.headers.etag);

    // The Arabic image: its own address (lang=ar), a PNG of the card's size, other pixels, its own ETag.
    expect(ar['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/share/user/${ada.id}\\.png\\?v=[\\w-]+&lang=ar$`));
    expect(ar['twitter:image']).toBe(ar['og:image']);
    const [arabicImage, englishImage] = [await expectCard(app, ar['og:image']), await expectCard(app, en['og:image'])];
    expect(arabicImage.rawPayload.equals(englishImage.rawPayload)).toBe(false);
    expect(arabicImage.headers.etag).not.toBe(englishImage.headers.etag);
    // The Arabic address without its language is the English picture, at an old version (not kept).
    const withoutLang = await app.inject({ url: ar['og:image'].slice(PUBLIC_URL.length).replace('&lang=ar', '') });
    expect(withoutLang.headers.etag).toBe(englishImage.headers.etag);
    expect(withoutLang.headers['cache-control']).toBe('no-cache');
    const revalidated = await app.inject({
      url: ar['og:image'].slice(PUBLIC_URL.length),
      headers: { 'if-none-match': String(arabicImage.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('counts points as Arabic counts them', async () => {
    const app = await arabicSite();
    const two = await createUser(t.db, { name: 'Two', totalPoints: 2 });
    const three = await createUser(t.db, { name: 'Three', totalPoints: 3 });
    const one = await createUser(t.db, { name: 'One', totalPoints: 1 });
    app.freshness.advance();
    const description = async (id: number) => tagsOf((await app.inject({ url: `/user/${id}?lang=ar` })).body).meta['description'];
    expect(await description(three.id)).toBe('الترتيب 1 في Dev Academy برصيد 3 نقاط.');
    expect(await description(two.id)).toBe('الترتيب 2 في Dev Academy برصيد نقطتين.');
    expect(await description(one.id)).toBe('الترتيب 3 في Dev Academy برصيد نقطة واحدة.');
  });

  it('course, project and home pages say their own words in Arabic too, with the Arabic card', async () => {
    const app = await arabicSite();
    const course = await createCourse(t.db, { title: 'Web & APIs', description: null });
    const project = await createProject(t.db, course.id, { name: 'Todo API', pointsValue: 40 });
    const pages = [
      { url: `/course/${course.id}`, description: 'دورة من دورات Dev Academy.' },
      { url: `/project/${project.id}`, description: 'مشروع من دورة Web & APIs في Dev Academy، قيمته 40 نقطة.' },
      { url: '/', description: 'مجتمع أكاديميتنا لتعليم المطوّرين: الدورات والمشاريع والمطوّرون وإنجازاتهم.' },
    ];
    for (const { url, description } of pages) {
      const [arabic, english] = await Promise.all([app.inject({ url, headers: { cookie: 'lang=ar' } }), app.inject({ url })]);
      const [ar, en] = [tagsOf(arabic.body).meta, tagsOf(english.body).meta];
      expect(ar['description'], url).toBe(description);
      expect(ar['og:locale'], url).toBe('ar_EG');
      expect(arabic.body, url).toContain('<html lang="ar" dir="rtl">');
      expect(ar['og:image'], url).toMatch(/&lang=ar$/);
      const [arabicImage, englishImage] = [await expectCard(app, ar['og:image']), await expectCard(app, en['og:image'])];
      expect(arabicImage.rawPayload.equals(englishImage.rawPayload), url).toBe(false);
      expect(arabicImage.headers.etag, url).not.toBe(englishImage.headers.etag);
    }
    // A missing subject's Arabic page: 404, the site's Arabic words, no picture.
    const missing = await app.inject({ url: '/user/99999?lang=ar' });
    expect(missing.statusCode).toBe(404);
    expect(tagsOf(missing.body).meta['og:image']).toBeUndefined();
    expect(tagsOf(missing.body).meta['og:locale']).toBe('ar_EG');
  });
});

describe('the share image', () => {
  it('a flood of new cards is drawn one at a time up to a bounded queue; past it, 429 with Retry-After', async () => {
    const flood = MOST_WAITING_DRAWS * 3;
    const students = await Promise.all(Array.from({ length: flood }, (_, i) => createUser(t.db, { name: `Flood ${i}` })));
    const replies = await Promise.all(students.map(({ id }) => t.app.inject({ url: `/share/user/${id}.png` })));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    // The first to come are all drawn: the one drawing and those waiting.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(MOST_WAITING_DRAWS + 1);
    const refused = statuses.indexOf(429);
    expect(replies[refused].headers['retry-after']).toBe('5');
    // Once the queue has drained, the refused card is drawn.
    const again = await t.app.inject({ url: `/share/user/${students[refused].id}.png` });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/png');
  });
});

describe('search engines', () => {
  it('robots.txt keeps crawlers out of the admin area, the API and the student screens, and names the sitemap', async () => {
    const withUrl = await (await site(PUBLIC_URL)).inject({ url: '/robots.txt' });
    expect(withUrl.headers['content-type']).toMatch(/^text\/plain/);
    const lines = withUrl.body.split('\n');
    for (const path of [
      '/admin',
      '/api',
      '/edit-profile',
      '/edit-avatar',
      '/edit-skills',
      '/manage-projects',
      '/reset-password',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect((await (await site()).inject({ url: '/robots.txt' })).body).not.toContain('Sitemap:');
  });

  it('the sitemap lists the public pages and every ranked student, never a suspended one; 404 without PUBLIC_URL', async () => {
    const app = await site(PUBLIC_URL);
    const course = await createCourse(t.db);
    const archived = await createCourse(t.db, { archivedAt: new Date() });
    const project = await createProject(t.db, course.id);
    const shown = await Promise.all([createUser(t.db), createUser(t.db)]);
    const suspended = await createUser(t.db, { suspendedAt: new Date() });

    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const pages = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(pages).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/users-1.xml`]);

    const locs = async (url: string) =>
      [...(await app.inject({ url: url.slice(PUBLIC_URL.length) })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const listed = await locs(pages[0]);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/leaderboard`,
        `${PUBLIC_URL}/course/${course.id}`,
        `${PUBLIC_URL}/project/${project.id}`,
      ]),
    );
    expect(listed).not.toContain(`${PUBLIC_URL}/course/${archived.id}`);
    expect((await locs(pages[1])).sort()).toEqual(shown.map((user) => `${PUBLIC_URL}/user/${user.id}`).sort());
    expect(await locs(pages[1])).not.toContain(`${PUBLIC_URL}/user/${suspended.id}`);
    expect((await app.inject({ url: '/sitemaps/users-2.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemaps/other.xml' })).statusCode).toBe(404);
    expect(STUDENTS_PER_SITEMAP).toBeLessThanOrEqual(50_000);

    const without = await site();
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/users-1.xml']) {
      expect((await without.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('a student who hides their profile from search engines gets noindex and leaves the sitemap, until they take it back', async () => {
    const app = await site(PUBLIC_URL);
    const student = await createUser(t.db, { name: 'Quiet One' });
    const other = await createUser(t.db);
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const listedIds = async () =>
      [...(await app.inject({ url: '/sitemaps/users-1.xml' })).body.matchAll(/\/user\/(\d+)</g)].map(([, id]) => Number(id));
    /** The page's robots tag, and its share image's X-Robots-Tag at its own version and at an old one (with a 304 too). */
    const robots = async () => {
      const { meta } = tagsOf((await app.inject({ url: `/user/${student.id}` })).body);
      const image = meta['og:image'].slice(PUBLIC_URL.length);
      const headers = await Promise.all(
        [image, `/share/user/${student.id}.png?v=old`].map(async (url) => (await app.inject({ url })).headers),
      );
      const notModified = await app.inject({ url: image, headers: { 'if-none-match': String(headers[0].etag) } });
      expect(notModified.statusCode).toBe(304);
      for (const { 'x-robots-tag': tag } of [...headers, notModified.headers]) expect(tag).toBe(meta['robots']);
      return meta['robots'];
    };
    app.freshness.advance();
    expect(await listedIds()).toEqual([student.id, other.id].sort((a, b) => a - b));
    expect(await robots()).toBeUndefined();

    const save = (hide: unknown) =>
      call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Quiet One', hide_from_search_engines: hide } });
    const saved = await save(true);
    expect(saved.status).toBe(200);
    expect(saved.body.user.hide_from_search_engines).toBe(true);
    // The API's commit reaches the site app as another instance's would (on PGlite: by hand).
    app.freshness.advance();
    expect(await robots()).toBe('noindex');
    expect(await listedIds()).toEqual([other.id]);
    expect((await call(t.app, 'GET', '/api/user/me', { token })).body.user.hide_from_search_engines).toBe(true);

    // A save without the field keeps it; a bad value changes nothing.
    expect((await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Quiet One' } })).status).toBe(200);
    expect((await save('yes')).status).toBe(422);
    app.freshness.advance();
    expect(await robots()).toBe('noindex');

    expect((await save(false)).status).toBe(200);
    app.freshness.advance();
    expect(await robots()).toBeUndefined();
    expect(await listedIds()).toEqual([student.id, other.id].sort((a, b) => a - b));
  });
});
