/**
 * Unsubscribe tokens past their year (unsubscribe-tokens.ts) are deleted: at start and then every
 * PRUNE_EVERY_MS, on every instance (one DELETE: instances running it at once do not interfere).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../plugins/periodic.js';
import { deleteExpiredUnsubscribeTokens } from './unsubscribe-tokens.js';

export const PRUNE_EVERY_MS = 6 * 3_600_000;

async function unsubscribePruning(app: FastifyInstance) {
  const prune = async () => {
    const deleted = await deleteExpiredUnsubscribeTokens(app.db);
    if (deleted) app.log.info({ deleted }, 'expired unsubscribe tokens deleted');
  };
  runPeriodically(app, PRUNE_EVERY_MS, prune, 'could not delete expired unsubscribe tokens');
}

export default fp(unsubscribePruning, { name: 'unsubscribe-pruning', dependencies: ['context'] });
