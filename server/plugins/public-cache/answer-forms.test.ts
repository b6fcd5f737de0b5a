import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { BROTLI_QUALITY } from '../compression.js';
import { answerOf, formIn, formOfKept, holds, sizeOf, WELL_AFTER_HITS, WELL_FROM_BYTES, type Answer } from './answer-forms.js';
import { createAnswerStore } from './answer-store.js';

const ORIGIN = { key: '/api/front/courses null null', url: '/api/front/courses', topics: ['catalogue'] } as const;
const JSON_TYPE = 'application/json; charset=utf-8';
const courses = (count: number) =>
  JSON.stringify({ courses: Array.from({ length: count }, (_, i) => ({ id: i, title: `Course ${i} on caches` })) });
/** Over WELL_FROM_BYTES (4 KB). */
const LARGE = courses(120);
/** Over COMPRESS_THRESHOLD (1 KB), under WELL_FROM_BYTES. */
const MEDIUM = courses(40);
const SMALL = JSON.stringify({ courses: [] });

const decoded = (form: ReturnType<typeof formIn>) =>
  (form.encoding === 'br'
    ? zlib.brotliDecompressSync(form.body)
    : form.encoding === 'gzip'
      ? zlib.gunzipSync(form.body)
      : form.body
  ).toString();
/** What zlib itself makes of `json` at a brotli quality, in text mode. */
const brotliAt = (quality: number, json = LARGE) =>
  zlib.brotliCompressSync(json, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });

