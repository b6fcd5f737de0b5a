/** Sign-in for both kinds of account. Failed logins are limited per e-mail and per address. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../contracts/auth.js';
import { AUTH } from '../../../contracts/messages.js';
import { createLoginLimiter } from './login-limiter.js';
import { adminLogin, studentLogin } from './service.js';
import { revokeToken } from './tokens.js';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const attempt = createLoginLimiter(app.config.loginRateLimit);
  const tags = ['auth'];

  app.post(
    '/api/admin/login',
    { schema: { tags, summary: 'Admin sign-in (rate limited: failed attempts per e-mail and per address)', body: loginSchema } },
    async (request) => attempt(request.ip, `admin:${request.body.email}`, () => adminLogin(app.db, request.body)),
  );

  app.post(
    '/api/user/login',
    {
      schema: { tags, summary: 'Student sign-in (rate limited: failed attempts per e-mail and per address)', body: loginSchema },
    },
    async (request) => attempt(request.ip, `user:${request.body.email}`, () => studentLogin(app.db, request.body)),
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
