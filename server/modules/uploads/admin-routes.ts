/** Image upload for course covers and achievement badges (addition: DESIGN.md section 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOADS } from '../../../contracts/messages.js';
import { uploadResponse } from '../../../contracts/uploads.js';
import { HttpError, invalidField } from '../../http-errors.js';
import { MAX_IMAGE_BYTES, saveImage } from './service.js';

const tooLarge = () => new HttpError(413, UPLOADS.tooLarge, { file: [UPLOADS.tooLarge] });
const codeOf = (error: unknown) => (error as { code?: string })?.code;

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field `file`: PNG, JPEG, WebP or safe SVG, at most 2 MB) -> {url} (addition)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      let buffer: Buffer;
      try {
        const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
        if (!part || part.fieldname !== 'file') throw invalidField('file', UPLOADS.fileRequired);
        buffer = await part.toBuffer();
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
      return saveImage(app.config.uploadsDir, buffer);
    },
  );
};
