/**
 * What the site gives link previews and search engines (issue 26 items 4 and 5), outside /api:
 * - GET /share/user/{id}.png, /share/course/{id}.png, /share/project/{id}.png and /share/site.png
 *   (issue 44 item 1): share images, drawn on request; 404 for a missing or suspended subject. The
 *   URL the page's tags give carries the card's version (`?v=`): at the current version browsers
 *   keep the image a year, shared caches 5 minutes; an old version gets the current picture,
 *   checked again each time. `X-Robots-Tag: noindex` for a student who keeps search engines out.
 *   Drawn one at a time, with a bounded queue (429 past it). `?lang=ar` (issue 47) gives the
 *   Arabic card (Arabic labels, laid out right to left), at its own version and ETag; any other
 *   `lang` the English one.
 * - GET /robots.txt: keeps crawlers out of the admin area, the API and the student's own screens.
 * - GET /sitemap.xml and /sitemaps/{name}.xml: a sitemap index, paged for 100k students; only with
 *   PUBLIC_URL (a sitemap lists absolute URLs), else 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keptOrComputed } from '../../freshness/reads.js';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { courseCard, projectCard, siteCard, studentCard } from './figures.js';
import { cardVersion, drawCard, type ShareCard } from './share-card.js';
import { robotsTxt, sitemapIndex, sitemapNames, sitemapPage } from './sitemap.js';

/** Drawn pictures kept per instance (a card is 40-90 KB). */
const KEPT_IMAGES_BYTES = 32 * 1024 * 1024;
/** Pictures drawn at once: each takes a core for tens of milliseconds, and the other core stays for the site. */
const DRAWN_AT_ONCE = 1;
/**
 * Pictures waiting their turn at most: a crawler (or anyone) asking thousands of new cards at once
 * is told to come back (429, Retry-After) instead of queueing minutes of drawing.
 */
export const MOST_WAITING_DRAWS = 16;
const RETRY_AFTER_SECONDS = 5;
/**
 * A card at its version: its URL changes with what it shows, so a browser keeps it a year. A
 * shared cache (a CDN) keeps it 5 minutes: the card of a student suspended since, or who asked
 * search engines to leave them out, must not outlive that there (docs/decisions.md).
 */
const CURRENT_CARD_CACHE = 'public, max-age=31536000, s-maxage=300, immutable';

/** A share image's address: the card's version, and `lang=ar` for the Arabic card (a repeated parameter is an array: English). */
type CardQuery = { v?: string; lang?: string | string[] };

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not Found');

export async function sharingRoutes(app: FastifyInstance) {
  const kept = new LRUCache<string, Buffer>({ maxSize: KEPT_IMAGES_BYTES, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();
  const limit = pLimit(DRAWN_AT_ONCE);
  /** The picture of a card at a version: kept, being drawn (shared), or drawn now; undefined when too many wait. */
  const pictureOf = (key: string, draw: () => Promise<Buffer>): Promise<Buffer> | undefined => {
    const done = kept.get(key);
    if (done) return Promise.resolve(done);
    let pending = drawing.get(key);
    if (!pending) {
      if (limit.activeCount + limit.pendingCount >= DRAWN_AT_ONCE + MOST_WAITING_DRAWS) return undefined;
      pending = limit(async () => {
        const png = await draw();
        kept.set(key, png);
        return png;
      }).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };

  type CardRequest = FastifyRequest<{ Querystring: CardQuery }>;
  /** A card's PNG under the share rules above; `subject` names it ('user-7', 'site'), in the language the URL asks for. */
  const sendCard = async (request: CardRequest, reply: FastifyReply, subject: string, english: ShareCard, noindex = false) => {
    const arabic = request.query.lang === 'ar';
    const card = arabic ? { ...english, lang: 'ar' as const } : english;
    const key = arabic ? `${subject}-ar` : subject;
    const version = cardVersion(card);
    const picture = pictureOf(`${key}:${version}`, () => drawCard(card));
    if (!picture) {
      return reply.status(429).header('retry-after', String(RETRY_AFTER_SECONDS)).type('text/plain').send('Too Many Requests');
    }
    const png = await picture;
    const etag = `"${key}-${version}"`;
    reply
      .type('image/png')
      .header('etag', etag)
      .header('cache-control', request.query.v === version ? CURRENT_CARD_CACHE : 'no-cache')
      .header('x-content-type-options', 'nosniff');
    if (noindex) reply.header('x-robots-tag', 'noindex');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(png);
  };

  /** GET /share/{kind}/{id}.png: the card of a student, course or project; 404 when there is none to show. */
  const cardOfId = (kind: string, cardOf: (id: number) => Promise<(ShareCard & { noindex?: boolean }) | undefined>) =>
    app.get<{ Params: { file: string }; Querystring: CardQuery }>(
      `/share/${kind}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const id = /^([1-9][0-9]{0,9})\.png$/.exec(request.params.file)?.[1];
        if (!id || Number(id) > 2_147_483_647) return notFound(reply);
        const found = await cardOf(Number(id));
        if (!found) return notFound(reply);
        const { noindex, ...card } = found;
        return sendCard(request, reply, `${kind}-${id}`, card, noindex);
      },
    );
  cardOfId('user', (id) => studentCard(app, id));
  cardOfId('course', (id) => courseCard(app, id));
  cardOfId('project', (id) => projectCard(app, id));
  app.get<{ Querystring: CardQuery }>('/share/site.png', { schema: { hide: true } }, async (request, reply) =>
    sendCard(request, reply, 'site', await siteCard(app)),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(app.config.publicUrl)),
  );

  /**
   * Sitemap files and names, kept until students come, go, are suspended or change their profile
   * (the search engines setting), or the catalogue changes.
   */
  const keptXml = <T>(key: string, build: () => Promise<T>) =>
    keptOrComputed(app.db, `sitemap:${key}`, ['ranked', 'people', 'catalogue'], build);
  const names = () => keptXml('names', () => sitemapNames(app.db));
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { publicUrl } = app.config;
    if (!publicUrl) return notFound(reply);
    return sendXml(reply, sitemapIndex(publicUrl, await names()));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const { publicUrl } = app.config;
    const name = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    // Only the files the index lists are built and kept: any other name is a 404, never a new entry.
    if (!publicUrl || !name || !(await names()).includes(name)) return notFound(reply);
    return sendXml(reply, await keptXml(name, () => sitemapPage(app.db, publicUrl, name)));
  });
}
