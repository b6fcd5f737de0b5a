/** Enrolling users in courses (docs/product.md#admin-calls). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollSchema, unenrollConflictOrError, unenrollSchema } from '../../../contracts/enrollments.js';
import { messageResponse } from '../../../contracts/items.js';
import { adminOf } from '../../plugins/auth.js';
import { enroll, unenroll } from './service.js';

export const adminEnrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['enrollments'];

  app.post(
    '/api/admin/enrollment/enroll',
    {
      schema: {
        tags,
        summary: 'Enroll a user in a course (price in EGP, up to 2 decimals)',
        body: enrollSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await enroll(app.db, adminOf(request), request.body)),
  );

  app.post(
    '/api/admin/enrollment/unenroll',
    {
      schema: {
        tags,
        summary:
          'Unenroll a user from a course: 409 with { submissions, points } when the user has submissions in it, unless confirm is true (they are removed with it); refund records money given back',
        body: unenrollSchema,
        response: { 200: messageResponse, 409: unenrollConflictOrError },
      },
    },
    async (request) => unenroll(app.db, adminOf(request), request.body),
  );
};
