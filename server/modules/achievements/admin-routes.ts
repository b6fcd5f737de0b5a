/** Admin management of achievements and giving manual ones (docs/product.md#admin-calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementCreateSchema,
  achievementListResponse,
  achievementSavedResponse,
  achievementUpdateSchema,
  giveAchievementSchema,
  rulePreviewResponse,
  rulePreviewSchema,
} from '../../../contracts/achievements.js';
import { idParams, pathId } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import {
  createAchievement,
  deleteAchievement,
  giveAchievement,
  listAchievements,
  previewAchievementRule,
  revokeAchievement,
  updateAchievement,
} from './service.js';
import { adminOf } from '../../plugins/auth.js';

export const adminAchievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['achievements'];

  app.get(
    '/api/admin/achievements',
    { schema: { tags, summary: 'Every achievement with users_count', response: { 200: achievementListResponse } } },
    async () => listAchievements(app.db),
  );

  app.post(
    '/api/admin/achievements',
    {
      schema: {
        tags,
        summary: 'Create an achievement (201; automatic ones carry rule_metric and rule_threshold and are awarded at once)',
        body: achievementCreateSchema,
        response: { 201: achievementSavedResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createAchievement(app.db, request.body, adminOf(request))),
  );

  app.post(
    '/api/admin/achievements/preview',
    {
      schema: {
        tags,
        summary:
          'Addition: what saving an automatic rule would do, { awards, withdraws } users (id of the achievement when editing one)',
        body: rulePreviewSchema,
        response: { 200: rulePreviewResponse },
      },
    },
    async (request) => previewAchievementRule(app.db, request.body),
  );

  app.put(
    '/api/admin/achievements/:id',
    {
      schema: {
        tags,
        summary: 'Edit an achievement (the type never changes; a rule edit awards and withdraws it for everyone)',
        params: idParams,
        body: achievementUpdateSchema,
        response: { 200: achievementSavedResponse },
      },
    },
    async (request) => updateAchievement(app.db, request.params.id, request.body, adminOf(request)),
  );

  app.delete(
    '/api/admin/achievements/:id',
    {
      schema: {
        tags,
        summary: 'Delete an achievement nobody has earned (409 otherwise)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteAchievement(app.db, request.params.id, adminOf(request)),
  );

  app.post(
    '/api/admin/users/:id/achievements',
    {
      schema: {
        tags,
        summary: 'Give a manual achievement to a user who lacks it (201)',
        params: idParams,
        body: giveAchievementSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await giveAchievement(app.db, request.params.id, request.body.achievement_id, adminOf(request))),
  );

  app.delete(
    '/api/admin/users/:id/achievements/:achievementId',
    {
      schema: {
        tags,
        summary:
          'Addition: revoke a manual achievement (its points and a title naming it go too); the student is mailed unless they opted out (issue 48)',
        params: z.object({ id: pathId(), achievementId: pathId() }),
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      revokeAchievement(app.db, request.params.id, request.params.achievementId, adminOf(request), {
        mail: app.mail,
        config: app.config,
      }),
  );
};
