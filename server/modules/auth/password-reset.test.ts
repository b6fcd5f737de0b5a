/**
 * Forgot password (issue 26 item 2), through nodemailer to a real SMTP server in this process
 * (test/mail-catcher.ts): the mail that arrives is the oracle for what was sent, the database for
 * what is stored, the login route for what the new password does.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MODERATION } from '../../../contracts/admin-messages.js';
import { PASSWORD_LINKS, VALIDATION } from '../../../contracts/form-messages.js';
import { buildApp } from '../../app.js';
import { mailOutbox, passwordTokens } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp, type TestContext } from '../../test/harness.js';
import { call, userToken } from '../../test/http.js';
import { startMailCatcher, TEST_PUBLIC_URL, tokenIn } from '../../test/mail-catcher.js';
import { LIVE_LINK_USES } from './login-limiter.js';
import { issueLinks } from './password-links.js';
import { unusablePasswordHash } from './passwords.js';
import { within } from '../../test/within.js';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

const FORGOT = '/api/user/password/forgot';
const RESET = '/api/user/password/reset';
const CHECK = '/api/user/password/check';
const NEW_PASSWORD = 'brand-new-secret';

const forgot = (ctx: TestContext, email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: FORGOT, remoteAddress, payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) => call(t.app, 'POST', RESET, { body: { token, password } });
const check = (token: string) => call(t.app, 'POST', CHECK, { body: { token } });
const login = (email: string, password: string) => call(t.app, 'POST', '/api/user/login', { body: { email, password } });

/** Asks for a link and answers the mail that brought it, once every mail task has finished. */
async function resetMailFor(email: string) {
  mail.clear();
  expect((await forgot(t, email)).statusCode).toBe(202);
  await t.app.mail.settled();
  const received = mail.to(email);
  expect(received).toHaveLength(1);
  return received[0];
}

describe('POST /api/user/password/forgot', () => {
  it('answers 202 at once and mails the student a one-time link to /reset-password, the token in its fragment', async () => {
    const student = await createUser(t.db, { name: 'Mona Adel' });
    const message = await resetMailFor(student.email);
    expect(message.from).toContain('academy@academy.test');
    expect(message.subject).toBe('Reset your Dev Academy password');
    expect(message.text).toContain('Hello Mona Adel,');
    expect(message.text).toContain('one hour');
    const token = tokenIn(message);
    expect(message.text).toContain(`${TEST_PUBLIC_URL}/reset-password#token=${token}`);
    expect(message.text).not.toMatch(/\?token=/);
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    // Stored only as its SHA-256, expiring an hour from now.
    const rows = await t.db.select().from(passwordTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: student.id,
      purpose: 'reset',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      usedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Math.abs(rows[0].expiresAt.getTime() - Date.now() - 3_600_000)).toBeLessThan(60_000);
  });

  it('words the mail for an invited student who never chose a password: no password of theirs "stays as it is" (issue 44 item 4)', async () => {
    const invited = await createUser(t.db, { name: 'New Student', passwordHash: unusablePasswordHash() });
    const message = await resetMailFor(invited.email);
    expect(message.subject).toBe('Choose your Dev Academy password');
    expect(message.text).toContain('You have not chosen one yet.');
    expect(message.text).toContain('replaces any invitation sent to you before');
    expect(message.text).toContain('your account has no password until you choose one');
    for (const part of [message.text, message.html]) expect(part).not.toContain('your password stays as it is');
    expect(message.text).toContain(`${TEST_PUBLIC_URL}/reset-password#token=${tokenIn(message)}`);
    // A student with a password keeps the reset wording.
    const student = await createUser(t.db);
    expect((await resetMailFor(student.email)).text).toContain(
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    );
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const student = await createUser(t.db);
    const known = await forgot(t, student.email);
    const unknown = await forgot(t, 'nobody@academy.test');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: known.statusCode, body: known.json() });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_LINKS.forgotSent, code: 'passwordLinks.forgotSent' });
    await t.app.mail.settled();
    expect(mail.to('nobody@academy.test')).toEqual([]);
    expect(await t.db.select().from(passwordTokens)).toHaveLength(1);
  });

  // docs/decisions.md "Forgot password": nothing before the answer depends on the address. Shown by
  // dependency, not timing: with the tables it would read locked, both addresses still get their answer.
  it('answers a known and an unknown address before reading anything about either', async () => {
    const student = await createUser(t.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users, password_tokens, mail_outbox IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await lockTaken;
    const answers = await within(
      Promise.all([forgot(t, student.email), forgot(t, 'nobody@academy.test')]),
      5000,
      'waited for the database' as const,
    );
    release();
    await holder;
    expect(answers === 'waited for the database' ? answers : answers.map((r) => [r.statusCode, r.json()])).toEqual([
      [202, { message: PASSWORD_LINKS.forgotSent, code: 'passwordLinks.forgotSent' }],
      [202, { message: PASSWORD_LINKS.forgotSent, code: 'passwordLinks.forgotSent' }],
    ]);
    // The work after the answer then ran for the known address only.
    await t.app.mail.settled();
    expect(mail.to(student.email)).toHaveLength(1);
    expect(mail.to('nobody@academy.test')).toEqual([]);
  });

  it('answers anyone: a student token, an admin token or a garbage one change nothing', async () => {
    const student = await createUser(t.db);
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    for (const authorization of [`Bearer ${token}`, 'Bearer garbage', undefined]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: FORGOT,
        headers: authorization ? { authorization } : {},
        payload: { email: student.email },
      });
      expect(reply.statusCode).toBe(202);
    }
  });

  it('refuses an address that is not an e-mail with the form rule', async () => {
    const reply = await call(t.app, 'POST', FORGOT, { body: { email: 'not-an-email' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.email).toEqual([VALIDATION.email]);
  });
});

