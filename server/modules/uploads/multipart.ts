/**
 * Reads the one image of an upload request (multipart field `file`) into memory, turning what
 * @fastify/multipart reports into the documented error answers (/api/docs): 413 too large, 422 on `file` for a
 * missing, misnamed or second file, 400 for a body that cannot be read.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOADS } from '../../../contracts/messages.js';
import { HttpError, invalidField } from '../../http-errors.js';
import { MAX_IMAGE_BYTES } from './service.js';

const tooLarge = () => new HttpError(413, UPLOADS.tooLarge, { file: [UPLOADS.tooLarge] });
const codeOf = (error: unknown) => (error as { code?: string })?.code;

export async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw invalidField('file', UPLOADS.fileRequired);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw invalidField('file', UPLOADS.oneFile);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalidField('file', UPLOADS.fileRequired);
    // Anything else went wrong while reading the client's body: a broken or cut-off form.
    request.log.info({ err: error }, 'unreadable upload');
    throw new HttpError(400, UPLOADS.unreadable);
  }
}
