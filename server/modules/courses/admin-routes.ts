import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminCourseRoutes: FastifyPluginAsyncZod = async () => {};
