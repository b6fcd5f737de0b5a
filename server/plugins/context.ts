/**
 * Makes the configuration, the app's freshness (freshness/) and its own database handle, whose
 * transactions are tracked, available to every plugin and route; reads the ranks before it answers.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { trackDatabase } from '../freshness/app-database.js';
import { createFreshness, type Freshness } from '../freshness/freshness.js';
import type { AppDatabase } from '../freshness/reads.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
    config: Config;
    freshness: Freshness;
  }
}

type Options = { db: Database; config: Config; heartbeatMs?: number };

async function context(app: FastifyInstance, { db, config, heartbeatMs }: Options) {
  const freshness = await createFreshness({ databaseUrl: config.databaseUrl, log: app.log, heartbeatMs });
  app.addHook('onClose', () => freshness.close());
  app.decorate('freshness', freshness);
  app.decorate('db', trackDatabase(db, freshness));
  app.decorate('config', config);
  // Every rank, search and standing reads the rank snapshot: it is read once before the app
  // answers, not by the first requests (a second at 100k students on PGlite, which they all waited for).
  app.addHook('onReady', async () => {
    await app.db.reads.rankSnapshot().catch((error: unknown) => app.log.warn({ err: error }, 'reading the ranks failed'));
  });
}

export default fp(context, { name: 'context' });
