/** What moderation shows the student: the submissions an admin removed, and why. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submissionRemovalsResponse } from '../../../contracts/moderation.js';
import { principalId } from '../../plugins/auth.js';
import { removalsOf } from './service.js';

export const studentModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/front/user-projects/removed',
    {
      schema: {
        tags: ['moderation'],
        summary: 'My submissions an admin removed, with the reason, latest first',
        description: 'Addition (issue 14). Shown in Manage Projects.',
        response: { 200: submissionRemovalsResponse },
      },
    },
    async (request) => removalsOf(app.db, principalId(request)),
  );
};
