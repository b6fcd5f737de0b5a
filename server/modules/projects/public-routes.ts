/** Public project pages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { projectDetailResponse, projectsByCourseResponse } from '../../../contracts/projects.js';
import { pageQuery } from '../../../contracts/paging.js';
import { projectsByCourse, projectWithUsers } from './service.js';

export const publicProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  app.get(
    '/api/front/projects',
    { schema: { tags, summary: 'Projects grouped by course title', response: { 200: projectsByCourseResponse } } },
    async () => projectsByCourse(app.db),
  );

  app.get(
    '/api/users/project/:id',
    {
      schema: {
        tags,
        summary:
          'A project with its course and the users who completed it, in completion order (optional page/per_page: addition)',
        params: idParams,
        querystring: pageQuery,
        response: { 200: projectDetailResponse },
      },
    },
    async (request) => projectWithUsers(app.db, request.params.id, request.query),
  );
};
