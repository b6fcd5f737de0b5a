import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicUserRoutes: FastifyPluginAsyncZod = async () => {};
