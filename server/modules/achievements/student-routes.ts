import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studentAchievementRoutes: FastifyPluginAsyncZod = async () => {};
