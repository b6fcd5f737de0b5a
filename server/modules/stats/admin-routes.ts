/** The admin dashboard's six figures. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsResponse } from '../../../contracts/stats.js';
import { adminStats } from './service.js';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Totals of users, courses, projects, achievements, enrollments and revenue (EGP)',
        response: { 200: adminStatsResponse },
      },
    },
    async () => adminStats(app.db),
  );
};
