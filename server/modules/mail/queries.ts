/** The mail outbox's SQL (schema.ts `mail_outbox`; modules/mail/outbox.ts sends what it holds). */
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxKind = (typeof mailOutbox.$inferSelect)['kind'];

/** One message to queue: the mail itself and whom it concerns. */
export type QueuedMail = {
  kind: OutboxKind;
  userId: number;
  adminId?: number | null;
  jobId?: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A notification's `List-Unsubscribe` URL (issue 48): a live link, erased with the bodies. */
  unsubscribeUrl?: string | null;
};

/** Queues the messages in one statement (an import's thousands included), due at once. */
export async function enqueueMails(db: Executor, mails: readonly QueuedMail[]) {
  if (!mails.length) return;
  const list = mails.map((mail) => ({
    kind: mail.kind,
    user_id: mail.userId,
    admin_id: mail.adminId ?? null,
    job_id: mail.jobId ?? null,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    unsubscribe_url: mail.unsubscribeUrl ?? null,
  }));
  await db.execute(sql`
    INSERT INTO mail_outbox (kind, user_id, admin_id, job_id, to_address, subject, text_body, html_body, unsubscribe_url)
    SELECT kind, user_id, admin_id, job_id, to_address, subject, text_body, html_body, unsubscribe_url
    FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
      AS x(kind text, user_id int, admin_id int, job_id uuid, to_address text, subject text, text_body text, html_body text,
        unsubscribe_url text)`);
}

export type ClaimedMail = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  attempts: number;
  created_at: Date;
};

/**
 * Claims up to `limit` due messages for this sender: their due time moves `leaseSeconds` ahead, so
 * no other instance takes them meanwhile (SKIP LOCKED: instances claiming at once take different
 * rows), and a sender that dies mid-send leaves them due again once the lease ends.
 */
export async function claimDueMails(db: Executor, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, unsubscribe_url, attempts, created_at`);
  return rows<ClaimedMail>(result).map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at) }));
}

/** Delivered: the bodies and the unsubscribe URL (live links) are erased. */
export async function markSent(db: Executor, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, textBody: null, htmlBody: null, unsubscribeUrl: null })
    .where(eq(mailOutbox.id, id));
}

/** Not delivered this time: due again at `retryAt`, or failed for good (bodies and unsubscribe URL erased) when there is none. */
export async function markUndelivered(db: Executor, id: number, error: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { status: 'failed', lastError: error, textBody: null, htmlBody: null, unsubscribeUrl: null },
    )
    .where(eq(mailOutbox.id, id));
}

/** When the next queued message is due (the sender sleeps until then), or undefined. */
export async function nextDueAt(db: Executor): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date>`min(${mailOutbox.nextAttemptAt})`.mapWith(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'));
  return row?.at ?? undefined;
}

/** A student's latest messages, newest first (the admin's page of the student). */
export async function latestMailsOf(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      error: mailOutbox.lastError,
      created_at: mailOutbox.createdAt,
      sent_at: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** Per import job: how many invitations it queued and how many were delivered. */
export async function deliveriesOfJobs(db: Executor, jobIds: readonly string[]) {
  if (!jobIds.length) return new Map<string, { sent: number; total: number }>();
  const counts = await db
    .select({
      jobId: mailOutbox.jobId,
      total: count(),
      sent: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'sent')`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.jobId), inArray(mailOutbox.jobId, [...jobIds])))
    .groupBy(mailOutbox.jobId);
  return new Map(counts.map((row) => [row.jobId!, { sent: row.sent, total: row.total }]));
}

/** The creation times of an admin's invitations since `since`, oldest first (their daily limit). */
export async function invitationTimesOf(db: Executor, adminId: number, since: Date): Promise<Date[]> {
  const times = await db
    .select({ at: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'invitation'), eq(mailOutbox.adminId, adminId), gt(mailOutbox.createdAt, since)))
    .orderBy(mailOutbox.createdAt);
  return times.map((row) => row.at);
}

/** When the student's latest resent invitation (one no import queued) was queued: one resend a minute. */
export async function latestResendAt(db: Executor, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'invitation'), eq(mailOutbox.userId, userId), isNull(mailOutbox.jobId)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row?.at;
}

/** Delivered or failed messages older than `before` go; queued ones stay until they end. */
export async function deleteEndedMailsBefore(db: Executor, before: Date) {
  await db.execute(sql`DELETE FROM mail_outbox WHERE status <> 'queued' AND created_at < ${before.toISOString()}`);
}
