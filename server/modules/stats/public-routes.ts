/** Homepage / stats page figures and the leaderboard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { frontStatsResponse, leaderboardResponse } from '../../../contracts/stats.js';
import { frontStats, leaderboard } from './service.js';

export const publicStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stats'];

  app.get(
    '/api/front/stats',
    {
      schema: {
        tags,
        summary:
          'Totals (total_projects = projects completed), top 3 developers, latest 8 users, 12 projects and 10 achievements earned',
        response: { 200: frontStatsResponse },
      },
    },
    async () => frontStats(app.db),
  );

  app.get(
    '/api/front/leaderboard',
    {
      schema: {
        tags,
        summary: 'Top 100 developers by points, then by who reached them first',
        response: { 200: leaderboardResponse },
      },
    },
    async () => leaderboard(app.db),
  );
};