describe('POST /api/user/password/reset', () => {
  it('sets the new password once: the old one stops working, the link then answers that it was used', async () => {
    const student = await createUser(t.db);
    const token = tokenIn(await resetMailFor(student.email));
    expect(await reset(token)).toEqual({ status: 200, body: { message: PASSWORD_LINKS.passwordSaved } });
    expect((await login(student.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(student.email, STUDENT_PASSWORD)).status).toBe(401);

    const again = await reset(token, 'another-secret');
    expect(again).toEqual({ status: 422, body: { message: PASSWORD_LINKS.used, errors: { token: [PASSWORD_LINKS.used] } } });
    expect((await login(student.email, 'another-secret')).status).toBe(401);
  });

  it('refuses an expired link (its expiry moved into the past) and keeps the password', async () => {
    const student = await createUser(t.db);
    const token = tokenIn(await resetMailFor(student.email));
    await t.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const reply = await reset(token);
    expect(reply).toEqual({
      status: 422,
      body: { message: PASSWORD_LINKS.expired, errors: { token: [PASSWORD_LINKS.expired] } },
    });
    expect((await login(student.email, STUDENT_PASSWORD)).status).toBe(200);
  });

  it('refuses a token no link has, and a link a newer one replaced', async () => {
    const student = await createUser(t.db);
    const first = tokenIn(await resetMailFor(student.email));
    const second = tokenIn(await resetMailFor(student.email));
    expect(second).not.toBe(first);
    for (const token of [first, 'made-up-token']) {
      expect((await reset(token)).body).toEqual({ message: PASSWORD_LINKS.invalid, errors: { token: [PASSWORD_LINKS.invalid] } });
    }
    expect((await reset(second)).status).toBe(200);
  });

  it('holds the new password to the password rule', async () => {
    const student = await createUser(t.db);
    const token = tokenIn(await resetMailFor(student.email));
    const reply = await reset(token, 'short');
    expect(reply.status).toBe(422);
    expect(reply.body.errors.password).toEqual([VALIDATION.password]);
    expect((await reset(token)).status).toBe(200);
  });

  it('signs the student out everywhere', async () => {
    const student = await createUser(t.db);
    const sessions = [
      await userToken(t.app, student.email, STUDENT_PASSWORD),
      await userToken(t.app, student.email, STUDENT_PASSWORD),
    ];
    const other = await createUser(t.db);
    const othersSession = await userToken(t.app, other.email, STUDENT_PASSWORD);
    expect((await reset(tokenIn(await resetMailFor(student.email)))).status).toBe(200);
    for (const token of sessions) expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/me', { token: othersSession })).status).toBe(200);
  });

  it('lets a suspended student choose a password, and sign-in stays refused while suspended', async () => {
    const student = await createUser(t.db, { suspendedAt: new Date(), suspensionReason: 'Spam' });
    const token = tokenIn(await resetMailFor(student.email));
    expect((await reset(token)).status).toBe(200);
    const refused = await login(student.email, NEW_PASSWORD);
    expect(refused).toEqual({ status: 403, body: { message: MODERATION.accountSuspended('Spam') } });
  });

  it('lets two uses of one link race: exactly one sets its password', async () => {
    const student = await createUser(t.db);
    const token = tokenIn(await resetMailFor(student.email));
    const replies = await Promise.all([reset(token, 'first-secret'), reset(token, 'second-secret')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    const winner = replies[0].status === 200 ? 'first-secret' : 'second-secret';
    const loser = winner === 'first-secret' ? 'second-secret' : 'first-secret';
    expect((await login(student.email, winner)).status).toBe(200);
    expect((await login(student.email, loser)).status).toBe(401);
  });
});

describe('POST /api/user/password/check (issue 44 item 4)', () => {
  const refused = (refusal: 'invalid' | 'expired' | 'used') => ({
    status: 200,
    body: { usable: false, refusal, message: PASSWORD_LINKS[refusal] },
  });

  it('says a live link is usable, spending nothing: checked again and again, it still sets the password once', async () => {
    const student = await createUser(t.db);
    const token = tokenIn(await resetMailFor(student.email));
    // More checks than a live link's uses an hour (LIVE_LINK_USES): a check is no use.
    for (let i = 0; i <= LIVE_LINK_USES; i++) expect(await check(token)).toEqual({ status: 200, body: { usable: true } });
    const [link] = await t.db.select().from(passwordTokens);
    expect(link.usedAt).toBeNull();
    expect((await login(student.email, STUDENT_PASSWORD)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
    expect(await check(token)).toEqual(refused('used'));
  });

  it('says why a link cannot set a password, with the messages of the reset route: expired, used, replaced or unknown', async () => {
    const student = await createUser(t.db);
    const first = tokenIn(await resetMailFor(student.email));
    const second = tokenIn(await resetMailFor(student.email));
    expect(await check(first)).toEqual(refused('invalid'));
    expect(await check('made-up-token')).toEqual(refused('invalid'));
    await t.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await check(second)).toEqual(refused('expired'));
    for (const token of [first, second, 'made-up-token']) {
      expect((await reset(token)).body.message, token).toBe((await check(token)).body.message);
    }
    expect((await login(student.email, STUDENT_PASSWORD)).status).toBe(200);
  });

  it('checks an invitation as any link', async () => {
    const invited = await createUser(t.db, { passwordHash: unusablePasswordHash() });
    const [token] = (await issueLinks(t.db, [invited.id], 'invite', 3600)).values();
    expect(await check(token)).toEqual({ status: 200, body: { usable: true } });
    expect((await reset(token)).status).toBe(200);
    expect(await check(token)).toEqual(refused('used'));
  });

  it('takes the token only in its JSON body, and no log line holds it', async () => {
    expect((await check('')).status).toBe(422);
    expect((await call(t.app, 'POST', CHECK, { body: {} })).status).toBe(422);
    const lines: string[] = [];
    const logger = { level: 'trace', stream: { write: (line: string) => void lines.push(line) } };
    const logged = await buildApp({ db: t.db, config: t.config, logger });
    try {
      await logged.ready();
      const student = await createUser(t.db);
      const [token] = (await issueLinks(t.db, [student.id], 'reset', 3600)).values();
      for (const payload of [{ token }, { token: `${token}x` }, { token, extra: 1 }, `{"token":"${token}"`]) {
        await logged.inject({ method: 'POST', url: CHECK, payload, headers: { 'content-type': 'application/json' } });
      }
      await logged.inject({ method: 'POST', url: RESET, payload: { token, password: NEW_PASSWORD } });
      expect(lines.some((line) => line.includes(CHECK))).toBe(true);
      expect(lines.filter((line) => line.includes(token.slice(0, 20)))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

describe('the limiter (LOGIN_RATE_LIMIT 2: one mail an hour per e-mail, six requests per client address)', () => {
  const limited = useTestApp({ ...mail.env, LOGIN_RATE_LIMIT: '2' });
  const resetFrom = (remoteAddress: string, token: string) =>
    limited.app.inject({ method: 'POST', url: RESET, remoteAddress, payload: { token, password: NEW_PASSWORD } });

  it('refuses a second request for the same e-mail from another address, and a seventh from one address', async () => {
    const student = await createUser(limited.db);
    expect((await forgot(limited, student.email, '10.0.0.1')).statusCode).toBe(202);
    const again = await forgot(limited, student.email, '10.0.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: PASSWORD_LINKS.tooMany, code: 'passwordLinks.tooMany' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address is counted the same: the 429 tells nothing either.
    expect((await forgot(limited, 'ghost@academy.test', '10.0.0.3')).statusCode).toBe(202);
    expect((await forgot(limited, 'ghost@academy.test', '10.0.0.4')).statusCode).toBe(429);

    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await forgot(limited, `someone${i}@academy.test`, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    await limited.app.mail.settled();
  });

  it("keeps a student's own link working after others at their address spent its forgot and dead-link budgets", async () => {
    const shared = '10.0.1.1'; // a campus, or a proxy with TRUST_PROXY=0: everyone has this address
    const student = await createUser(limited.db);
    mail.clear();
    expect((await forgot(limited, student.email, shared)).statusCode).toBe(202);
    await limited.app.mail.settled();
    const token = tokenIn(mail.to(student.email)[0]);

    // Someone else at the same address spends the forgot budget (6 an hour) and guesses links.
    const forgotten = [];
    for (let i = 0; i < 6; i++) forgotten.push((await forgot(limited, `other${i}@academy.test`, shared)).statusCode);
    const guesses = [];
    for (let i = 0; i < 7; i++) guesses.push(await resetFrom(shared, `guess-${i}`));

    // The student's own link still works from that address.
    const own = await resetFrom(shared, token);
    expect([own.statusCode, own.json()]).toEqual([
      200,
      { message: PASSWORD_LINKS.passwordSaved, code: 'passwordLinks.passwordSaved' },
    ]);
    // Guesses are still limited: 6 dead links an hour from one address, then 429 with Retry-After.
    expect(forgotten).toEqual([202, 202, 202, 202, 202, 429]);
    expect(guesses.map((reply) => reply.statusCode)).toEqual([422, 422, 422, 422, 422, 422, 429]);
    expect(guesses[6].json()).toEqual({ message: PASSWORD_LINKS.tooMany, code: 'passwordLinks.tooMany' });
    expect(Number(guesses[6].headers['retry-after'])).toBeGreaterThan(0);
    // Used again, the link is a dead one: 429 at this address.
    expect((await resetFrom(shared, token)).statusCode).toBe(429);
    // Another address's guesses have their own count.
    expect((await resetFrom('10.0.1.2', token)).statusCode).toBe(422);
    await limited.app.mail.settled();
  });
  it('counts a dead link checked as a dead link used: no faster guessing; a live link is checked and used past it', async () => {
    const shared = '10.0.2.1';
    const student = await createUser(limited.db);
    const [token] = (await issueLinks(limited.db, [student.id], 'reset', 3600)).values();
    const checkFrom = (remoteAddress: string, link: string) =>
      limited.app.inject({ method: 'POST', url: CHECK, remoteAddress, payload: { token: link } });
    // 6 dead links an hour from one address, checked or used alike.
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await checkFrom(shared, `guess-${i}`)).statusCode);
    for (let i = 3; i < 6; i++) answers.push((await resetFrom(shared, `guess-${i}`)).statusCode);
    const checked = await checkFrom(shared, 'guess-6');
    expect([...answers, checked.statusCode]).toEqual([200, 200, 200, 422, 422, 422, 429]);
    expect(checked.json()).toEqual({ message: PASSWORD_LINKS.tooMany, code: 'passwordLinks.tooMany' });
    expect(Number(checked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resetFrom(shared, 'guess-7')).statusCode).toBe(429);
    // The student's own link, checked past the count, still works from that address.
    expect((await checkFrom(shared, token)).json()).toEqual({ usable: true });
    expect((await resetFrom(shared, token)).statusCode).toBe(200);
    // Another address has its own count.
    expect((await checkFrom('10.0.2.2', 'guess-8')).json()).toMatchObject({ usable: false, refusal: 'invalid' });
  });
});

describe('with the SMTP server down', () => {
  const down = useTestApp({ ...mail.env, SMTP_URL: 'smtp://127.0.0.1:1' });

  it('answers as ever, and keeps the mail queued with the reason it is not delivered yet', async () => {
    const student = await createUser(down.db);
    const replies = [await forgot(down, student.email), await forgot(down, 'nobody@academy.test')];
    expect(replies.map((r) => [r.statusCode, r.json()])).toEqual([
      [202, { message: PASSWORD_LINKS.forgotSent, code: 'passwordLinks.forgotSent' }],
      [202, { message: PASSWORD_LINKS.forgotSent, code: 'passwordLinks.forgotSent' }],
    ]);
    await down.app.mail.settled();
    const queued = await down.db.select().from(mailOutbox);
    expect(queued).toMatchObject([{ toAddress: student.email, status: 'queued', attempts: 1 }]);
    expect(queued[0].lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('without SMTP settings', () => {
  const off = useTestApp();

  it('the routes answer 404, whatever the body', async () => {
    for (const [url, body] of [
      [FORGOT, { email: 'someone@academy.test' }],
      [FORGOT, {}],
      [RESET, { token: 'x', password: NEW_PASSWORD }],
      [CHECK, { token: 'x' }],
    ] as const) {
      expect(await call(off.app, 'POST', url, { body })).toEqual({ status: 404, body: { message: 'Not Found' } });
    }
    expect(await off.db.select().from(passwordTokens).where(eq(passwordTokens.purpose, 'reset'))).toEqual([]);
  });
});
