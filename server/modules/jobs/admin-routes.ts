/** The progress and outcome of long admin work (issue 21 item 1). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../contracts/items.js';
import { JOB_KEPT_HOURS, jobIdParams, jobItem, jobListResponse } from '../../../contracts/jobs.js';
import { adminOf } from '../../plugins/auth.js';

export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['jobs'];

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags,
        summary: `Addition: the signed-in admin's jobs (imports, bulk actions) of the last ${JOB_KEPT_HOURS} hours, newest first`,
        response: { 200: jobListResponse },
      },
    },
    async (request) => app.jobs.list(adminOf(request).id),
  );

  app.get(
    '/api/admin/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Addition: one job of the signed-in admin: its stage, progress and, once finished, its result or error',
        description:
          `Poll until \`status\` is no longer \`running\`. The outcome is kept ${JOB_KEPT_HOURS} hours after the job finished. ` +
          "404 for another admin's job, an unknown id or one that is not a UUID.",
        params: jobIdParams,
        response: { 200: jobItem },
      },
    },
    async (request) => app.jobs.get(adminOf(request).id, request.params.id),
  );

  app.delete(
    '/api/admin/jobs/:id/passwords',
    {
      schema: {
        tags,
        summary: "Addition: Forget These Passwords: erases a finished import's generated passwords from its outcome at once",
        description:
          'For staff who downloaded them: afterwards the job answers `passwords: []` and `passwords_forgotten: true` (an audit line says who). ' +
          "A job with no passwords left answers the same. 409 while the job runs; 404 for another admin's job, an unknown or expired one.",
        params: jobIdParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => app.jobs.forgetPasswords(adminOf(request), request.params.id),
  );
};
