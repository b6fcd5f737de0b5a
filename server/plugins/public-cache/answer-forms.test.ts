import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { answerOf, formIn, sizeOf, type Answer } from './answer-forms.js';

const ORIGIN = { key: '/api/front/courses null null', url: '/api/front/courses', topics: ['catalogue'] } as const;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Over COMPRESS_THRESHOLD (1 KB). */
const LARGE = JSON.stringify({ courses: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `Course ${i} on caches` })) });
const SMALL = JSON.stringify({ courses: [] });

const decoded = (form: ReturnType<typeof formIn>) =>
  (form.encoding === 'br'
    ? zlib.brotliDecompressSync(form.body)
    : form.encoding === 'gzip'
      ? zlib.gunzipSync(form.body)
      : form.body
  ).toString();

describe('the forms of an answer', () => {
  it('a large answer keeps its plain bytes and brotli from the start; gzip is made when first asked, once', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    expect(answer).toMatchObject({ ...ORIGIN, contentType: JSON_TYPE, compressible: true });
    expect(answer.br).toBeDefined();
    expect(answer.gzip).toBeUndefined();

    const made = vi.fn<(answer: Answer) => void>();
    const gzip = formIn(answer, 'gzip', made);
    expect(made).toHaveBeenCalledExactlyOnceWith(answer);
    expect(formIn(answer, 'gzip', made)).toBe(gzip);
    expect(formIn(answer, 'br', made)).toBe(answer.br);
    expect(made).toHaveBeenCalledOnce();
    for (const form of [answer.identity, answer.br!, gzip]) expect(decoded(form)).toBe(LARGE);
  });

  it('each form has its own ETag, and the plain form is sent with the plain one', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    const plain = formIn(answer, undefined);
    expect(plain).toBe(answer.identity);
    expect(plain.body.toString()).toBe(LARGE);
    expect(plain.encoding).toBeUndefined();
    expect(plain.etag).toMatch(/^"[\w-]+"$/);
    expect(formIn(answer, 'br').etag).toBe(plain.etag.replace(/"$/, '-br"'));
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
    for (const encoding of ['br', 'gzip', undefined] as const) expect(formIn(answer, encoding, made)).toBe(answer.identity);
    expect(made).not.toHaveBeenCalled();
    expect(answer.br ?? answer.gzip).toBeUndefined();
  });

  it('its size counts every form made so far', () => {
    const answer = answerOf(LARGE, JSON_TYPE, ORIGIN);
    expect(sizeOf(answer)).toBe(answer.identity.body.length + answer.br!.body.length);
    formIn(answer, 'gzip');
    expect(sizeOf(answer)).toBe(answer.identity.body.length + answer.br!.body.length + answer.gzip!.body.length);
  });
});
