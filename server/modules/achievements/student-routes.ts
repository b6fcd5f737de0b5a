/** The student's own achievements and the "New Achievement Unlocked!" popup. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadSchema } from '../../../contracts/achievements.js';
import { principalId } from '../../plugins/auth.js';
import { userAwards } from './queries.js';
import { markRead, unreadAwards } from './service.js';

export const studentAchievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['achievements'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/user/achievements',
    { schema: { tags, security, summary: 'My earned achievements, newest first' } },
    async (request) => ({
      achievements: await userAwards(app.db, principalId(request)),
    }),
  );

  app.get(
    '/api/achievements/unread',
    { schema: { tags, security, summary: 'My achievements not yet seen in the popup' } },
    async (request) => unreadAwards(app.db, principalId(request)),
  );

  app.post(
    '/api/achievements/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark unread achievements as seen: the given achievement ids, or all without ids (addition)',
        body: markReadSchema,
      },
    },
    async (request) => markRead(app.db, principalId(request), request.body?.ids),
  );
};
