/** Admin management of achievements and giving manual ones (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementCreateSchema,
  achievementUpdateSchema,
  giveAchievementSchema,
  rulePreviewSchema,
} from '../../../contracts/achievements.js';
import { idParams, pathId } from '../../../contracts/fields.js';
import { listAchievements } from './queries.js';
import {
  createAchievement,
  deleteAchievement,
  giveAchievement,
  previewAchievementRule,
  revokeAchievement,
  updateAchievement,
} from './service.js';

export const adminAchievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['achievements'];
  const security = [{ bearer: [] }];

  app.get('/api/admin/achievements', { schema: { tags, security, summary: 'Every achievement with users_count' } }, async () => ({
    achievements: await listAchievements(app.db),
  }));

  app.post(
    '/api/admin/achievements',
    {
      schema: {
        tags,
        security,
        summary: 'Create an achievement (201; automatic ones carry rule_metric and rule_threshold and are awarded at once)',
        body: achievementCreateSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await createAchievement(app.db, request.body)),
  );

  app.post(
    '/api/admin/achievements/preview',
    {
      schema: {
        tags,
        security,
        summary:
          'Addition: what saving an automatic rule would do, { awards, withdraws } users (id of the achievement when editing one)',
        body: rulePreviewSchema,
      },
    },
    async (request) => previewAchievementRule(app.db, request.body),
  );

  app.put(
    '/api/admin/achievements/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an achievement (the type never changes; a rule edit awards and withdraws it for everyone)',
        params: idParams,
        body: achievementUpdateSchema,
      },
    },
    async (request) => updateAchievement(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/achievements/:id',
    { schema: { tags, security, summary: 'Delete an achievement nobody has earned (409 otherwise)', params: idParams } },
    async (request) => deleteAchievement(app.db, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/achievements',
    {
      schema: {
        tags,
        security,
        summary: 'Give a manual achievement to a user who lacks it (201)',
        params: idParams,
        body: giveAchievementSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await giveAchievement(app.db, request.params.id, request.body.achievement_id)),
  );

  app.delete(
    '/api/admin/users/:id/achievements/:achievementId',
    {
      schema: {
        tags,
        security,
        summary: 'Addition: revoke a manual achievement (its points and a title naming it go too)',
        params: z.object({ id: pathId(), achievementId: pathId() }),
      },
    },
    async (request) => revokeAchievement(app.db, request.params.id, request.params.achievementId),
  );
};
