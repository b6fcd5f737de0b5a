/**
 * Builds the Fastify application. Routes are grouped by who may call them: the admin context
 * requires an admin token, the student context a student token, the public context none (it
 * reads a student token when one is sent). Each domain module contributes its routes to a group.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../contracts/items.js';
import type { Config } from './config.js';
import { checkDatabase, type Database } from './db/client.js';
import authGuards from './plugins/auth.js';
import { answerSerializer } from './plugins/answer-serializer.js';
import compression from './plugins/compression.js';
import context from './plugins/context.js';
import errors, { answerClientError, answerError } from './plugins/errors.js';
import messageCodes from './plugins/message-codes.js';
import jsonBody from './plugins/json-body.js';
import { RequestLogs, withLogSerializers } from './plugins/logging.js';
import openapi, { BEARER, describeGroupRoute, ERROR_RESPONSES } from './plugins/openapi.js';
import proxyWarning from './plugins/proxy-warning.js';
import publicCache from './plugins/public-cache/index.js';
import securityHeaders from './plugins/security-headers.js';
import testHooks from './plugins/test-hooks.js';
import web from './plugins/web.js';
import jobs from './modules/jobs/service.js';
import mail from './modules/mail/mailer.js';
import unsubscribePruning from './modules/mail/unsubscribe-pruning.js';
import rankChangesPruning from './modules/progress/rank-changes-pruning.js';
import uploadsCleanup from './modules/uploads/cleanup.js';
import notificationsHousekeeping from './modules/notifications/housekeeping.js';
import live from './modules/live/plugin.js';
import { MAX_IMAGE_BYTES } from './modules/uploads/service.js';
import { adminRouteModules, publicRouteModules, studentRouteModules } from './routes.js';
import watchdogRoutes from './watchdog/plugin.js';
import type { Watchdog } from './watchdog/watchdog.js';

/** How long a client may take, in milliseconds (docs/decisions.md "Request limits"). */
export type Timeouts = {
  /** To send the whole request, headers and body (a slow or stalled body is answered 408 and cut). */
  request: number;
  /** Of silence on a connection before it is closed (a stalled client, a hung request). */
  connection: number;
  /** An idle keep-alive connection waits for its next request (longer than a proxy's 60 s). */
  keepAlive: number;
  /** How often the request deadline is checked (Node's default, 30 s, would double it). */
  checkInterval: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = { request: 30_000, connection: 60_000, keepAlive: 72_000, checkInterval: 5_000 };

/** The largest JSON body any route takes: every form's longest text (5,000 characters) fits many times. */
export const JSON_BODY_LIMIT = 64 * 1024;

export type AppOptions = {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The built web app (default dist/web). */
  webRoot?: string;
  /** Shorter deadlines for tests. */
  timeouts?: Partial<Timeouts>;
  /** How often the PostgreSQL commit listener proves it is alive (freshness/listener.ts); shorter in tests. */
  heartbeatMs?: number;
  /** The production server's (main.ts): each request's route is noted for it. Tests' apps have none. */
  watchdog?: Watchdog;
};

export async function buildApp({ db, config, logger = false, webRoot, timeouts, heartbeatMs, watchdog }: AppOptions) {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const app = Fastify({
    logger: withLogSerializers(logger),
    logController: new RequestLogs(),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: limits.request,
    connectionTimeout: limits.connection,
    keepAliveTimeout: limits.keepAlive,
    http: { headersTimeout: limits.request, connectionsCheckingInterval: limits.checkInterval },
    trustProxy: config.trustProxy,
    // Errors answered before any route, in the site's `{message}` shape (plugins/errors.ts).
    frameworkErrors: (error, request, reply) => {
      answerError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  // First: a request that blocks in any later hook is still named by the watchdog.
  if (watchdog) await app.register(watchdogRoutes, { watchdog });
  await app.register(context, { db, config, heartbeatMs });
  await app.register(proxyWarning);
  // Before compression and anything else that rewrites an answer: it keeps answers as JSON text.
  await app.register(publicCache);
  await app.register(securityHeaders);
  // Before every route: it hooks into each route as it is declared (web.ts's files included).
  await app.register(compression);
  await app.register(errors);
  // Before every route: each answer's message gets its code (issue 47).
  await app.register(messageCodes);
  await app.register(jsonBody);
  await app.register(openapi);
  // Uploads are the one body over the JSON limit: the file part alone may reach 2 MB.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: JSON_BODY_LIMIT },
  });
  await app.register(authGuards);
  await app.register(uploadsCleanup);
  await app.register(rankChangesPruning);
  await app.register(notificationsHousekeeping);
  await app.register(live);
  await app.register(jobs);
  await app.register(mail);
  await app.register(unsubscribePruning);

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers once the database answers',
        response: { 200: healthResponse, ...ERROR_RESPONSES },
      },
    },
    async () => {
      await checkDatabase(app.db);
      return { status: 'ok' as const };
    },
  );

  // Each group's guard and, for the OpenAPI document, its security marker and error answers, set once here.
  const group = (hook: 'requireAdmin' | 'requireUser' | 'optionalUser', modules: FastifyPluginAsyncZod[]) =>
    app.register(async (scope) => {
      // A cached public answer leaves before the token is even looked up.
      if (hook === 'optionalUser') scope.addHook('onRequest', scope.publicCache.serve);
      scope.addHook('onRequest', scope[hook]);
      scope.addHook('onRoute', (route) => describeGroupRoute(route, hook === 'optionalUser' ? undefined : BEARER));
      for (const routes of modules) await scope.register(routes);
    });
  await group('requireAdmin', adminRouteModules);
  await group('requireUser', studentRouteModules);
  await group('optionalUser', publicRouteModules);

  if (config.testHooks) await app.register(testHooks);
  await app.register(web, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
