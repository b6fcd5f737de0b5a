/**
 * A stored answer and the forms it is sent in: its plain bytes and, over COMPRESS_THRESHOLD, its
 * compressed forms, kept beside the plain bytes. Brotli is made when the answer is computed, at the
 * fast quality (the request that computed it and those that waited for it get it; most answers, a
 * cold profile, are asked once); a kept answer asked often in brotli (its WELL_AFTER_HITS-th brotli
 * hit) is compressed well, once, and that form replaces the fast one. Gzip is made the first time a
 * client asks for it (docs/decisions.md "Compression where it pays").
 */
import { createHash } from 'node:crypto';
import type { Topic } from '../../freshness/changes.js';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, encode, encodeWell, type Encoding } from '../compression.js';
import type { MadeOf } from './made-of.js';

/**
 * One form of an answer: a strong ETag differs per byte sequence (RFC 9110 8.8.3), so per content
 * coding and per brotli quality. `sameAs` is the ETag of the answer's other brotli form: a client
 * holding either holds this answer.
 */
export type Form = { body: Buffer; etag: string; encoding?: Encoding; sameAs?: string };

/**
 * The compressed forms made so far, and how often the fast brotli form was sent as a hit. Shared by
 * the copies the store makes of an answer as it grows, so a form made on one is on all.
 */
export type Forms = Partial<Record<Encoding, Form>> & { fastBrotliHits?: number };

/**
 * The brotli hit of a kept answer that compresses it well. Quality 5 costs 3-6 fast compressions
 * (plugins/compression.ts), paid once on the main thread: worth it for an answer asked this often,
 * not for the many asked a few times (users pages, profiles) before a write replaces them.
 */
export const WELL_AFTER_HITS = 8;
/**
 * Smaller answers are left at the fast quality: under 4 KB quality 5 saves under 60-100 bytes (a
 * users page of 9: 489 -> 432), less than the answer's headers, for 3-4 times the time.
 */
export const WELL_FROM_BYTES = 4096;

/**
 * Where an answer belongs: its cache key, the address that asked for it, what it shows, and for an
 * answer checked at each hit what it was made of (made-of.ts).
 */
export type AnswerOrigin = { key: string; url: string; topics: readonly Topic[]; madeOf?: MadeOf };

/** A stored answer: its plain form and, over COMPRESS_THRESHOLD, the compressed ones made so far. */
export type Answer = AnswerOrigin & { contentType: string; identity: Form; compressible: boolean; forms: Forms };

const etagFor = (identity: Form, coding: string) => `${identity.etag.slice(0, -1)}-${coding}"`;
const OTHER_QUALITY = { fast: 'well', well: 'fast' } as const;

const brotliForm = (identity: Form, body: Buffer, quality: keyof typeof BROTLI_QUALITY): Form => ({
  body,
  etag: etagFor(identity, `br${BROTLI_QUALITY[quality]}`),
  encoding: 'br',
  sameAs: etagFor(identity, `br${BROTLI_QUALITY[OTHER_QUALITY[quality]]}`),
});

/** The answer of a JSON text, with its brotli form at the fast quality. */
export function answerOf(json: string, contentType: string, { key, url, topics, madeOf }: AnswerOrigin): Answer {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64url');
  const compressible = body.length >= COMPRESS_THRESHOLD;
  const identity: Form = { body, etag: `"${hash}"` };
  const answer: Answer = { key, url, topics, madeOf, contentType, identity, compressible, forms: {} };
  if (compressible) formIn(answer, 'br');
  return answer;
}

/**
 * The form of `answer` to send to a client that accepts `encoding` (undefined: none): the plain one
 * when the answer is too small to compress. A compressed form is made the first time it is asked
 * for and kept in the answer; `made` is told then (the answer grew).
 */
export function formIn(answer: Answer, encoding: Encoding | undefined, made?: (answer: Answer) => void): Form {
  if (!encoding || !answer.compressible) return answer.identity;
  let form = answer.forms[encoding];
  if (!form) {
    const { identity } = answer;
    const body = encode[encoding](identity.body);
    form = answer.forms[encoding] =
      encoding === 'br' ? brotliForm(identity, body, 'fast') : { body, etag: etagFor(identity, encoding), encoding };
    made?.(answer);
  }
  return form;
}

/**
 * The form of a kept answer asked again, as `formIn`; the WELL_AFTER_HITS-th brotli hit of an
 * answer of WELL_FROM_BYTES or more compresses it well and gets that form, which later hits get
 * too, unless it is no smaller. `made` is told then (the store counts the answer again if it still
 * keeps it).
 */
export function formOfKept(answer: Answer, encoding: Encoding | undefined, made: (answer: Answer) => void): Form {
  const form = formIn(answer, encoding, made);
  const { forms } = answer;
  if (form.encoding !== 'br' || answer.identity.body.length < WELL_FROM_BYTES || forms.fastBrotliHits === WELL_AFTER_HITS)
    return form;
  forms.fastBrotliHits = (forms.fastBrotliHits ?? 0) + 1;
  if (forms.fastBrotliHits < WELL_AFTER_HITS) return form;
  const body = encodeWell(answer.identity.body);
  if (body.length >= form.body.length) return form;
  forms.br = brotliForm(answer.identity, body, 'well');
  made(answer);
  return forms.br;
}

/**
 * Whether a client whose If-None-Match is `etag` holds `form`'s answer: its ETag, or the other
 * brotli form's (a client that got the fast form keeps it after the good one replaced it).
 */
export const holds = (etag: string | undefined, form: Form) => etag !== undefined && (etag === form.etag || etag === form.sameAs);

/** The bytes an answer holds, all its forms counted. */
export const sizeOf = ({ identity, forms }: Answer) =>
  identity.body.length + (forms.br?.body.length ?? 0) + (forms.gzip?.body.length ?? 0);
