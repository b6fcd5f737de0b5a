/** Public course pages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListResponse, courseWithUsersResponse } from '../../../contracts/courses.js';
import { idParams } from '../../../contracts/fields.js';
import { pageQuery } from '../../../contracts/paging.js';
import { courseWithUsers, listCourses } from './service.js';

export const publicCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get('/api/front/courses', { schema: { tags, summary: 'Every course', response: { 200: courseListResponse } } }, async () =>
    listCourses(app.db),
  );

  app.get(
    '/api/users/course/:id',
    {
      schema: {
        tags,
        summary: 'A course and its users sorted by name (optional page/per_page add meta: addition)',
        params: idParams,
        querystring: pageQuery,
        response: { 200: courseWithUsersResponse },
      },
    },
    async (request) => courseWithUsers(app.db, request.params.id, request.query),
  );
};
