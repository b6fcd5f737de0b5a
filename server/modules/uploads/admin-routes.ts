/** Image upload for course covers and achievement badges (addition: docs/product.md#other-open-rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResponse } from '../../../contracts/uploads.js';
import { adminOf } from '../../plugins/auth.js';
import { uploadedFile } from './multipart.js';
import { uploadImage } from './service.js';

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = {
    maxBytes: app.config.uploadsMaxBytes,
    perMinute: app.config.uploadsPerMinute,
    maxMegapixels: app.config.uploadsMaxMegapixels,
  };
  app.post(
    '/api/admin/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image (multipart: one file, in field `file`: PNG, JPEG, WebP or safe SVG, at most 2 MB) -> {url} (addition). ' +
          '422 for a PNG, JPEG or WebP of more than UPLOADS_MAX_MEGAPIXELS (read from its header) or whose header gives no size; ' +
          '429 past UPLOADS_PER_MINUTE uploads a minute per admin; 507 when the stored images would pass UPLOADS_MAX_MB or the disk is full',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse },
      },
    },
    async (request) => uploadImage(app.db, adminOf(request).id, limits, () => uploadedFile(request)),
  );
};
