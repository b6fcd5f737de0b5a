/** The student's own achievements and the "New Achievement Unlocked!" popup. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadSchema,
  nextStepsResponse,
  unreadAchievementsResponse,
  userAchievementsResponse,
} from '../../../contracts/achievements.js';
import { messageResponse } from '../../../contracts/items.js';
import { principalOf } from '../../plugins/auth.js';
import { markRead, myAwards, myNextSteps, unreadAwards } from './service.js';

export const studentAchievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['achievements'];

  app.get(
    '/api/user/achievements',
    { schema: { tags, summary: 'My earned achievements, newest first', response: { 200: userAchievementsResponse } } },
    async (request) => myAwards(app.db, principalOf(request).id),
  );

  app.get(
    '/api/user/achievements/progress',
    {
      schema: {
        tags,
        summary:
          'My next steps (addition): each automatic achievement I have not earned, my value of its metric and its threshold',
        description:
          'current: my value of the rule metric; target: the rule threshold. Closest first (current/target descending), then the most points, then id.',
        response: { 200: nextStepsResponse },
      },
    },
    async (request) => myNextSteps(app.db, principalOf(request).id),
  );

  app.get(
    '/api/achievements/unread',
    { schema: { tags, summary: 'My achievements not yet seen in the popup', response: { 200: unreadAchievementsResponse } } },
    async (request) => unreadAwards(app.db, principalOf(request).id),
  );

  app.post(
    '/api/achievements/read',
    {
      schema: {
        tags,
        summary: 'Mark unread achievements as seen: the given achievement ids, or all without ids (addition)',
        body: markReadSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => markRead(app.db, principalOf(request).id, request.body?.ids),
  );
};
