import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminStatsRoutes: FastifyPluginAsyncZod = async () => {};