describe('the forms of an answer', () => {
  it('a large answer keeps its plain bytes and brotli from the start; gzip is made when first asked, once', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    expect(answer).toMatchObject({ ...ORIGIN, contentType: JSON_TYPE, compressible: true });
    expect(answer.forms.br).toBeDefined();
    expect(answer.forms.gzip).toBeUndefined();

    const made = vi.fn<(answer: Answer) => void>();
    const gzip = formIn(answer, 'gzip', made);
    expect(made).toHaveBeenCalledExactlyOnceWith(answer);
    expect(formIn(answer, 'gzip', made)).toBe(gzip);
    expect(formIn(answer, 'br', made)).toBe(answer.forms.br);
    expect(made).toHaveBeenCalledOnce();
    for (const form of [answer.identity, answer.forms.br!, gzip]) expect(decoded(form)).toBe(LARGE);
  });

  it('the brotli form of a computed answer is made at the fast quality', () => {
    const { br } = answerOf(LARGE, JSON_TYPE, ORIGIN).forms;
    expect(BROTLI_QUALITY.fast).toBeLessThan(4);
    expect(br!.body.equals(brotliAt(BROTLI_QUALITY.fast))).toBe(true);
    expect(decoded(br!)).toBe(LARGE);
  });

  it('each form has its own ETag, and the plain form is sent with the plain one', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    const plain = formIn(answer, undefined);
    expect(plain).toBe(answer.identity);
    expect(plain.body.toString()).toBe(LARGE);
    expect(plain.encoding).toBeUndefined();
    expect(plain.etag).toMatch(/^"[\w-]+"$/);
    expect(formIn(answer, 'br').etag).toBe(plain.etag.replace(/"$/, `-br${BROTLI_QUALITY.fast}"`));
    expect(formIn(answer, 'gzip').etag).toBe(plain.etag.replace(/"$/, '-gzip"'));
    expect(formIn(answer, 'br').encoding).toBe('br');
  });

  it('the ETag follows the bytes: the same JSON gives the same, another JSON another', () => {
    const etag = (json: string) => answerOf(json, JSON_TYPE, ORIGIN).identity.etag;
    expect(etag(LARGE)).toBe(etag(LARGE));
    expect(etag(LARGE)).not.toBe(etag(LARGE.replace('Course 1 ', 'Course one ')));
  });

  it('a small answer is never compressed: every client gets its plain form', () => {
    const made = vi.fn();
    const answer = answerOf(SMALL, JSON_TYPE, ORIGIN);
    expect(answer.compressible).toBe(false);
    for (const encoding of ['br', 'gzip', undefined] as const) {
      expect(formIn(answer, encoding, made)).toBe(answer.identity);
      expect(formOfKept(answer, encoding, made)).toBe(answer.identity);
    }
    expect(made).not.toHaveBeenCalled();
    expect(answer.forms).toEqual({});
  });

  it('its size counts every form made so far', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    expect(sizeOf(answer)).toBe(answer.identity.body.length + answer.forms.br!.body.length);
    formIn(answer, 'gzip');
    expect(sizeOf(answer)).toBe(answer.identity.body.length + answer.forms.br!.body.length + answer.forms.gzip!.body.length);
  });
});

describe('a kept answer asked often is compressed well, once', () => {
  /** Sends `answer` as `count` brotli hits; the forms sent. */
  const hits = (answer: Answer, count: number, made: (answer: Answer) => void = () => {}) =>
    Array.from({ length: count }, () => formOfKept(answer, 'br', made));

  it('hits before the WELL_AFTER_HITS-th get the fast form; that one and all later get the smaller good one', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    const fast = answer.forms.br!;
    const made = vi.fn<(answer: Answer) => void>();
    expect(WELL_AFTER_HITS).toBeGreaterThan(1);
    for (const form of hits(answer, WELL_AFTER_HITS - 1, made)) expect(form).toBe(fast);
    expect(made).not.toHaveBeenCalled();

    const well = formOfKept(answer, 'br', made);
    expect(made).toHaveBeenCalledExactlyOnceWith(answer);
    expect(well).not.toBe(fast);
    expect(well.body.equals(brotliAt(BROTLI_QUALITY.well))).toBe(true);
    expect(well.body.length).toBeLessThan(fast.body.length);
    expect(decoded(well)).toBe(LARGE);
    expect(well.etag).toBe(answer.identity.etag.replace(/"$/, `-br${BROTLI_QUALITY.well}"`));
    expect(well.etag).not.toBe(fast.etag);
    expect(sizeOf(answer)).toBe(answer.identity.body.length + well.body.length);

    const compress = vi.spyOn(zlib, 'brotliCompressSync');
    compress.mockClear();
    for (const form of hits(answer, 3 * WELL_AFTER_HITS, made)) expect(form).toBe(well);
    expect(compress).not.toHaveBeenCalled();
    expect(made).toHaveBeenCalledOnce();
  });

  it('gzip and plain hits count for nothing, nor do the requests sent the computed answer', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    const fast = answer.forms.br!;
    for (let i = 0; i < WELL_AFTER_HITS; i++) {
      formIn(answer, 'br');
      formOfKept(answer, 'gzip', () => {});
      formOfKept(answer, undefined, () => {});
    }
    expect(answer.forms.br).toBe(fast);
    expect(hits(answer, WELL_AFTER_HITS).at(-2)).toBe(fast);
  });

  it('an answer under WELL_FROM_BYTES stays at the fast quality however often it is asked', () => {
    expect(MEDIUM.length).toBeLessThan(WELL_FROM_BYTES);
    expect(LARGE.length).toBeGreaterThanOrEqual(WELL_FROM_BYTES);
    const answer = answerOf(MEDIUM, JSON_TYPE, ORIGIN);
    const fast = answer.forms.br!;
    const made = vi.fn();
    for (const form of hits(answer, 3 * WELL_AFTER_HITS, made)) expect(form).toBe(fast);
    expect(made).not.toHaveBeenCalled();
  });

  it('an answer the good quality does not shrink keeps its fast form, compressed well only once', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    const fast = answer.forms.br!;
    const made = vi.fn();
    const compress = vi.spyOn(zlib, 'brotliCompressSync');
    compress.mockClear().mockReturnValueOnce(Buffer.alloc(fast.body.length));
    for (const form of hits(answer, 3 * WELL_AFTER_HITS, made)) expect(form).toBe(fast);
    expect(compress).toHaveBeenCalledOnce();
    expect(made).not.toHaveBeenCalled();
  });

  it('a client holding either brotli form holds the answer: its ETag revalidates the other', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    const [fast] = hits(answer, WELL_AFTER_HITS);
    const well = answer.forms.br!;
    expect(well).not.toBe(fast);
    expect(holds(fast.etag, well)).toBe(true);
    expect(holds(well.etag, well)).toBe(true);
    expect(holds(well.etag, fast)).toBe(true);
    expect(holds(answer.identity.etag, well)).toBe(false);
    expect(holds(formIn(answer, 'gzip').etag, well)).toBe(false);
    expect(holds(fast.etag, answer.identity)).toBe(false);
    expect(holds(undefined, answer.identity)).toBe(false);
    const other = answerOf(LARGE.replace('Course 1 ', 'Course one '), JSON_TYPE, ORIGIN);
    expect(holds(fast.etag, other.forms.br!)).toBe(false);
  });

  it('in the store: counted again once made, on the copy the store keeps, its gzip form with it', () => {
    const store = createAnswerStore();
    const kept = answerOf(LARGE, JSON_TYPE, ORIGIN);
    store.keep(kept);
    // A gzip form made first: the store keeps a copy of the answer, which the good form reaches too.
    formIn(store.get(kept.key)!, 'gzip', store.grew);
    hits(kept, WELL_AFTER_HITS, store.grew);
    const grown = store.get(kept.key)!;
    expect(grown).not.toBe(kept);
    expect(grown.forms.br!.etag).toMatch(new RegExp(`-br${BROTLI_QUALITY.well}"$`));
    expect(grown.forms.gzip).toBeDefined();

    // Replaced meanwhile by a newer answer of the key: the newer one stays, with its own forms.
    const replaced = answerOf(LARGE, JSON_TYPE, { ...ORIGIN, key: 'replaced' });
    store.keep(replaced);
    const newer = answerOf(LARGE.replace('Course 1 ', 'Course one '), JSON_TYPE, { ...ORIGIN, key: 'replaced' });
    store.keep(newer);
    hits(replaced, WELL_AFTER_HITS, store.grew);
    expect(store.get('replaced')).toBe(newer);
    expect(newer.forms.br!.etag).toMatch(new RegExp(`-br${BROTLI_QUALITY.fast}"$`));
  });
});
