import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillListResponse } from '../../../contracts/skills.js';
import { listSkillsByName } from './service.js';

export const publicSkillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/front/skills',
    {
      schema: {
        tags: ['skills'],
        summary: 'All skills, sorted by name',
        description: 'The whole catalogue, unpaged: it holds what admins create, not what students do.',
        response: { 200: skillListResponse },
      },
    },
    async () => listSkillsByName(app.db),
  );
};
