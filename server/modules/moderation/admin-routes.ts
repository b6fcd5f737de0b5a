/** Moderation (issue 14 item 7): the review queue, removing a fake submission, suspending a student. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import {
  moderationReasonSchema,
  reviewQueueQuery,
  reviewQueueResponse,
  suspensionResponse,
} from '../../../contracts/moderation.js';
import { actorOf } from '../audit/record.js';
import { removeFakeSubmission, reviewQueue, suspendUser, unsuspendUser } from './service.js';

export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];

  app.get(
    '/api/admin/submissions/latest',
    {
      schema: {
        tags,
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
        tags,
        summary: 'Remove a fake submission with a reason the student sees (points, counts and awards follow)',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => removeFakeSubmission(app.db, await actorOf(app.db, request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend a student: every session revoked, no sign-in, absent from every public list (409 if already)',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => suspendUser(app.db, await actorOf(app.db, request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      schema: {
        tags,
        summary: 'Lift a suspension: the student signs in and shows again (409 if not suspended)',
        params: idParams,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => unsuspendUser(app.db, await actorOf(app.db, request), request.params.id),
  );
};
