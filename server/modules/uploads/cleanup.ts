/**
 * Uploads no course image or achievement badge uses (an image replaced, a form never saved) are
 * deleted once they are an hour old: at start and then every CLEANUP_EVERY_MS, on every instance
 * (one DELETE: instances running it at once do not interfere). An upload refused by the quota
 * runs it first too (service.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../plugins/periodic.js';
import { deleteUnusedUploads } from './queries.js';
import { UNUSED_UPLOAD_GRACE_SECONDS } from './service.js';

export const CLEANUP_EVERY_MS = 15 * 60_000;

async function uploadsCleanup(app: FastifyInstance) {
  const cleanUp = async () => {
    const deleted = await deleteUnusedUploads(app.db, UNUSED_UPLOAD_GRACE_SECONDS);
    if (deleted.length) app.log.info({ deleted: deleted.length }, 'unused uploaded images deleted');
  };
  runPeriodically(app, CLEANUP_EVERY_MS, cleanUp, 'could not delete unused uploaded images');
}

export default fp(uploadsCleanup, { name: 'uploads-cleanup', dependencies: ['context'] });
