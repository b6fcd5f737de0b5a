/** The admin dashboard's six figures. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStats } from './service.js';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['stats'],
        security: [{ bearer: [] }],
        summary: 'Totals of users, courses, projects, achievements, enrollments and revenue (EGP)',
      },
    },
    async () => adminStats(app.db),
  );
};
