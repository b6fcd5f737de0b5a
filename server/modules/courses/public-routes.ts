import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicCourseRoutes: FastifyPluginAsyncZod = async () => {};
