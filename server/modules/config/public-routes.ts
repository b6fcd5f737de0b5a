/**
 * Public settings the web app reads at runtime (addition to docs/product.md#calls): the homepage's
 * buy-course link, the academy's name and the footer's social links: the values saved in Settings,
 * else the environment's (issue 14 item 9).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '../../../contracts/config.js';
import { publicConfig } from '../settings/service.js';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/front/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings for the web app (addition): the buy-course link, the academy name, social links',
        response: { 200: publicConfigResponse },
      },
    },
    async () => publicConfig(app.db, app.config),
  );
};
