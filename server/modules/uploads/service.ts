/**
 * Course images and achievement badges (docs/product.md#other-open-rules): PNG, JPEG or WebP, recognised from
 * the bytes (never from the name or the declared type), of at most UPLOADS_MAX_MEGAPIXELS as their
 * header says (image-size.ts), or an SVG made only of allowlisted parts (svg.ts).
 * An unsafe SVG is refused, not cleaned: the admin sees why and nothing half-sanitised is stored.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import { UPLOADS } from '../../../contracts/staff-messages.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import type { Database, Executor } from '../../db/client.js';
import { HttpError, invalidField } from '../../http-errors.js';
import {
  countRecentUploads,
  deleteUnusedUploads,
  findUpload,
  insertUpload,
  lockUploadsForWrite,
  storedUploadBytes,
  type NewUpload,
  type StoredUpload,
} from './queries.js';
import { exceedsMegapixels, imageSize } from './image-size.js';
import { isSafeSvgDocument } from './svg.js';
import { isDiskFull } from '../../plugins/errors.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const RASTER = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
]);

/**
 * An XML prolog (declaration, processing instructions, comments, a DOCTYPE) and then an <svg> root.
 * Each part can only match one way (a comment cannot run past its `-->`): no catastrophic backtracking.
 */
const SVG_START =
  /^\s*(?:<\?[^>]*\?>\s*|<!--(?:[^-]|-(?!->))*-->\s*|<!DOCTYPE[^[>]*(?:\[[^\]]*\])?\s*>\s*)*<(?:[\w.-]+:)?svg[\s>/]/i;
/** What file-type may call an SVG: nothing, or XML. */
const TEXT_MIMES = new Set(['application/xml', 'text/xml', 'image/svg+xml']);

/** Decodes an SVG and tells whether it is one, and whether it is safe (svg.ts: parsed, allowlisted). */
export function inspectSvg(buffer: Buffer): 'not-svg' | 'unsafe' | 'safe' {
  if (buffer.includes(0)) return 'not-svg';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return 'not-svg';
  }
  if (!SVG_START.test(text)) return 'not-svg';
  return isSafeSvgDocument(text) ? 'safe' : 'unsafe';
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

/** A 422 on `file` unless the raster image's header gives a size of at most `maxMegapixels`. */
export function checkPixels(buffer: Buffer, maxMegapixels: number) {
  const size = imageSize(buffer);
  if (!size) throw invalidField('file', UPLOADS.noSize);
  if (exceedsMegapixels(size, maxMegapixels)) {
    throw invalidField(
      'file',
      messageWithValues('uploads.tooManyPixels', { width: size.width, height: size.height, megapixels: maxMegapixels }),
    );
  }
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  gif: 'image/gif',
};

/** What an image's name says it is (files from before the uploads table carry only a name). */
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Stores a new image; saveImage takes another in tests (a full disk). */
export type UploadWriter = (tx: Executor, upload: NewUpload) => Promise<unknown>;

/** How long an upload no course or badge uses is kept: the admin may not have saved its form yet. */
export const UNUSED_UPLOAD_GRACE_SECONDS = 60 * 60;
const RATE_WINDOW_SECONDS = 60;

export type UploadLimits = { maxBytes: number; perMinute: number; maxMegapixels: number };
export type SaveOptions = { adminId?: number; limits?: UploadLimits; write?: UploadWriter };

const tooMany = () => new HttpError(429, UPLOADS.tooMany);

/** Refuses an admin who stored UPLOADS_PER_MINUTE images in the last minute (checked again, exactly, when storing). */
export async function checkUploadRate(db: Executor, adminId: number, limits: UploadLimits) {
  if ((await countRecentUploads(db, adminId, RATE_WINDOW_SECONDS)) >= limits.perMinute) throw tooMany();
}

/** Within the stores' lock: the admin's rate, then the quota (making room from unused old uploads first). */
async function checkLimits(tx: Executor, size: number, adminId: number | undefined, limits: UploadLimits) {
  if (adminId !== undefined) await checkUploadRate(tx, adminId, limits);
  if ((await storedUploadBytes(tx)) + size <= limits.maxBytes) return;
  await deleteUnusedUploads(tx, UNUSED_UPLOAD_GRACE_SECONDS);
  if ((await storedUploadBytes(tx)) + size > limits.maxBytes) throw new HttpError(507, UPLOADS.quotaFull);
}

/**
 * Stores the image under a random name in the database (table `uploads`, so that every instance
 * serves it: docs/decisions.md) and returns its public path. One transaction: a refusal (the
 * quota, the admin's rate, a full disk answering 507) stores nothing. Without `limits` (tests) any
 * size and count is stored.
 */
export async function saveImage(db: Database, buffer: Buffer, options: SaveOptions = {}): Promise<{ url: string }> {
  if (buffer.length === 0) throw invalidField('file', UPLOADS.fileRequired);
  const extension = await imageExtension(buffer);
  if (extension !== 'svg' && options.limits) checkPixels(buffer, options.limits.maxMegapixels);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  const upload = { name, contentType: CONTENT_TYPES[extension], bytes: buffer, adminId: options.adminId };
  const { limits, write = insertUpload } = options;
  try {
    await db.transaction(async (tx) => {
      await lockUploadsForWrite(tx);
      if (limits) await checkLimits(tx, buffer.length, options.adminId, limits);
      await write(tx, upload);
    });
  } catch (error) {
    // The upload's own words for a full disk (the image, not the request, is what did not fit).
    if (isDiskFull(error)) throw new HttpError(507, UPLOADS.noSpace);
    throw error;
  }
  return { url: `/uploads/${name}` };
}

/**
 * Reads uploads by name for GET /uploads/:name, keeping the last `cacheBytes` of images served in
 * memory: a name's bytes never change, so a kept image is never stale. A name not found is not
 * kept (another instance may store it a moment later).
 */
export function uploadReader(db: Executor, cacheBytes = 32 * 1024 * 1024) {
  const recent = new LRUCache<string, StoredUpload>({
    maxSize: cacheBytes,
    sizeCalculation: (upload) => Math.max(1, upload.bytes.length),
  });
  return async (name: string): Promise<StoredUpload | undefined> => {
    const kept = recent.get(name);
    if (kept) return kept;
    const upload = await findUpload(db, name);
    if (upload) recent.set(name, upload);
    return upload;
  };
}

/** POST /api/admin/uploads: the admin's rate is checked before the body is read, and everything again when storing. */
export async function uploadImage(db: Database, adminId: number, limits: UploadLimits, readFile: () => Promise<Buffer>) {
  await checkUploadRate(db, adminId, limits);
  return saveImage(db, await readFile(), { adminId, limits });
}
