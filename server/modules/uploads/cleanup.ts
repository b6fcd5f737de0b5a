/**
 * Uploads no course image or achievement badge uses (an image replaced, a form never saved) are
 * deleted once they are an hour old: at start and then every CLEANUP_EVERY_MS, on every instance
 * (one DELETE: instances running it at once do not interfere). An upload refused by the quota
 * runs it first too (service.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteUnusedUploads } from './queries.js';
import { UNUSED_UPLOAD_GRACE_SECONDS } from './service.js';

export const CLEANUP_EVERY_MS = 15 * 60_000;

async function uploadsCleanup(app: FastifyInstance) {
  let running: Promise<void> = Promise.resolve();
  const cleanUp = () => {
    running = deleteUnusedUploads(app.db, UNUSED_UPLOAD_GRACE_SECONDS).then(
      (deleted) => {
        if (deleted.length) app.log.info({ deleted: deleted.length }, 'unused uploaded images deleted');
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not delete unused uploaded images'),
    );
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await cleanUp();
    timer = setInterval(() => void cleanUp(), CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(uploadsCleanup, { name: 'uploads-cleanup', dependencies: ['context'] });
