import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminProjectRoutes: FastifyPluginAsyncZod = async () => {};
