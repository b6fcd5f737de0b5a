/** Bulk actions of the admin Users table (issue 14 item 2). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkAchievementSchema, bulkEnrollSchema, bulkResultResponse, MAX_BULK_USERS } from '../../../contracts/bulk.js';
import { actorOf } from '../audit/record.js';
import { bulkEnroll, bulkGiveAchievement } from './service.js';

/** Room for MAX_BULK_USERS ids of up to 10 digits each in `user_ids` (the app's default limit is 64 KB). */
export const BULK_BODY_LIMIT = MAX_BULK_USERS * 11 + 64 * 1024;

export const adminBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const targets = `user_ids (at most ${MAX_BULK_USERS.toLocaleString('en-US')}; repeats count once) or search (every user the Users table's search matches; blank: every user), not both`;

  app.post(
    '/api/admin/users/bulk/enroll',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Addition: enroll many users in a course with one price (EGP) and discount flag',
        description: `Users: ${targets}. One transaction; each user already enrolled or missing is refused with its reason, the others are enrolled. 404 for a missing course, 409 for an archived one.`,
        body: bulkEnrollSchema,
        response: { 200: bulkResultResponse },
      },
    },
    async (request) => bulkEnroll(app.db, await actorOf(app.db, request), request.body),
  );

  app.post(
    '/api/admin/users/bulk/achievement',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Addition: give a manual achievement to many users',
        description: `Users: ${targets}. One transaction; each user who already has it or is missing is refused with its reason. 404 for a missing achievement, 409 for an automatic one.`,
        body: bulkAchievementSchema,
        response: { 200: bulkResultResponse },
      },
    },
    async (request) => bulkGiveAchievement(app.db, await actorOf(app.db, request), request.body),
  );
};
