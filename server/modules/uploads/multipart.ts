/**
 * Reads the one image of an upload request (multipart field `file`) into memory (at most 2 MB),
 * turning what @fastify/multipart reports into the documented error answers (/api/docs): 413 too
 * large, 422 on `file` for a missing or misnamed file or for a second file (nothing is stored: the
 * whole form is read before the image is), 400 for a body that cannot be read. Text fields beside
 * the file are ignored, as unknown keys of a JSON body are.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOADS } from '../../../contracts/staff-messages.js';
import { HttpError, invalidField } from '../../http-errors.js';
import { MAX_IMAGE_BYTES } from './service.js';

const tooLarge = () => new HttpError(413, UPLOADS.tooLarge, { file: [UPLOADS.tooLarge] });
const oneFile = () => invalidField('file', UPLOADS.oneFile);
const codeOf = (error: unknown) => (error as { code?: string })?.code;

export async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    let image: Buffer | undefined;
    let files = 0;
    // `files: 1` makes a second file part end the form with FST_FILES_LIMIT, before its bytes are read.
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (++files > 1) throw oneFile();
      if (part.fieldname === 'file') image = await part.toBuffer();
      else part.file.resume();
    }
    if (!image) throw invalidField('file', UPLOADS.fileRequired);
    return image;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw oneFile();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalidField('file', UPLOADS.fileRequired);
    // Anything else went wrong while reading the client's body: a broken or cut-off form.
    request.log.info({ err: error }, 'unreadable upload');
    throw new HttpError(400, UPLOADS.unreadable);
  }
}
