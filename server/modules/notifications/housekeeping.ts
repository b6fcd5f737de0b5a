/**
 * The notifications' periodic work, on every instance at start and then every minute: the top-100
 * job (one instance at a time, top-hundred.ts) and the prune of notifications older than
 * NOTIFICATION_KEPT_DAYS (one DELETE: instances running it at once do not interfere).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOTIFICATION_KEPT_DAYS } from '../../../contracts/notifications.js';
import { runPeriodically } from '../../plugins/periodic.js';
import { pruneNotifications } from './queries.js';
import { runTopHundred, TOP_HUNDRED_EVERY_MS } from './top-hundred.js';

async function notificationsHousekeeping(app: FastifyInstance) {
  const work = async () => {
    const run = await runTopHundred(app.db);
    if (!run.skipped && (run.entered || run.left)) app.log.info(run, 'top 100 entries and exits notified');
    const pruned = await pruneNotifications(app.db, NOTIFICATION_KEPT_DAYS);
    if (pruned) app.log.info({ pruned }, 'old notifications deleted');
  };
  runPeriodically(app, TOP_HUNDRED_EVERY_MS, work, 'could not run the top 100 job or prune notifications');
}

export default fp(notificationsHousekeeping, { name: 'notifications-housekeeping', dependencies: ['context'] });
