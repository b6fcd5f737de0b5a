import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOADS } from '../../../contracts/messages.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';

const t = useTestApp();

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('ffd9', 'hex'),
]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const SAFE_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>';

function multipart(content: Buffer | string, { field = 'file', filename = 'image.png', type = 'image/png' } = {}) {
  const boundary = '----academyboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(content: Buffer | string, options: Parameters<typeof multipart>[1] = {}, token?: string) {
  const { payload, headers } = multipart(content, options);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${token ?? (await adminToken(t.app))}` },
  });
  return { status: response.statusCode, body: response.json() };
}

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
      const stored = await readFile(path.join(t.config.uploadsDir, path.basename(reply.body.url)));
      expect(stored.equals(Buffer.from(bytes))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: reply.body.url });
      expect(served.statusCode).toBe(200);
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
    ];
    for (const content of unsafe) {
      const reply = await upload(content, { filename: 'a.svg', type: 'image/svg+xml' });
      expect(reply.status, content).toBe(422);
      expect(reply.body.message).toBe(UPLOADS.unsafeSvg);
    }
  });

  it('refuses a file over 2 MB with 413 and a message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const reply = await upload(big);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(UPLOADS.tooLarge);
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

  it('answers 401 without a token and 403 to a student token', async () => {
    const { payload, headers } = multipart(PNG);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/uploads', payload, headers });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(t.db);
    const student = await userToken(t.app, user.email, STUDENT_PASSWORD);
    expect((await upload(PNG, {}, student)).status).toBe(403);
  });
});
