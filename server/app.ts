/**
 * Builds the Fastify application. Routes are grouped by who may call them: the admin context
 * requires an admin token, the student context a student token, the public context none (it
 * reads a student token when one is sent). Each domain module contributes its routes to a group.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import authGuards from './plugins/auth.js';
import context from './plugins/context.js';
import errors from './plugins/errors.js';
import jsonBody from './plugins/json-body.js';
import openapi from './plugins/openapi.js';
import web from './plugins/web.js';
import { adminRouteModules, publicRouteModules, studentRouteModules } from './routes.js';

export type AppOptions = {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The built web app (default dist/web). */
  webRoot?: string;
};

export async function buildApp({ db, config, logger = false, webRoot }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(context, { db, config });
  await app.register(errors);
  await app.register(jsonBody);
  await app.register(openapi);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(authGuards);

  app.get('/api/health', { schema: { tags: ['health'], summary: 'Answers once the database answers' } }, async () => {
    await app.db.execute('SELECT 1');
    return { status: 'ok' };
  });

  const group = (hook: 'requireAdmin' | 'requireUser' | 'optionalUser', modules: FastifyPluginAsyncZod[]) =>
    app.register(async (scope) => {
      scope.addHook('onRequest', scope[hook]);
      for (const routes of modules) await scope.register(routes);
    });
  await group('requireAdmin', adminRouteModules);
  await group('requireUser', studentRouteModules);
  await group('optionalUser', publicRouteModules);

  await app.register(web, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
