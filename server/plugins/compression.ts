/**
 * Compression of answers (docs/decisions.md "Wire weight"): brotli or gzip, as the client asks,
 * for every answer over 1 KB of a compressible type (API JSON, the OpenAPI page). An answer is
 * compressed as it is sent at a fast brotli quality; a cached public answer asked often is
 * compressed well, once (public-cache/answer-forms.ts, with `encode`, `encodeWell` and
 * `encodingFor` below; docs/decisions.md "Compression where it pays"). The built
 * web app is compressed once at build time instead and served as is (`preCompressed` in web.ts);
 * an answer already encoded is passed through.
 */
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/** Smaller answers gain less than compressing them costs. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Answers up to this size are compressed in one call instead of through a zlib stream, whose
 * setup and scheduling cost more than compressing them: the plugin's default on two cores is 8 KB,
 * below a profile's 6-18 KB, and its streams only pay with cores to spare, which the database's
 * processes take here (docs/decisions.md "Node's own work per request").
 */
const SYNC_COMPRESS_UP_TO = 64 * 1024;
/** The encodings answers are sent in, the preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/**
 * Brotli qualities, measured on a profile, a users page and the leaderboard: quality 1 takes about
 * a fifth of quality 4's time for 15-20% more bytes, the price of an answer sent once (a cold
 * profile); quality 5 is about 20% smaller than 1 at 3-6 times its time (still under a
 * millisecond), and qualities 6-9 gain nothing more, 10-11 another 12% for 30-100 times the time.
 */
export const BROTLI_QUALITY = { fast: 1, well: 5 } as const;
const brotliAt = (quality: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
});
const BROTLI_OPTIONS = brotliAt(BROTLI_QUALITY.fast);
const WELL_BROTLI_OPTIONS = brotliAt(BROTLI_QUALITY.well);
const GZIP_OPTIONS = { level: 6 };
/** What a cache must know varies with Accept-Encoding: answers that may be sent compressed. */
const COMPRESSIBLE = /json|^text\/|javascript|svg|xml/;

/** Compresses as answers are compressed per request (zlib is looked up per call: tests count its calls). */
export const encode: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => zlib.brotliCompressSync(bytes, BROTLI_OPTIONS),
  gzip: (bytes) => zlib.gzipSync(bytes, GZIP_OPTIONS),
};

/**
 * Brotli at the well quality, on the main thread: zlib's thread pool costs about four times the CPU
 * of the compression itself for answers of a few KB (a stream and a handle per call), and the
 * cores are shared with the database (docs/decisions.md "Compression where it pays").
 */
export const encodeWell = (bytes: Buffer) => zlib.brotliCompressSync(bytes, WELL_BROTLI_OPTIONS);

/**
 * The encoding @fastify/compress would choose for this Accept-Encoding (q-values, `q=0` refusals;
 * `*` and `x-gzip` read as gzip), undefined for none: an answer sent plain by this choice is never
 * compressed by the plugin behind it, so its ETag stays the plain one.
 */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]) ?? undefined;
}

async function compression(app: FastifyInstance) {
  // Registered before the routes: the plugin adds its hook to each route as it is declared.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_COMPRESS_UP_TO,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  // The plugin adds `Vary` only to the answers it compresses; the same answer sent plain to a
  // client that asked for no encoding must say so too, or a shared cache could hand it on.
  // Callback style: it runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const vary = reply.getHeader('vary');
    if (typeof type === 'string' && COMPRESSIBLE.test(type) && vary !== 'accept-encoding') {
      const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
      if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
        reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
      }
    }
    done(null, payload);
  });
}

export default fp(compression, { name: 'compression' });
