/**
 * Course images and achievement badges (DESIGN.md section 5): PNG, JPEG or WebP, recognised from
 * the bytes (never from the name or the declared type), or an SVG free of anything active.
 * An unsafe SVG is refused, not cleaned: the admin sees why and nothing half-sanitised is stored.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOADS } from '../../../contracts/messages.js';
import { invalidField } from '../../http-errors.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const RASTER = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
]);

const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;
/** What file-type may call an SVG: nothing, or XML. */
const TEXT_MIMES = new Set(['application/xml', 'text/xml', 'image/svg+xml']);
const SVG_DANGERS = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video|image)\b/i,
  /<!\s*(DOCTYPE|ENTITY)/i,
  /[\s/"':]on[a-z-]+\s*=/i,
  /\b(?:xlink:)?href\s*=\s*["']?\s*(?!["']?#)/i,
  /url\s*\(\s*["']?\s*(?!#)/i,
  /@import/i,
  /javascript\s*:/i,
  /&#/,
];

/** Decodes an SVG and tells whether it is one, and whether it is safe. */
export function inspectSvg(buffer: Buffer): 'not-svg' | 'unsafe' | 'safe' {
  if (buffer.includes(0)) return 'not-svg';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return 'not-svg';
  }
  if (!SVG_START.test(text)) return 'not-svg';
  return SVG_DANGERS.some((danger) => danger.test(text)) ? 'unsafe' : 'safe';
}

/** The file extension the bytes prove, or a 422 naming the `file` field. */
export async function imageExtension(buffer: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(buffer);
  const raster = detected && RASTER.get(detected.mime);
  if (raster) return raster;
  if (detected && !TEXT_MIMES.has(detected.mime)) throw invalidField('file', UPLOADS.badType);
  const svg = inspectSvg(buffer);
  if (svg === 'unsafe') throw invalidField('file', UPLOADS.unsafeSvg);
  if (svg === 'not-svg') throw invalidField('file', UPLOADS.badType);
  return 'svg';
}

/** Stores the image under a random name and returns its public path. */
export async function saveImage(uploadsDir: string, buffer: Buffer): Promise<{ url: string }> {
  if (buffer.length === 0) throw invalidField('file', UPLOADS.fileRequired);
  const extension = await imageExtension(buffer);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(path.join(uploadsDir, name), buffer, { flag: 'wx' });
  return { url: `/uploads/${name}` };
}
