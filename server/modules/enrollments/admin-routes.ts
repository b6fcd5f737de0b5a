import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminEnrollmentRoutes: FastifyPluginAsyncZod = async () => {};
