/**
 * A stored answer and the forms it is sent in: its plain bytes and, over COMPRESS_THRESHOLD, its
 * compressed forms, each made once and kept beside the plain bytes. Brotli is made when the answer
 * is stored, as browsers ask for it; gzip the first time a client asks for it.
 */
import { createHash } from 'node:crypto';
import type { Topic } from '../../freshness/changes.js';
import { COMPRESS_THRESHOLD, encode, type Encoding } from '../compression.js';
import type { MadeOf } from './made-of.js';

/** One form of an answer: a strong ETag differs per content coding (RFC 9110 8.8.3). */
export type Form = { body: Buffer; etag: string; encoding?: Encoding };

/**
 * Where an answer belongs: its cache key, the address that asked for it, what it shows, and for an
 * answer checked at each hit what it was made of (made-of.ts).
 */
export type AnswerOrigin = { key: string; url: string; topics: readonly Topic[]; madeOf?: MadeOf };

/** A stored answer: its plain form and, over COMPRESS_THRESHOLD, the compressed ones made so far. */
export type Answer = AnswerOrigin & { contentType: string; identity: Form; compressible: boolean } & Partial<
    Record<Encoding, Form>
  >;

/** The answer of a JSON text, with its brotli form, compressed here once for all the hits to come. */
export function answerOf(json: string, contentType: string, { key, url, topics, madeOf }: AnswerOrigin): Answer {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64url');
  const compressible = body.length >= COMPRESS_THRESHOLD;
  const answer: Answer = { key, url, topics, madeOf, contentType, identity: { body, etag: `"${hash}"` }, compressible };
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
  let form = answer[encoding];
  if (!form) {
    const { body, etag } = answer.identity;
    form = answer[encoding] = { body: encode[encoding](body), etag: `${etag.slice(0, -1)}-${encoding}"`, encoding };
    made?.(answer);
  }
  return form;
}

/** The bytes an answer holds, all its forms counted. */
export const sizeOf = (answer: Answer) =>
  answer.identity.body.length + (answer.br?.body.length ?? 0) + (answer.gzip?.body.length ?? 0);
