/** Sign-in for both kinds of account. Attempts are limited per account-and-address, account and address. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { adminLoginResponse, loginSchema, studentLoginResponse } from '../../../contracts/auth.js';
import { messageResponse } from '../../../contracts/items.js';
import { principalOf } from '../../plugins/auth.js';
import { createLoginLimiter, type LoginLimiter } from './login-limiter.js';
import { adminLogin, logout, studentLogin } from './service.js';
import type { LoginClient } from './sign-ins.js';

/** Where a sign-in comes from, for its record (sign-ins.ts). */
const clientOf = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  log: request.log,
});

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // With PostgreSQL the counters are shared by every instance, through a small pool of their own.
  const pool = app.config.databaseUrl ? new pg.Pool({ connectionString: app.config.databaseUrl, max: 4 }) : undefined;
  pool?.on('error', (error) => app.log.warn({ err: error }, 'login limiter connection lost'));
  let limiter: LoginLimiter;
  try {
    limiter = await createLoginLimiter(app.config.loginRateLimit, { pool });
  } catch (error) {
    await pool?.end();
    throw error;
  }
  app.addHook('onClose', async () => {
    await limiter.close();
    await pool?.end();
  });
  const { attempt } = limiter;
  const tags = ['auth'];
  const summary = (who: string) =>
    `${who} sign-in (rate limited before the password is checked: failures per account and address, per account, per address)`;

  app.post(
    '/api/admin/login',
    { schema: { tags, summary: summary('Admin'), body: loginSchema, response: { 200: adminLoginResponse } } },
    async (request) =>
      attempt(request.ip, `admin:${request.body.email}`, () => adminLogin(app.db, request.body, clientOf(request))),
  );

  app.post(
    '/api/user/login',
    { schema: { tags, summary: summary('Student'), body: loginSchema, response: { 200: studentLoginResponse } } },
    async (request) =>
      attempt(request.ip, `user:${request.body.email}`, () => studentLogin(app.db, request.body, clientOf(request))),
  );
};

/** Registered inside the admin context, so only a valid admin token reaches it. */
export const adminLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the admin token', response: { 200: messageResponse } } },
    async (request) => logout(app.db, principalOf(request).token),
  );
};

/** Registered inside the student context. */
export const userLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the student token (addition)', response: { 200: messageResponse } } },
    async (request) => logout(app.db, principalOf(request).token),
  );
};
