import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSkillsByName } from './queries.js';

export const publicSkillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/front/skills', { schema: { tags: ['skills'], summary: 'All skills, sorted by name' } }, async () => ({
    skills: await listSkillsByName(app.db),
  }));
};
