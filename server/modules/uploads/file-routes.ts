/**
 * GET (and HEAD) /uploads/<name>: an uploaded image, from the `uploads` table, so every instance
 * behind a load balancer serves every image (docs/decisions.md). The URLs are those the files
 * had on disk before, so stored course images and badges keep working.
 *
 * A name is random and its bytes never change: browsers keep an image a year as immutable, and
 * this instance keeps recent ones in memory (service.ts `uploadReader`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_CSP } from '../../plugins/security-headers.js';
import { uploadReader } from './service.js';

/** What an upload's name may look like: random hex names, the demo's names, files imported from disk. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('Not Found');
}

export async function uploadFileRoutes(app: FastifyInstance) {
  const readUpload = uploadReader(app.db);

  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!NAME.test(name)) return notFound(reply);
    const upload = await readUpload(name);
    if (!upload) return notFound(reply);
    const etag = `"${upload.name}"`;
    // Uploaded SVGs are checked on upload; this policy keeps anything active in them inert anyway.
    reply
      .header('Content-Security-Policy', UPLOAD_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', UPLOAD_CACHE_CONTROL)
      .header('ETag', etag)
      .header('Last-Modified', upload.createdAt.toUTCString())
      .type(upload.contentType);
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) {
      return reply.status(304).send();
    }
    return reply.send(upload.bytes);
  });
}
