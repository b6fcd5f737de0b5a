/**
 * The opt-out of notification mail (issue 48 item 5): `notify_by_mail` on the student's own profile
 * (absent keeps it), and a mail's unsubscribe link: opening its page changes nothing, the page's
 * POST turns the mail off and nothing else, a bad or expired token changes nothing and counts as a
 * dead link, no log line holds a token, and expired tokens are pruned. The oracle is the users row.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { mailUnsubscribeTokens, users } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { appOnSameDatabase, useTestApp } from '../../test/harness.js';
import { call, userToken } from '../../test/http.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { deleteExpiredUnsubscribeTokens, issueUnsubscribeToken } from './unsubscribe-tokens.js';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

const UNSUBSCRIBE = '/api/front/unsubscribe';
const INVALID = 'This Unsubscribe Link Is Not Valid. Turn These E-Mails Off In Edit Profile.';
const EXPIRED = 'This Unsubscribe Link Has Expired. Turn These E-Mails Off In Edit Profile.';

const notifyOf = async (id: number) => (await t.db.select({ on: users.notifyByMail }).from(users).where(eq(users.id, id)))[0].on;
const unsubscribe = (token: unknown) => call(t.app, 'POST', UNSUBSCRIBE, { body: { token } });
const refused = (message: string) => ({ status: 422, body: { message, errors: { token: [message] } } });

describe('notify_by_mail on the own profile', () => {
  it('is on for a new student, set by the profile update, kept when absent, 422 when not true or false', async () => {
    const student = await createUser(t.db);
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const me = async () => (await call(t.app, 'GET', '/api/user/me', { token })).body.user.notify_by_mail;
    const update = (body: object) => call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Mona', ...body } });
    expect(await me()).toBe(true);

    const off = await update({ notify_by_mail: false });
    expect(off.status).toBe(200);
    expect(off.body.user.notify_by_mail).toBe(false);
    expect(await me()).toBe(false);
    expect((await update({ bio: 'Absent keeps it' })).body.user.notify_by_mail).toBe(false);
    expect(await update({ notify_by_mail: 'no' })).toEqual({
      status: 422,
      body: { message: 'This Field Must Be True Or False', errors: { notify_by_mail: ['This Field Must Be True Or False'] } },
    });
    expect(await notifyOf(student.id)).toBe(false);
    expect((await update({ notify_by_mail: true })).body.user.notify_by_mail).toBe(true);
    expect(await notifyOf(student.id)).toBe(true);
  });

  it('is never on a public profile', async () => {
    const student = await createUser(t.db);
    const reply = await call(t.app, 'GET', `/api/users/user/${student.id}`);
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain('notify_by_mail');
  });
});

describe('POST /api/front/unsubscribe', () => {
  it("turns the token's student's mail off, anyone's else untouched, and may be used again", async () => {
    const [student, other] = [await createUser(t.db), await createUser(t.db)];
    const token = await issueUnsubscribeToken(t.db, student.id);
    await issueUnsubscribeToken(t.db, other.id);
    const done = { status: 200, body: { message: 'You Will No Longer Receive These E-Mails' } };
    expect(await unsubscribe(token)).toEqual(done);
    expect(await notifyOf(student.id)).toBe(false);
    expect(await notifyOf(other.id)).toBe(true);
    expect(await unsubscribe(token)).toEqual(done);
  });

  it('refuses an unknown, a malformed or an expired token with 422, changing nothing', async () => {
    const student = await createUser(t.db);
    const token = await issueUnsubscribeToken(t.db, student.id);
    expect(await unsubscribe(`${token}x`)).toEqual(refused(INVALID));
    expect(await unsubscribe('not a token at all')).toEqual(refused(INVALID));
    expect((await unsubscribe('')).status).toBe(422);
    expect((await unsubscribe(12)).status).toBe(422);
    expect((await call(t.app, 'POST', UNSUBSCRIBE, { body: {} })).status).toBe(422);
    await t.db
      .update(mailUnsubscribeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mailUnsubscribeTokens.userId, student.id));
    expect(await unsubscribe(token)).toEqual(refused(EXPIRED));
    expect(await notifyOf(student.id)).toBe(true);
  });

  it('signs nobody in: the token is no bearer token', async () => {
    const student = await createUser(t.db);
    const token = await issueUnsubscribeToken(t.db, student.id);
    expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(401);
  });
});

describe('the page of the link', () => {
  it('answers its GET with the web app and unsubscribes nobody; no log line holds the token', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'academy-unsubscribe-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const lines: string[] = [];
    const logger = { level: 'trace', stream: { write: (line: string) => void lines.push(line) } };
    const site = await buildApp({ db: t.db, config: t.config, logger, webRoot: root });
    try {
      await site.ready();
      const student = await createUser(t.db);
      const token = await issueUnsubscribeToken(t.db, student.id);
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await site.inject({ method, url: `/unsubscribe?token=${token}` });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
      }
      expect(await notifyOf(student.id)).toBe(true);
      await site.inject({ method: 'POST', url: UNSUBSCRIBE, payload: { token } });
      expect(await notifyOf(student.id)).toBe(false);
      expect(lines.some((line) => line.includes('/unsubscribe'))).toBe(true);
      expect(lines.filter((line) => line.includes(token.slice(0, 20)))).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('expired tokens', () => {
  it('are deleted at start and by the periodic prune; live ones stay', async () => {
    const student = await createUser(t.db);
    const [live, expired] = [await issueUnsubscribeToken(t.db, student.id), await issueUnsubscribeToken(t.db, student.id)];
    const liveness = async () =>
      (await t.db.select().from(mailUnsubscribeTokens).orderBy(mailUnsubscribeTokens.id)).map(
        (row) => row.expiresAt > new Date(),
      );
    const expire = async () =>
      t.db.execute(sql`UPDATE mail_unsubscribe_tokens SET expires_at = now() - interval '1 day'
        WHERE id = (SELECT max(id) FROM mail_unsubscribe_tokens)`);
    await expire();
    expect(await liveness()).toEqual([true, false]);
    expect(await deleteExpiredUnsubscribeTokens(t.db)).toBe(1);
    expect(await liveness()).toEqual([true]);

    // A starting app prunes too (plugins/periodic.ts runs the task once it is ready).
    await issueUnsubscribeToken(t.db, student.id);
    await expire();
    const other = await appOnSameDatabase(t);
    await other.close();
    expect(await liveness()).toEqual([true]);
    expect(await unsubscribe(live)).toMatchObject({ status: 200 });
    expect(await unsubscribe(expired)).toEqual(refused(INVALID));
  });
});

describe('the limiter (LOGIN_RATE_LIMIT 1: three dead links an hour per client address)', () => {
  const limited = useTestApp({ ...mail.env, LOGIN_RATE_LIMIT: '1' });
  const from = (remoteAddress: string, token: string) =>
    limited.app.inject({ method: 'POST', url: UNSUBSCRIBE, remoteAddress, payload: { token } });

  it('refuses a fourth dead token from one address with 429; a live token from another address still works', async () => {
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1', `guess-${i}`)).statusCode).toBe(422);
    expect((await from('10.0.0.1', 'guess-4')).statusCode).toBe(429);
    const student = await createUser(limited.db);
    const token = await issueUnsubscribeToken(limited.db, student.id);
    expect((await from('10.0.0.2', token)).statusCode).toBe(200);
  });
});
