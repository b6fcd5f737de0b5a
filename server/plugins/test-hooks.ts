/**
 * Routes that exist only for tests of the whole process (ACADEMY_TEST_HOOKS=1; config.ts refuses
 * it with NODE_ENV=production):
 * - `POST /api/test/block-main-thread` never returns: it keeps the main thread busy, as an endless
 *   loop in a real request would, for the watchdog to catch (server/test/watchdog-restart.test.ts);
 * - `POST /api/test/dates` dates a student's submissions and awards (issue 50): a browser test of
 *   the year of work needs rows on known days, and no route of the product writes a past date.
 *   It recounts the student's figures (their points' time moves) and declares nothing, so every
 *   kept answer is dropped.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userAchievements, userProjects } from '../db/schema.js';
import { afterUserChange } from '../modules/progress/service.js';

const datesBody = z.object({
  user_id: z.number().int(),
  submissions: z.array(z.object({ project_id: z.number().int(), at: z.iso.datetime({ offset: true }) })).default([]),
  achievements: z.array(z.object({ achievement_id: z.number().int(), at: z.iso.datetime({ offset: true }) })).default([]),
});

export default async function testHooks(app: FastifyInstance) {
  app.post('/api/test/block-main-thread', { onRequest: app.requireAdmin, schema: { hide: true } }, async () => {
    for (;;);
  });

  app.post('/api/test/dates', { onRequest: app.requireAdmin, schema: { hide: true } }, async (request) => {
    const body = datesBody.parse(request.body);
    return app.db.transaction(async (tx) => {
      let dated = 0;
      for (const { project_id, at } of body.submissions) {
        const rows = await tx
          .update(userProjects)
          .set({ createdAt: new Date(at) })
          .where(and(eq(userProjects.userId, body.user_id), eq(userProjects.projectId, project_id)))
          .returning({ id: userProjects.id });
        dated += rows.length;
      }
      for (const { achievement_id, at } of body.achievements) {
        const rows = await tx
          .update(userAchievements)
          .set({ earnedAt: new Date(at) })
          .where(and(eq(userAchievements.userId, body.user_id), eq(userAchievements.achievementId, achievement_id)))
          .returning({ id: userAchievements.id });
        dated += rows.length;
      }
      await afterUserChange(tx, [body.user_id]);
      return { dated };
    });
  });
}
