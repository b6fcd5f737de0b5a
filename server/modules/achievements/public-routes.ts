/** The public achievements list; a student token adds `earned`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAchievementsResponse } from '../../../contracts/achievements.js';
import { OPTIONAL_BEARER } from '../../plugins/openapi.js';
import { publicAchievements } from './service.js';

export const publicAchievementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/front/achievements',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Every achievement with users_earned, total_users, progress (%) and earned (for a signed-in student)',
        description: 'The whole catalogue, unpaged: it holds what admins create, not what students do.',
        security: OPTIONAL_BEARER,
        response: { 200: publicAchievementsResponse },
      },
    },
    async (request) => publicAchievements(app.db, request.principal?.kind === 'user' ? request.principal.id : undefined),
  );
};
