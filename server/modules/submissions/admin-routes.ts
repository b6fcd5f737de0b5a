import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminSubmissionRoutes: FastifyPluginAsyncZod = async () => {};
