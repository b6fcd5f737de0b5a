/** Makes the database and the configuration available to every plugin and route. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

async function context(app: FastifyInstance, options: { db: Database; config: Config }) {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
}

export default fp(context, { name: 'context' });
