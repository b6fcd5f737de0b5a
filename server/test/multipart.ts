/** multipart/form-data bodies for upload tests: any number of file and text parts. */
import type { App } from '../app.js';
import { asSpecified } from './http.js';

export type FormPart =
  { field: string; content: Buffer | string; filename: string; type?: string } | { field: string; value: string };

const BOUNDARY = '----academyboundary';

/** A valid 1x1 PNG image. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

/** A PNG's signature and IHDR chunk: all a browser needs to know how much memory to take. */
export function pngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16); // 8-bit RGBA, no interlace; the CRC is left zero
  return Buffer.concat([PNG.subarray(0, 8), ihdr]);
}

export function multipartBody(parts: FormPart[]) {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'value' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
    ),
    'value' in part ? Buffer.alloc(0) : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** POST /api/admin/uploads with these parts; `body` is the JSON answer (its message's code checked and left out, as `call` does). */
export async function postUpload(app: App, token: string, parts: FormPart[], codes?: boolean) {
  const { payload, headers } = multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: asSpecified(response.json(), codes, 'POST /api/admin/uploads') };
}
