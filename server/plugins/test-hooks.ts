/**
 * Routes that exist only for tests of the whole process (ACADEMY_TEST_HOOKS=1; config.ts refuses
 * it with NODE_ENV=production). `POST /api/test/block-main-thread` never returns: it keeps the
 * main thread busy, as an endless loop in a real request would, for the watchdog to catch
 * (server/test/watchdog-restart.test.ts).
 */
import type { FastifyInstance } from 'fastify';

export default async function testHooks(app: FastifyInstance) {
  app.post('/api/test/block-main-thread', { onRequest: app.requireAdmin, schema: { hide: true } }, async () => {
    for (;;);
  });
}
