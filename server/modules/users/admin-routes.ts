import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminUserRoutes: FastifyPluginAsyncZod = async () => {};
