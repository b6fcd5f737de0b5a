import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOADS } from '../../../contracts/staff-messages.js';
import { uploads } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { pngHeader, postUpload } from '../../test/multipart.js';
import { findUpload } from './queries.js';
import { CONTENT_TYPES, saveImage } from './service.js';

const t = useTestApp();

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
/** A JFIF header and a frame header of `width` x `height` (SOF0), then filler: no pixels, but a JPEG's head. */
const jpeg = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.from('ffc0001108', 'hex'),
    Buffer.from([height >> 8, height & 0xff, width >> 8, width & 0xff]),
    Buffer.from('03011100021101031101', 'hex'),
    Buffer.alloc(64),
    Buffer.from('ffd9', 'hex'),
  ]);
const JPEG = jpeg(1, 1);
/** A 1x1 lossy WebP that browsers decode (Modernizr's test image). */
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const SAFE_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>';

async function upload(
  content: Buffer | string,
  { field = 'file', filename = 'image.png', type = 'image/png' } = {},
  token?: string,
) {
  return postUpload(t.app, token ?? (await adminToken(t.app)), [{ field, content, filename, type }]);
}

const storedNames = async () => (await t.db.select({ name: uploads.name }).from(uploads)).map((row) => row.name);

describe('POST /api/admin/uploads', () => {
  it('stores PNG, JPEG, WebP and safe SVG under a random name and serves them at /uploads/', async () => {
    for (const [bytes, ext] of [
      [PNG, 'png'],
      [JPEG, 'jpg'],
      [WEBP, 'webp'],
      [Buffer.from(SAFE_SVG), 'svg'],
    ] as const) {
      const reply = await upload(bytes, { filename: 'x.gif', type: 'application/octet-stream' });
      expect(reply.status, ext).toBe(200);
      expect(Object.keys(reply.body)).toEqual(['url']);
      expect(reply.body.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
      const stored = await findUpload(t.db, path.basename(reply.body.url));
      expect(stored?.bytes.equals(Buffer.from(bytes))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: reply.body.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      expect(served.headers['content-type']).toBe(CONTENT_TYPES[ext]);
    }
  });

  it('the returned path is accepted as a course image', async () => {
    const { body } = await upload(PNG);
    const token = await adminToken(t.app);
    const reply = await call(t.app, 'POST', '/api/admin/course/add', { token, body: { title: 'Art', image: body.url } });
    expect(reply.status).toBe(201);
    expect(reply.body.course.image).toBe(body.url);
  });

  it('checks the type from the bytes, not from the name or declared type', async () => {
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    for (const bytes of [Buffer.from('just some text'), gif, Buffer.from('%PDF-1.4\n%...')]) {
      const reply = await upload(bytes, { filename: 'photo.png', type: 'image/png' });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: UPLOADS.badType, errors: { file: [UPLOADS.badType] } });
    }
  });

  it('refuses SVG with scripts, event handlers, foreign objects or external references', async () => {
    const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;
    const unsafe = [
      svg('<script>alert(1)</script>'),
      svg('', ' onload="alert(1)"'),
      '<svg/onload=alert(1)>',
      svg('<rect ONCLICK="x()"/>'),
      svg('<foreignObject><div>hi</div></foreignObject>'),
      svg('<image href="https://evil.example.com/x.png"/>'),
      svg('<use xlink:href="https://evil.example.com/s.svg#a"/>'),
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      svg('<rect style="fill:url(https://evil.example.com/a)"/>'),
      svg('<style>@import url(https://evil.example.com/a.css);</style>'),
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      svg('<set attributeName="href" to="&#106;avascript:alert(1)"/>'),
      // Namespace prefixes: the parser resolves them, so these are the SVG script and foreignObject.
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      svg('<s:foreignObject xmlns:s="http://www.w3.org/2000/svg"><div>hi</div></s:foreignObject>'),
      '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
      svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'),
      svg('<use l:href="https://evil.example.com/s.svg#a" xmlns:l="http://www.w3.org/1999/xlink"/>'),
      svg('<rect e:onclick="x()" xmlns:e="http://www.w3.org/2000/svg"/>'),
      svg('<rect fill="u&#114;l(https://evil.example.com/a)"/>'),
      svg('<style>@im<!-- split -->port url(https://evil.example.com/a.css);</style>'),
      svg('<style><![CDATA[rect { fill: url(https://evil.example.com/a) }]]></style>'),
      svg('<rect style="fill:u\\72l(https://evil.example.com/a)"/>'),
      svg('<animate attributeName="href" to="javascript:alert(1)"/>'),
      svg('<image href="data:image/png;base64,AAAA"/>'),
      '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example.com/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<svg><rect/></svg>',
    ];
    for (const content of unsafe) {
      const reply = await upload(content, { filename: 'a.svg', type: 'image/svg+xml' });
      expect(reply.status, content).toBe(422);
      expect(reply.body.message, content).toBe(UPLOADS.unsafeSvg);
    }
  });

  it("accepts SVG with prefixes, styles pointing inside the file and an editor's metadata", async () => {
    const accepted = [
      '<s:svg xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><s:rect width="4" height="4" fill="#c00"/></s:svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M0 0h4"/></defs>' +
        '<style><![CDATA[.a { fill: url(#g) }]]></style><rect class="a" style="stroke:url( \'#g\' )" width="4" height="4"/><use xlink:href="#p"/><text>url(anything) is text</text></svg>',
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" sodipodi:docname="badge.svg" inkscape:export-filename="C:\\badge.png" width="10" height="10">' +
        '<sodipodi:namedview id="v" inkscape:zoom="1"/><metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata><g inkscape:label="Layer 1" inkscape:groupmode="layer"><circle cx="5" cy="5" r="4"/></g></svg>',
    ];
    for (const content of accepted) {
      const reply = await upload(content, { filename: 'a.svg', type: 'image/svg+xml' });
      expect(reply.status, content).toBe(200);
    }
  });

  it('a full disk answers 507 with a message and stores nothing', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0].n;
    // The file system's codes (PGlite writes files) and PostgreSQL's disk_full, bare or as a query's cause.
    for (const error of [{ code: 'ENOSPC' }, { code: 'EDQUOT' }, { code: '53100' }, { cause: { code: '53100' } }]) {
      const fullDisk = async () => {
        throw Object.assign(new Error('could not extend file: No space left on device'), error);
      };
      const refused = await saveImage(t.db, PNG, { write: fullDisk }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(refused, JSON.stringify(error)).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(507);
      expect((refused as HttpError).message).toBe(UPLOADS.noSpace);
    }
    // Any other failure is not a full disk: it goes on as it is.
    const broken = async () => {
      throw Object.assign(new Error('EIO'), { code: 'EIO' });
    };
    await expect(saveImage(t.db, PNG, { write: broken })).rejects.toMatchObject({ code: 'EIO' });
    expect(await count()).toBe(0);
    const saved = await saveImage(t.db, PNG);
    expect(await t.db.select({ name: uploads.name, size: uploads.size }).from(uploads)).toEqual([
      { name: path.basename(saved.url), size: PNG.length },
    ]);
  });

  it('a prolog of many comments is judged at once (no regex backtracking)', async () => {
    const started = performance.now();
    const reply = await upload('<!--a-->'.repeat(40) + 'x', { filename: 'a.svg', type: 'image/svg+xml' });
    expect(reply.body.message).toBe(UPLOADS.badType);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a PNG, JPEG or WebP of more than 25 megapixels from its header, naming the limit; stores nothing', async () => {
    // A few dozen bytes that every visitor's browser would decode into 1.6 GB.
    const huge = pngHeader(20_000, 20_000);
    expect(huge.length).toBeLessThan(40);
    const extended = Buffer.concat([
      Buffer.from('RIFF\x16\0\0\0WEBPVP8X\x0a\0\0\0\x10\0\0\0', 'latin1'),
      Buffer.from([0x3f, 0x9c, 0, 0x3f, 0x9c, 0]), // 40000 x 40000, each less one
    ]);
    for (const [bytes, size] of [
      [huge, '20000 x 20000'],
      [jpeg(5001, 5000), '5001 x 5000'],
      [extended, '40000 x 40000'],
    ] as const) {
      const message = `The Image Is ${size} Pixels: It May Have At Most 25 Megapixels`;
      const reply = await upload(bytes);
      expect(reply, size).toEqual({ status: 422, body: { message, errors: { file: [message] } } });
    }
    expect(await storedNames()).toEqual([]);
    // 5000 x 5000 is 25 megapixels: at the limit, stored.
    expect((await upload(jpeg(5000, 5000))).status).toBe(200);
  });

  it('refuses a PNG, JPEG or WebP whose header gives no size', async () => {
    const noFrame = Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.alloc(64),
      Buffer.from('ffd9', 'hex'),
    ]);
    const noKeyFrame = Buffer.concat([Buffer.from('RIFF$\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(32)]);
    for (const bytes of [noFrame, noKeyFrame, pngHeader(0, 1)]) {
      const reply = await upload(bytes);
      expect(reply).toEqual({ status: 422, body: { message: UPLOADS.noSize, errors: { file: [UPLOADS.noSize] } } });
    }
    expect(await storedNames()).toEqual([]);
  });

  it('refuses a file over 2 MB with 413 and a message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const reply = await upload(big);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(UPLOADS.tooLarge);
  });

  it('refuses a second file with 422 and stores neither, whatever its field', async () => {
    const token = await adminToken(t.app);
    const png = { field: 'file', content: PNG, filename: 'a.png' };
    for (const second of [
      png,
      { ...png, field: 'image' },
      { ...png, filename: 'b.svg', content: SAFE_SVG, type: 'image/svg+xml' },
    ]) {
      for (const parts of [
        [png, second],
        [second, png],
      ]) {
        const reply = await postUpload(t.app, token, parts);
        expect(reply).toEqual({ status: 422, body: { message: UPLOADS.oneFile, errors: { file: [UPLOADS.oneFile] } } });
      }
    }
    expect(await storedNames()).toEqual([]);
  });

  it('stores the file of a form that also carries text fields; a form of text fields alone asks for a file', async () => {
    const token = await adminToken(t.app);
    const reply = await postUpload(t.app, token, [
      { field: 'title', value: 'Cover' },
      { field: 'file', content: PNG, filename: 'a.png' },
      { field: 'file', value: 'not a file' },
    ]);
    expect(reply.status).toBe(200);
    expect(await storedNames()).toEqual([path.basename(reply.body.url)]);
    const noFile = await postUpload(t.app, token, [{ field: 'file', value: PNG.toString('base64') }]);
    expect(noFile).toEqual({ status: 422, body: { message: UPLOADS.fileRequired, errors: { file: [UPLOADS.fileRequired] } } });
    expect(await storedNames()).toHaveLength(1);
  });

  it('asks for a file when none, another field or no multipart is sent', async () => {
    expect((await upload(PNG, { field: 'image' })).body.message).toBe(UPLOADS.fileRequired);
    expect((await upload(Buffer.alloc(0))).body.message).toBe(UPLOADS.fileRequired);
    const json = await call(t.app, 'POST', '/api/admin/uploads', { token: await adminToken(t.app), body: { file: 'x' } });
    expect(json).toEqual({ status: 422, body: { message: UPLOADS.fileRequired, errors: { file: [UPLOADS.fileRequired] } } });
  });

  it('answers a broken multipart body with 4xx, never 500', async () => {
    const token = await adminToken(t.app);
    for (const payload of [
      'garbage',
      '------academyboundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=----academyboundary' },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: 'x',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBeLessThan(500);
  });
});
