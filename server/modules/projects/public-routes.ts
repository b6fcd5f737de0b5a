import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicProjectRoutes: FastifyPluginAsyncZod = async () => {};
