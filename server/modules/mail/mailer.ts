/**
 * Outgoing mail (issue 26 item 1): `app.mail`. The mail features (forgot password, invitations)
 * are on only with SMTP settings and PUBLIC_URL, since every mail carries an absolute link
 * (docs/decisions.md "Mail"); off, their routes answer 404 (`mailOnly`) and the web app hides them.
 * Mail goes out after the answer (`later`): a client never waits on the SMTP server, and the time
 * of an answer cannot tell whether an address has an account.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { notFound } from '../../http-errors.js';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** SMTP settings and PUBLIC_URL are both set. */
  readonly enabled: boolean;
  /** An absolute link to a page of the web app (PUBLIC_URL + path). */
  link: (path: string) => string;
  send: (mail: Mail) => Promise<void>;
  /** Runs `work` once the current answer has gone; a failure is logged, never thrown. */
  later: (what: string, work: () => Promise<void>) => void;
  /** Resolves when every task started with `later` has finished (tests, shutdown). */
  settled: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailEnabled = (config: Config) => Boolean(config.smtp && config.publicUrl);

/** A route hook: a mail route answers 404 (as an unknown path would) while mail is off, before reading its body. */
export const mailOnly = (app: FastifyInstance) => async () => {
  if (!app.mail.enabled) throw notFound('Not Found');
};

async function mail(app: FastifyInstance) {
  const { smtp, publicUrl } = app.config;
  const enabled = mailEnabled(app.config);
  const transport =
    enabled && smtp
      ? nodemailer.createTransport(
          {
            ...(typeof smtp.transport === 'string' ? { url: smtp.transport } : smtp.transport),
            // A few connections kept open: an import's invitations go out one after another on them.
            pool: true,
            maxConnections: 2,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          },
          { from: smtp.from },
        )
      : undefined;
  const pending = new Set<Promise<void>>();

  const mailer: Mailer = {
    enabled,
    link: (path) => `${publicUrl}${path}`,
    send: async (message) => {
      if (!transport) throw new Error('mail is not configured');
      await transport.sendMail(message);
    },
    later: (what, work) => {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error, task: what }, 'mail task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    settled: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
  app.decorate('mail', mailer);
  app.addHook('onClose', async () => {
    await mailer.settled();
    transport?.close();
  });
}

export default fp(mail, { name: 'mail', dependencies: ['context'] });
