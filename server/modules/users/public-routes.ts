/** Developers as anyone sees them: never an e-mail, a hash or a token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { publicProfileResponse, publicUserListQuery, publicUserListResponse } from '../../../contracts/users.js';
import { keepSearchNamesRead } from './search.js';
import { listPublicUsers, userProfile } from './service.js';

export const publicUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  keepSearchNamesRead(app);

  app.get(
    '/api/front/users',
    {
      schema: {
        tags,
        summary: 'Developers in rank order, each with its rank',
        description:
          'Addition: one page at a time (page, per_page: default 9, at most 100) with meta; ' +
          'without parameters the first 9 (meta.total says how many there are). ' +
          'Addition (issue 25): search (2 to 50 characters, 422 otherwise) and course_id (404 for an unknown course) ' +
          'keep some developers, in the same order and each with its rank among all.',
        querystring: publicUserListQuery,
        response: { 200: publicUserListResponse },
      },
    },
    async (request) => listPublicUsers(app.db, request.query),
  );

  app.get(
    '/api/users/user/:id',
    {
      schema: {
        tags,
        summary: "A developer's profile and earned achievements",
        params: idParams,
        response: { 200: publicProfileResponse },
      },
    },
    async (request) => userProfile(app.db, request.params.id),
  );
};
