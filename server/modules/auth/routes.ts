/** Sign-in for both kinds of account. Login routes are rate limited per IP and per e-mail. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../contracts/auth.js';
import { AUTH } from '../../../contracts/messages.js';
import { adminLogin, studentLogin } from './service.js';
import { revokeToken } from './tokens.js';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = (key: (request: FastifyRequest) => string) =>
    app.rateLimit({
      max: app.config.loginRateLimit,
      timeWindow: '1 minute',
      keyGenerator: key,
      errorResponseBuilder: () => ({ statusCode: 429, message: AUTH.tooManyAttempts }),
    });
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
  const loginLimits = {
    onRequest: limit((request) => `ip:${request.url}:${request.ip}`),
    preValidation: limit((request) => `email:${request.url}:${emailOf(request)}`),
  };
  const tags = ['auth'];

  app.post(
    '/api/admin/login',
    { ...loginLimits, schema: { tags, summary: 'Admin sign-in', body: loginSchema } },
    async (request) => adminLogin(app.db, request.body),
  );

  app.post(
    '/api/user/login',
    { ...loginLimits, schema: { tags, summary: 'Student sign-in', body: loginSchema } },
    async (request) => studentLogin(app.db, request.body),
  );
};

/** Registered inside the admin context, so only a valid admin token reaches it. */
export const adminLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/admin/logout', { schema: { tags: ['auth'], summary: 'Revoke the admin token' } }, async (request) => {
    if (request.bearerToken) await revokeToken(app.db, request.bearerToken);
    return { message: AUTH.loggedOut };
  });
};

/** Registered inside the student context. */
export const userLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the student token (addition)' } },
    async (request) => {
      if (request.bearerToken) await revokeToken(app.db, request.bearerToken);
      return { message: AUTH.loggedOut };
    },
  );
};
