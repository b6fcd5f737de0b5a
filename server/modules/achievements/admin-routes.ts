import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminAchievementRoutes: FastifyPluginAsyncZod = async () => {};
