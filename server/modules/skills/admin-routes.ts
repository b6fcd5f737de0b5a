import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminSkillRoutes: FastifyPluginAsyncZod = async () => {};
