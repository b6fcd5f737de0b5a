/**
 * Compression of answers (docs/decisions.md "Wire weight"): brotli or gzip, as the client asks,
 * for every answer over 1 KB of a compressible type (API JSON, the OpenAPI page). Brotli at
 * quality 4 compresses JSON nearly as well as gzip 9 at a fraction of brotli 11's time: this
 * runs on every request. The built web app is compressed once at build time instead and served
 * as is (`preCompressed` in web.ts); an answer already encoded is passed through.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Smaller answers gain less than compressing them costs. */
export const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
/** What a cache must know varies with Accept-Encoding: answers that may be sent compressed. */
const COMPRESSIBLE = /json|^text\/|javascript|svg|xml/;

async function compression(app: FastifyInstance) {
  // Registered before the routes: the plugin adds its hook to each route as it is declared.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    },
    zlibOptions: { level: 6 },
  });
  // The plugin adds `Vary` only to the answers it compresses; the same answer sent plain to a
  // client that asked for no encoding must say so too, or a shared cache could hand it on.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const vary = reply.getHeader('vary');
    const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
    if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
      reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
    }
    return payload;
  });
}

export default fp(compression, { name: 'compression' });
