/**
 * The mail outbox (issue 43 item 2), through nodemailer to a real SMTP server in this process
 * (test/mail-catcher.ts) that goes down and comes back on its port: the mail that arrives is the
 * oracle for delivery, the `mail_outbox` rows for what is kept, the admin's page of the student
 * for what staff see. Retries start at 0.3 s here (MAIL_RETRY_SECONDS) instead of 30.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { appOnSameDatabase, useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { startMailCatcher, TEST_PUBLIC_URL, tokenIn, type MailCatcher } from '../../test/mail-catcher.js';
import { retryAt, RETRY_WINDOW_MS } from './outbox.js';
import { claimDueMails } from './queries.js';
import { within } from '../../test/within.js';

let smtp: MailCatcher = await startMailCatcher();
const { port } = smtp;
const env = { ...smtp.env, MAIL_RETRY_SECONDS: '0.3' };
afterAll(() => smtp.close());
const t = useTestApp(env);

const forgot = (email: string) => call(t.app, 'POST', '/api/user/password/forgot', { body: { email } });
const outbox = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.id);

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The SMTP server stops; `back` starts it again on the same port. */
async function smtpDown() {
  await smtp.close();
  return {
    back: async () => {
      smtp = await startMailCatcher(port);
    },
  };
}

describe('the mail outbox', () => {
  it('delivers a reset asked while the SMTP server was down once it is back, with its HTML part', async () => {
    const student = await createUser(t.db, { name: 'Mona <b>Adel</b>' });
    const server = await smtpDown();
    expect((await forgot(student.email)).status).toBe(202);
    await t.app.mail.settled();
    const [queued] = await outbox();
    expect(queued).toMatchObject({ kind: 'reset', userId: student.id, toAddress: student.email, status: 'queued', attempts: 1 });
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    await server.back();
    // No nudge: the sender's own retry finds it.
    await until('the reset mail arrived', () => smtp.to(student.email).length === 1);
    const [message] = smtp.to(student.email);
    const link = `${TEST_PUBLIC_URL}/reset-password#token=${tokenIn(message)}`;
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link}"`);
    expect(message.html).toContain('Hello Mona &lt;b&gt;Adel&lt;/b&gt;,');
    expect(
      (await call(t.app, 'POST', '/api/user/password/reset', { body: { token: tokenIn(message), password: 'a-new-secret' } }))
        .status,
    ).toBe(200);

    await until('the row reads sent', async () => (await outbox())[0].status === 'sent');
    const [sent] = await outbox();
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.sentAt).not.toBeNull();
    // The live link is not kept once delivered.
    expect({ text: sent.textBody, html: sent.htmlBody }).toEqual({ text: null, html: null });
  });

  it('fails a message the SMTP server refuses for good at once, with its answer, and shows it on the admin page of the student', async () => {
    const student = await createUser(t.db, { name: 'Omar Nabil' });
    smtp.refuse(student.email);
    await forgot(student.email);
    await t.app.mail.settled();
    const [failed] = await outbox();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, textBody: null, htmlBody: null, sentAt: null });
    expect(failed.lastError).toMatch(/^550 .*User unknown/);

    const details = await call(t.app, 'GET', `/api/admin/users/${student.id}/details`, { token: await adminToken(t.app) });
    expect(details.status).toBe(200);
    expect(details.body.mails).toEqual([
      {
        id: failed.id,
        kind: 'reset',
        subject: 'Reset your Dev Academy password',
        status: 'failed',
        attempts: 1,
        error: failed.lastError,
        created_at: failed.createdAt.toISOString(),
        sent_at: null,
      },
    ]);
  });

  it('keeps mail queued by an instance that stopped, and a running one delivers it', async () => {
    const student = await createUser(t.db);
    const server = await smtpDown();
    const earlier = await appOnSameDatabase(t, env);
    expect((await call(earlier, 'POST', '/api/user/password/forgot', { body: { email: student.email } })).status).toBe(202);
    await earlier.mail.settled();
    await earlier.close();
    expect((await outbox()).map((row) => row.status)).toEqual(['queued']);

    await server.back();
    const restarted = await appOnSameDatabase(t, env);
    try {
      await until('the mail of the stopped instance arrived', () => smtp.to(student.email).length === 1);
      expect(smtp.to(student.email)[0].html).toContain('/reset-password#token=');
    } finally {
      await restarted.close();
    }
  });

  it('sends each message once when two instances look at the same time', async () => {
    const student = await createUser(t.db);
    smtp.clear();
    const addresses = Array.from({ length: 40 }, (_, i) => `copy${i}@academy.test`);
    await t.app.mail.enqueue(
      t.db,
      addresses.map((to) => ({
        kind: 'reset' as const,
        userId: student.id,
        to,
        subject: 'Hello',
        text: 'Hi',
        html: '<p>Hi</p>',
      })),
    );
    const other = await appOnSameDatabase(t, env);
    try {
      t.app.mail.wake();
      other.mail.wake();
      await Promise.all([t.app.mail.settled(), other.mail.settled()]);
      await until('every copy arrived', () => smtp.received.length >= addresses.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
      expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  // Instances claim at the same moment only by chance; here one claim stays uncommitted while the
  // other runs, on a second connection (PostgreSQL only: the embedded database has one).
  it.runIf(process.env.TEST_DATABASE_URL)('a claim beside an uncommitted one takes other messages, without waiting', async () => {
    const student = await createUser(t.db);
    const mails = Array.from({ length: 6 }, (_, i) => ({
      kind: 'reset' as const,
      userId: student.id,
      to: `m${i}@academy.test`,
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    }));
    await t.app.mail.enqueue(t.db, mails);
    const claimed = await t.db.transaction(async (tx) => {
      const first = await claimDueMails(tx, 3, 300);
      const second = await within(claimDueMails(t.db, 3, 300), 3000, 'waited' as const);
      return { first: first.map((mail) => mail.id), second: second === 'waited' ? second : second.map((mail) => mail.id) };
    });
    expect(claimed.second).not.toBe('waited');
    expect(claimed.first).toHaveLength(3);
    expect(claimed.second).toHaveLength(3);
    expect(new Set([...claimed.first, ...(claimed.second as number[])]).size).toBe(6);
  });

  it('deletes the student’s mails with the student', async () => {
    const student = await createUser(t.db);
    await forgot(student.email);
    await t.app.mail.settled();
    expect(await outbox()).toHaveLength(1);
    const token = await adminToken(t.app);
    expect((await call(t.app, 'DELETE', `/api/admin/user/delete/${student.id}`, { token })).status).toBe(200);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, student.id))).toEqual([]);
  });
});

describe('retryAt', () => {
  const queuedAt = new Date('2026-11-28T10:00:00Z');
  const now = queuedAt.getTime();

  it('doubles the wait from the first retry up to an hour, and stops 24 hours after the mail was queued', () => {
    const waits = [1, 2, 3, 8, 12].map(
      (attempt) => retryAt(new Error('connect ECONNREFUSED'), attempt, queuedAt, 30_000, now)!.getTime() - now,
    );
    expect(waits).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    expect(retryAt(new Error('timeout'), 30, queuedAt, 30_000, now + RETRY_WINDOW_MS - 1000)).toBeNull();
  });

  it('gives up at once on a 5xx answer, retries a 4xx one', () => {
    const answer = (responseCode: number) => Object.assign(new Error('refused'), { responseCode });
    expect(retryAt(answer(550), 1, queuedAt, 30_000, now)).toBeNull();
    expect(retryAt(answer(451), 1, queuedAt, 30_000, now)).toEqual(new Date(now + 30_000));
  });
});
