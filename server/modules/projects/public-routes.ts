/** Public project pages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { projectDetailResponse, projectsByCourseResponse } from '../../../contracts/projects.js';
import { publicPageQuery } from '../../../contracts/paging.js';
import { projectsByCourse, projectWithUsers } from './service.js';

export const publicProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  app.get(
    '/api/front/projects',
    {
      schema: {
        tags,
        summary: 'Projects grouped by course title',
        description: 'The whole catalogue, unpaged: it holds what admins create, not what students do.',
        response: { 200: projectsByCourseResponse },
      },
    },
    async () => projectsByCourse(app.db),
  );

  app.get(
    '/api/users/project/:id',
    {
      schema: {
        tags,
        summary: 'A project with its course and the users who completed it, in completion order',
        description:
          'Addition: the users come one page at a time (page, per_page: default 20, at most 100) with meta; ' +
          'without parameters the first 20, so the first three (the top developers) are on page 1.',
        params: idParams,
        querystring: publicPageQuery,
        response: { 200: projectDetailResponse },
      },
    },
    async (request) => projectWithUsers(app.db, request.params.id, request.query),
  );
};
