import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicStatsRoutes: FastifyPluginAsyncZod = async () => {};
