/** Suspending a student and lifting it (issue 14 item 7). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { moderationReasonSchema, suspensionResponse } from '../../../contracts/moderation.js';
import { adminOf } from '../../plugins/auth.js';
import { suspendUser, unsuspendUser } from './service.js';

export const adminSuspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend a student: every session revoked, no sign-in, absent from every public list (409 if already)',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => suspendUser(app.db, adminOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      schema: {
        tags,
        summary: 'Lift a suspension: the student signs in and shows again (409 if not suspended)',
        params: idParams,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => unsuspendUser(app.db, adminOf(request), request.params.id),
  );
};
