/**
 * Public settings the web app reads at runtime (addition to the spec's calls): the homepage's
 * buy-course link, the academy's name and the footer's social links.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '../../../contracts/config.js';

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
    async () => ({
      buy_course_url: app.config.buyCourseUrl,
      academy_name: app.config.academyName,
      social_links: app.config.socialLinks,
    }),
  );
};
