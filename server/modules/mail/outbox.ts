/**
 * The sender of the mail outbox (issue 43 item 2, docs/decisions.md "Mail goes through an outbox").
 * Every instance runs one: it claims due messages (queries.ts `claimDueMails`: one instance takes
 * each), hands them to the SMTP server, and records the answer. A message the SMTP server refused
 * for good (a 5xx answer) fails at once; any other failure (server down, 4xx) is retried after
 * `retrySeconds`, doubled each time up to an hour, until RETRY_WINDOW_MS after it was queued.
 * It wakes when this instance queues mail (`nudge`), when the next retry is due, and every
 * POLL_MS for mail other instances queued or left behind.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import * as q from './queries.js';

export const RETRY_WINDOW_MS = 24 * 3_600_000;
const MAX_RETRY_MS = 3_600_000;
const POLL_MS = 30_000;
/** Messages claimed at once; sent over the transport's pooled connections. */
const BATCH = 20;
/** Longer than a batch can take with every connection timing out (nodemailer's 10 s + 30 s). */
const LEASE_SECONDS = 300;
/** Ended messages are kept this long for the admin's page of a student. */
const KEPT_MS = 30 * 24 * 3_600_000;

/** One message as the SMTP server gets it; `unsubscribeUrl` becomes its `List-Unsubscribe` header (issue 48). */
export type Envelope = { to: string; subject: string; text: string; html: string; unsubscribeUrl?: string };
/** Hands one message to the SMTP server; throws its refusal. */
export type Transmit = (envelope: Envelope) => Promise<void>;

type SmtpError = Error & { responseCode?: number; response?: string };

/** What the SMTP server answered, or why there was no answer. */
export const answerOf = (error: unknown) => {
  const smtp = error as SmtpError;
  return (smtp.response ?? smtp.message ?? String(error)).slice(0, 500);
};

/** When a message that failed on its `attempts`-th try is tried again; null: never (refused for good, or too late). */
export function retryAt(error: unknown, attempts: number, queuedAt: Date, firstRetryMs: number, now = Date.now()) {
  const code = (error as SmtpError).responseCode;
  if (code !== undefined && code >= 500) return null;
  const at = now + Math.min(firstRetryMs * 2 ** (attempts - 1), MAX_RETRY_MS);
  return at <= queuedAt.getTime() + RETRY_WINDOW_MS ? new Date(at) : null;
}

export type OutboxOptions = { transmit: Transmit; retrySeconds: number; log: FastifyBaseLogger };

export function createOutboxSender(db: Database, { transmit, retrySeconds, log }: OutboxOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let wake: NodeJS.Timeout | undefined;
  let lastPurge = 0;

  const deliver = async (mail: q.ClaimedMail) => {
    try {
      await transmit({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.unsubscribe_url && { unsubscribeUrl: mail.unsubscribe_url }),
      });
      await q.markSent(db, mail.id);
    } catch (error) {
      const retry = retryAt(error, mail.attempts, mail.created_at, retrySeconds * 1000);
      log.warn({ mail: mail.id, attempts: mail.attempts, answer: answerOf(error), retry }, 'mail not delivered');
      await q.markUndelivered(db, mail.id, answerOf(error), retry);
    }
  };

  const sleepUntilDue = async () => {
    clearTimeout(wake);
    if (closed) return;
    const due = await q.nextDueAt(db);
    const delay = due ? Math.max(0, due.getTime() - Date.now()) : POLL_MS;
    wake = setTimeout(nudge, Math.min(delay, POLL_MS) + 50);
    wake.unref();
  };

  const drain = async () => {
    do {
      again = false;
      for (let batch = await q.claimDueMails(db, BATCH, LEASE_SECONDS); batch.length && !closed;) {
        await Promise.all(batch.map(deliver));
        batch = await q.claimDueMails(db, BATCH, LEASE_SECONDS);
      }
    } while (again && !closed);
    if (Date.now() - lastPurge > 3_600_000) {
      lastPurge = Date.now();
      await q.deleteEndedMailsBefore(db, new Date(Date.now() - KEPT_MS));
    }
    await sleepUntilDue();
  };

  /** Sends what is due now; a call while sending makes the running pass look again. */
  function nudge() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail outbox pass failed');
        wake = setTimeout(nudge, POLL_MS);
        wake.unref();
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    nudge,
    /** Resolves once no pass is running (tests: a due message has been tried). */
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      clearTimeout(wake);
      await running;
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
