import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicAchievementRoutes: FastifyPluginAsyncZod = async () => {};
