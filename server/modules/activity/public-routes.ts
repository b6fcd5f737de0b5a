/** A student's year of work, as anyone sees it (issue 50). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityResponse } from '../../../contracts/activity.js';
import { idParams } from '../../../contracts/fields.js';
import { userActivity } from './service.js';

export const publicActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/user/:id/activity',
    {
      schema: {
        tags: ['users'],
        summary:
          "A developer's year of work (addition, issue 50): dated submissions and achievements, and the points before them",
        description:
          'The submissions and achievements the student holds now (a removed submission or a withdrawn achievement is not there), ' +
          'dated (created_at, earned_at) with the points each brings today, from `since` (midnight UTC 366 days before today, ' +
          'so that every time zone has its whole last 365 days); starting_points is what the older rows bring, so ' +
          "starting_points plus every row listed is the profile's total_points. The browser bins the rows by day in its time zone. " +
          "Cached like the profile: kept until that student's own rows or the points of what they hold change. 404 for a missing or suspended student.",
        params: idParams,
        response: { 200: activityResponse },
      },
    },
    async (request) => userActivity(app.db, request.params.id),
  );
};
