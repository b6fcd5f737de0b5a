/** Public course pages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListResponse, courseUsersQuery, courseWithUsersResponse } from '../../../contracts/courses.js';
import { idParams } from '../../../contracts/fields.js';
import { courseWithUsers, listPublicCourses } from './service.js';

export const publicCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get(
    '/api/front/courses',
    {
      schema: {
        tags,
        summary: 'Every course',
        description: 'The whole catalogue, unpaged: it holds what admins create, not what students do.',
        response: { 200: courseListResponse },
      },
    },
    async () => listPublicCourses(app.db),
  );

  app.get(
    '/api/users/course/:id',
    {
      schema: {
        tags,
        summary: 'A course and one page of its users, grouped by first letter A to Z',
        description:
          'Additions: the users come one page at a time (page, per_page: default 24, at most 100) with meta; ' +
          "letters gives every letter's count (the first letter without accents, '#' for names that start otherwise); " +
          "letter=E serves only that letter's users; each user has its letter.",
        params: idParams,
        querystring: courseUsersQuery,
        response: { 200: courseWithUsersResponse },
      },
    },
    async (request) => courseWithUsers(app.db, request.params.id, request.query),
  );
};
