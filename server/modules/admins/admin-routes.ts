import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminAdminRoutes: FastifyPluginAsyncZod = async () => {};
