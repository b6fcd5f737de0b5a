/** The signed-in student's own account. Guarded by the student group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarUpdateSchema,
  firstStepsDismissedResponse,
  meResponse,
  ownProfileSavedResponse,
  profileUpdateSchema,
  standingResponse,
} from '../../../contracts/users.js';
import { principalOf } from '../../plugins/auth.js';
import { dismissFirstSteps, me, updateAvatar, updateProfile } from './service.js';
import { standing } from './standing.js';

export const studentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['student'];

  app.get(
    '/api/user/me',
    { schema: { tags, summary: 'The signed-in student, with e-mail', response: { 200: meResponse } } },
    async (request) => me(app.db, principalOf(request).id),
  );

  app.get(
    '/api/user/standing',
    {
      schema: {
        tags,
        summary: 'My place (addition): rank, total points and the points that pass the student just above',
        description:
          'points_to_pass = the points of the student ranked just above - mine + 1 (an equal total ranks whoever reached it first); ' +
          'null at rank 1. rank and points_to_pass are null for a student who is not ranked (suspended).',
        response: { 200: standingResponse },
      },
    },
    async (request) => standing(app.db, principalOf(request).id),
  );

  app.put(
    '/api/user/profile/update',
    {
      schema: {
        tags,
        summary: 'Edit the own profile (e-mail is read-only; blank password keeps the current one)',
        body: profileUpdateSchema,
        response: { 200: ownProfileSavedResponse },
      },
    },
    async (request) => updateProfile(app.db, principalOf(request), request.body),
  );

  app.put(
    '/api/user/avatar/update',
    {
      schema: {
        tags,
        summary: 'Choose avatar1..avatar20 (needs 2 or more enrollments) or null / "default"',
        body: avatarUpdateSchema,
        response: { 200: ownProfileSavedResponse },
      },
    },
    async (request) => updateAvatar(app.db, principalOf(request).id, request.body.avatar),
  );

  app.post(
    '/api/user/first-steps/dismiss',
    {
      schema: {
        tags,
        summary: 'Close the first-steps checklist of my profile for good (addition, issue 50)',
        description:
          'Stored on the account: GET /api/user/me then answers first_steps_dismissed true, on every device and after signing in again. ' +
          'Calling it again changes nothing and answers the same.',
        response: { 200: firstStepsDismissedResponse },
      },
    },
    async (request) => dismissFirstSteps(app.db, principalOf(request).id),
  );
};
