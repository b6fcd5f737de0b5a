/** Sign-in for both kinds of account. Attempts are limited per account-and-address, account and address. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import {
  adminLoginResponse,
  forgotPasswordSchema,
  loginSchema,
  passwordLinkCheckResponse,
  passwordLinkCheckSchema,
  resetPasswordSchema,
  studentLoginResponse,
} from '../../../contracts/auth.js';
import { messageResponse } from '../../../contracts/items.js';
import { PASSWORD_LINKS } from '../../../contracts/form-messages.js';
import { principalOf } from '../../plugins/auth.js';
import { mailOnly } from '../mail/mailer.js';
import { unsubscribeRoutes } from '../mail/unsubscribe-routes.js';
import { createLoginLimiter, LIVE_LINK_USES, type LoginLimiter } from './login-limiter.js';
import { checkLink, resetPassword, sendResetLink } from './password-reset.js';
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
  const { attempt, take, takeDeadLink, takeLiveLink } = limiter;
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

  // Public exceptions to the /api/user/* rule (docs/decisions.md "Forgot password"); 404 while mail is off.
  const mailTags = ['auth', 'mail'];
  app.post(
    '/api/user/password/forgot',
    {
      onRequest: mailOnly(app),
      schema: {
        tags: mailTags,
        summary:
          'Addition (public): mail a one-time link to set a new password. Answers 202 and the same message whatever the address; ' +
          'the mail goes out after the answer. Limited per address and per e-mail (429). 404 while mail is off.',
        body: forgotPasswordSchema,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await take(request.ip, email);
      app.mail.later('reset link', () => sendResetLink(app.db, app.config, app.mail, email));
      return reply.status(202).send({ message: PASSWORD_LINKS.forgotSent });
    },
  );

  // The token goes in the body: a URL's path and query are kept by access logs and proxies.
  app.post(
    '/api/user/password/check',
    {
      onRequest: mailOnly(app),
      schema: {
        tags: mailTags,
        summary:
          "Addition (public, issue 44): whether a reset or invitation link's token can still set a password, asked when its page opens. " +
          'Answers 200 {usable: true}, or {usable: false, refusal: invalid|expired|used, message} with the message the reset route ' +
          'would answer (invalid: no link has it, never sent or replaced by a newer one). Spends nothing. A link that is not live ' +
          'counts among the dead links of the client address, as on the reset route (429 past LOGIN_RATE_LIMIT * 3 an hour); ' +
          'a live one is not counted. 404 while mail is off.',
        body: passwordLinkCheckSchema,
        response: { 200: passwordLinkCheckResponse },
      },
    },
    async (request) => checkLink(app.db, request.body, () => takeDeadLink(request.ip)),
  );

  app.post(
    '/api/user/password/reset',
    {
      onRequest: mailOnly(app),
      schema: {
        tags: mailTags,
        summary:
          "Addition (public): spend a reset or invitation link's token on a new password; signs the student out everywhere " +
          'and signs nobody in. 422 names a link that is not valid, expired or used. 429 past LOGIN_RATE_LIMIT * 3 such links ' +
          `an hour from one address (a live link still works), or ${LIVE_LINK_USES} uses of one live link an hour. 404 while mail is off.`,
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      resetPassword(app.db, request.body, {
        dead: () => takeDeadLink(request.ip),
        live: () => takeLiveLink(request.body.token),
      }),
  );

  // Issue 48: a notification mail's unsubscribe link; its dead tokens count with the password links'.
  await app.register(unsubscribeRoutes, { countDeadLink: takeDeadLink });
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
