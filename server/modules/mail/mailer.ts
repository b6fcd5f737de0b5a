/**
 * Outgoing mail (issues 26 and 43): `app.mail`. The mail features (forgot password, invitations)
 * are on only with SMTP settings and PUBLIC_URL, since every mail carries an absolute link
 * (docs/decisions.md "Mail"); off, their routes answer 404 (`mailOnly`) and the web app hides them.
 * A mail is queued in the outbox in the transaction that makes its link (`enqueue`), and sent by
 * the outbox's sender (outbox.ts) once that has committed (`wake`). Work whose cost would tell
 * something (the lookup of a forgot-password address) runs after the answer (`later`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { SERVER } from '../../../contracts/messages.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { createOutboxSender, type OutboxSender } from './outbox.js';
import { enqueueMails, type QueuedMail } from './queries.js';

export type Mailer = {
  /** SMTP settings and PUBLIC_URL are both set. */
  readonly enabled: boolean;
  /** An absolute link to a page of the web app (PUBLIC_URL + path). */
  link: (path: string) => string;
  /** Queues mail in the caller's transaction; call `wake` once it has committed. */
  enqueue: (db: Executor, mails: readonly QueuedMail[]) => Promise<void>;
  /** Sends queued mail now rather than at the sender's next look. */
  wake: () => void;
  /** Runs `work` once the current answer has gone; a failure is logged, never thrown. */
  later: (what: string, work: () => Promise<void>) => void;
  /** Resolves when every task started with `later` has finished and what was due has been tried (tests, shutdown). */
  settled: () => Promise<void>;
};

/** What a service that queues mail needs: the mailer and the settings (the academy's name, link lifetimes, limits). */
export type Mailing = { mail: Mailer; config: Config };

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailEnabled = (config: Config) => Boolean(config.smtp && config.publicUrl);

/** A route hook: a mail route answers 404 (as an unknown path would) while mail is off, before reading its body. */
export const mailOnly = (app: FastifyInstance) => async () => {
  if (!app.mail.enabled) throw notFound(SERVER.notFound);
};

async function mail(app: FastifyInstance) {
  const { smtp, publicUrl } = app.config;
  const enabled = mailEnabled(app.config);
  const transport =
    enabled && smtp
      ? nodemailer.createTransport(
          {
            ...(typeof smtp.transport === 'string' ? { url: smtp.transport } : smtp.transport),
            // A few connections kept open: the outbox sends a batch at a time over them.
            pool: true,
            maxConnections: 2,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          },
          { from: smtp.from },
        )
      : undefined;
  const sender: OutboxSender | undefined = transport
    ? createOutboxSender(app.db, {
        transmit: async ({ unsubscribeUrl, ...message }) => {
          // No List-Unsubscribe-Post: one-click unsubscribing asks for DKIM-signed mail, which this site does not sign.
          await transport.sendMail(
            unsubscribeUrl ? { ...message, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } } : message,
          );
        },
        retrySeconds: app.config.mailRetrySeconds,
        log: app.log,
      })
    : undefined;
  const pending = new Set<Promise<void>>();

  const mailer: Mailer = {
    enabled,
    link: (path) => `${publicUrl}${path}`,
    enqueue: async (db, mails) => {
      if (!sender) throw new Error('mail is not configured');
      await enqueueMails(db, mails);
    },
    wake: () => sender?.nudge(),
    later: (what, work) => {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error, task: what }, 'mail task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    settled: async () => {
      while (pending.size) await Promise.all(pending);
      sender?.nudge();
      await sender?.idle();
    },
  };
  app.decorate('mail', mailer);
  // Mail queued before a restart, or by an instance that stopped, goes out once this one is up.
  app.addHook('onReady', async () => sender?.nudge());
  app.addHook('onClose', async () => {
    while (pending.size) await Promise.all(pending);
    await sender?.close();
    transport?.close();
  });
}

export default fp(mail, { name: 'mail', dependencies: ['context'] });
