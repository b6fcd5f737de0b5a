/** Image upload for course covers and achievement badges (addition: DESIGN.md section 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResponse } from '../../../contracts/uploads.js';
import { uploadedFile } from './multipart.js';
import { saveImage } from './service.js';

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
    async (request) => saveImage(app.db, await uploadedFile(request)),
  );
};
