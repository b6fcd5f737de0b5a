/** Admin management of a user's projects (docs/product.md#admin-calls: "user projects"), and the review queue of moderation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import {
  adminSubmissionAddSchema,
  adminSubmissionDeleteSchema,
  adminSubmissionUpdateSchema,
  adminUserProjectsResponse,
  submissionSavedResponse,
} from '../../../contracts/submissions.js';
import { moderationReasonSchema, reviewQueueQuery, reviewQueueResponse } from '../../../contracts/moderation.js';
import { adminOf } from '../../plugins/auth.js';
import { removeFakeSubmission, reviewQueue } from './removals.js';
import { addSubmission, removeSubmission, updateSubmissionUrl, userProjectsForAdmin } from './service.js';

export const adminSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['submissions'];
  const moderation = ['moderation'];

  app.post(
    '/api/admin/user-projects/add',
    {
      schema: {
        tags,
        summary: 'Add a project for a user (201; enrolled course only, once)',
        body: adminSubmissionAddSchema,
        response: { 201: submissionSavedResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addSubmission(app.db, 'admin', request.body, adminOf(request))),
  );

  app.put(
    '/api/admin/user-projects/update',
    {
      schema: {
        tags,
        summary: "Edit the URL of a user's submission (id = submission id)",
        body: adminSubmissionUpdateSchema,
        response: { 200: submissionSavedResponse },
      },
    },
    async (request) => updateSubmissionUrl(app.db, request.body, adminOf(request)),
  );

  app.post(
    '/api/admin/user-projects/delete',
    {
      schema: {
        tags,
        summary: "Remove a user's submission",
        body: adminSubmissionDeleteSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => removeSubmission(app.db, request.body, adminOf(request)),
  );

  app.get(
    '/api/admin/users/:id/projects',
    {
      schema: {
        tags,
        summary: "A user's submissions and the projects still available to them",
        params: idParams,
        response: { 200: adminUserProjectsResponse },
      },
    },
    async (request) => userProjectsForAdmin(app.db, request.params.id),
  );

  app.get(
    '/api/admin/submissions/latest',
    {
      schema: {
        tags: moderation,
        summary: "The review queue: every student's submissions, newest first, with URL, student, course, project and points",
        description:
          'Addition (issue 14). Always one page (page, per_page: default 20) with meta; search matches part of ' +
          "the student's name or e-mail, the project's name or the URL.",
        querystring: reviewQueueQuery,
        response: { 200: reviewQueueResponse },
      },
    },
    async (request) => reviewQueue(app.db, request.query),
  );

  app.post(
    '/api/admin/submissions/:id/remove',
    {
      schema: {
        tags: moderation,
        summary:
          'Remove a fake submission with a reason the student sees (points, counts and awards follow); the student is mailed unless they opted out (issue 48)',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      removeFakeSubmission(app.db, adminOf(request), request.params.id, request.body.reason, {
        mail: app.mail,
        config: app.config,
      }),
  );
};
