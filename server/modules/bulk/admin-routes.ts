/**
 * Bulk actions of the admin Users table (issue 14 item 2). Guarded by the admin group. Each answers
 * 202 with a job (modules/jobs) once its body, and its course or achievement, passed their checks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkAchievementSchema, bulkEnrollSchema, MAX_BULK_USERS } from '../../../contracts/bulk.js';
import { jobStartedResponse } from '../../../contracts/jobs.js';
import { adminOf } from '../../plugins/auth.js';
import { achievementToGive, bulkEnroll, bulkGiveAchievement, courseToEnroll } from './service.js';

/** Room for MAX_BULK_USERS ids of up to 10 digits each in `user_ids` (the app's default limit is 64 KB). */
export const BULK_BODY_LIMIT = MAX_BULK_USERS * 11 + 64 * 1024;

export const adminBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const targets = `user_ids (at most ${MAX_BULK_USERS.toLocaleString('en-US')}; repeats count once) or search (every user the Users table's search matches; blank: every user), not both`;
  const asJob =
    'Answers 202 with a job at once; GET /api/admin/jobs/{id} gives its progress and, once finished, the BulkResult as `result` ' +
    '(or a refusal found inside the job, e.g. 422 on search matching too many users, as `error`).';

  app.post(
    '/api/admin/users/bulk/enroll',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Addition: enroll many users in a course with one price (EGP) and discount flag',
        description: `Users: ${targets}. One transaction; each user already enrolled or missing is refused with its reason, the others are enrolled. 404 for a missing course, 409 for an archived one (answered at once). ${asJob}`,
        body: bulkEnrollSchema,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      await courseToEnroll(app.db, request.body.course_id);
      const actor = adminOf(request);
      const started = await app.jobs.start('bulk_enroll', actor.id, (job) => bulkEnroll(app.db, actor, request.body, job));
      return reply.status(202).send(started);
    },
  );

  app.post(
    '/api/admin/users/bulk/achievement',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Addition: give a manual achievement to many users',
        description: `Users: ${targets}. One transaction; each user who already has it or is missing is refused with its reason. 404 for a missing achievement, 409 for an automatic one (answered at once). ${asJob}`,
        body: bulkAchievementSchema,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      await achievementToGive(app.db, request.body.achievement_id);
      const actor = adminOf(request);
      const started = await app.jobs.start('bulk_achievement', actor.id, (job) =>
        bulkGiveAchievement(app.db, actor, request.body, job),
      );
      return reply.status(202).send(started);
    },
  );
};
