import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studentSkillRoutes: FastifyPluginAsyncZod = async () => {};
