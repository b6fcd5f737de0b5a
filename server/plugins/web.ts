/**
 * Serves the built web app and uploaded images. Unknown /api paths answer 404 JSON, missing files
 * under /assets and /uploads 404; any other unknown GET or HEAD (a dot in it or not) gets the app's
 * index.html, whose router shows the screen or its not-found content: with HTTP 200 for a page of
 * the app (contracts/pages.ts) whose subject exists, else 404, so search engines drop it (no soft
 * 404s: docs/decisions.md). The app's files are sent precompressed (brotli or gzip, as the client accepts);
 * index.html carries the public settings (`GET /api/front/config`'s answer), so the first render
 * already shows the saved academy name instead of the default (issue 20 item 10), compressed as it is sent,
 * and the page's own title, description and share tags (modules/sharing, issue 26), for link previews
 * and crawlers, which run no JavaScript. Share images, robots.txt and the sitemaps: modules/sharing/routes.ts.
 * A page asked for in Arabic (`?lang=ar`, else a `lang=ar` cookie: issue 47) gets its tags in Arabic
 * and `<html lang="ar" dir="rtl">` (web/static/boot.js sets it too; the server's helps crawlers);
 * an English page is the same bytes as before. Pages vary with the cookie (`Vary: Cookie`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_CONFIG_ELEMENT_ID, type Locale } from '../../contracts/constants.js';
import { SERVER } from '../../contracts/messages.js';
import { matchPage } from '../../contracts/pages.js';
import { siteSettings } from '../modules/sharing/figures.js';
import { pageLocale, pageTags, tagsHtml } from '../modules/sharing/page-tags.js';
import { sharingRoutes } from '../modules/sharing/routes.js';
import { uploadFileRoutes } from '../modules/uploads/file-routes.js';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** The built page's own title and description: each page gets its own (sharing/page-tags.ts). */
const STATIC_TAGS = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;

/** The built page's `<html>` tag, whose language and direction an Arabic page replaces. */
const HTML_TAG = /<html\b([^>]*)>/i;
const rightToLeft = (html: string) =>
  html.replace(
    HTML_TAG,
    (_tag, attributes: string) => `<html${attributes.replace(/\s(?:lang|dir)="[^"]*"/gi, '')} lang="ar" dir="rtl">`,
  );

/**
 * index.html for a path: its title, description and share tags, and the public settings as JSON
 * before `</head>` (`<` escaped: the name is an admin's text); `found` is false for a path that is
 * no page of the app, or a page whose student, course or project does not exist or is hidden.
 */
async function pageFor(app: FastifyInstance, html: string, pathname: string, locale: Locale) {
  const [config, tags] = await Promise.all([siteSettings(app), pageTags(app, pathname, locale)]);
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const head = tagsHtml(tags, app.config.publicUrl, config.academy_name);
  const page = (locale === 'ar' ? rightToLeft(html) : html)
    .replace(STATIC_TAGS, '')
    .replace('</head>', `${head}<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`);
  return { page, found: matchPage(pathname) !== undefined && !tags.missing };
}

async function web(app: FastifyInstance, { root = webRoot }: { root?: string }) {
  // Uploaded images come from the database (modules/uploads/file-routes.ts), so every instance serves them.
  await app.register(uploadFileRoutes);
  await app.register(sharingRoutes);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    // wildcard: files are looked up per request, so a rebuild while the server runs is served at once.
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (build/precompress.ts): sent as they are.
      preCompressed: true,
      // Only files: a path without an extension ('/', '/admin', '/users') is a page of the app.
      allowedPath: (pathName) => path.extname(pathName) !== '',
      setHeaders: (response, filePath) => {
        // Vite names every asset by its content hash: it never changes under the same name.
        if (filePath.startsWith(path.join(root, 'assets')))
          response.header('cache-control', 'public, max-age=31536000, immutable');
        // The page names the current assets: checked with the server every time (its ETag makes that cheap).
        else if (/^index\.html(\.br|\.gz)?$/.test(path.basename(filePath))) response.header('cache-control', 'no-cache');
      },
    });
  }

  let indexHtml: Promise<string> | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const [url, ...query] = request.url.split('?');
    // HEAD asks for a page's headers (link checkers, uptime probes): the same answer as GET, without the body.
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !read) {
      return reply.status(404).send({ message: SERVER.notFound });
    }
    // A missing script or image under /assets or /uploads is a 404 of its own; any other path
    // (`/user/93.`, `/x.y`) gets the app, whose router shows what is not found.
    if (/^\/(assets|uploads)\/./.test(url)) return reply.status(404).type('text/plain').send('Not Found');
    if (!hasBuild) return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    // The built index.html is read once, on the first page asked for, not on every page.
    indexHtml ??= readFile(path.join(root, 'index.html'), 'utf8');
    const { page, found } = await pageFor(app, await indexHtml, url, pageLocale(query.join('?'), request.headers.cookie));
    // The `lang` cookie chooses the page's language: a shared cache keeps each language apart.
    reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'Cookie');
    // A 404 has no validator: a conditional request is answered only for a 2xx (RFC 9110 13.1).
    if (!found) return reply.status(404).send(page);
    const etag = `"${createHash('sha1').update(page).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(page);
  });
}

export default fp(web, { name: 'web', dependencies: ['context'] });
