import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studentSubmissionRoutes: FastifyPluginAsyncZod = async () => {};
