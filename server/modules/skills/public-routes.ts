import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicSkillRoutes: FastifyPluginAsyncZod = async () => {};
