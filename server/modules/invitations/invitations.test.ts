/**
 * Invitations of imported students (issue 26 item 3), through nodemailer to a real SMTP server in
 * this process (test/mail-catcher.ts): the mail received, the login route and the audit log are
 * the oracles.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COHORTS, INVITATIONS } from '../../../contracts/admin-messages.js';
import { PASSWORD_LINKS } from '../../../contracts/form-messages.js';
import { USERS } from '../../../contracts/staff-messages.js';
import { auditLog, passwordTokens, users } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp, type TestContext } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';
import { startMailCatcher, TEST_PUBLIC_URL, tokenIn } from '../../test/mail-catcher.js';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

const PREVIEW = '/api/admin/import/users/preview';
const IMPORT = '/api/admin/import/users';
const resendPath = (id: number) => `/api/admin/users/${id}/invitation`;
const csvOf = (...lines: string[]) => ['name,email,password,courses', ...lines].join('\n');

async function importInviting(ctx: TestContext, csv: string) {
  const token = await adminToken(ctx.app);
  const previewed = await call(ctx.app, 'POST', PREVIEW, { token, body: { csv, invite: true } });
  expect(previewed.status).toBe(200);
  const imported = await runJob(ctx.app, IMPORT, { token, body: { csv, invite: true, preview_id: previewed.body.preview_id } });
  await ctx.app.mail.settled();
  return { previewed, imported, token };
}

const login = (email: string, password: string) => call(t.app, 'POST', '/api/user/login', { body: { email, password } });
const setPassword = (token: string, password: string) =>
  call(t.app, 'POST', '/api/user/password/reset', { body: { token, password } });
const studentByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('a cohort import with invite', () => {
  it('e-mails each new student without a password a link to /set-password instead of a generated password', async () => {
    mail.clear();
    const { previewed, imported } = await importInviting(
      t,
      csvOf('Omar Nabil,omar@academy.test,,', 'Sara Ali,sara@academy.test,given-secret,', 'Mona Adel,mona@academy.test,,'),
    );
    expect(previewed.body.rows.map((row: { password: string }) => row.password)).toEqual(['invited', 'given', 'invited']);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 3, invited: 2, passwords: [] });
    expect(imported.body.message).toBe(COHORTS.imported({ created: 3, updated: 0, enrolled: 0, unchanged: 0, invited: 2 }));

    expect(mail.to('sara@academy.test')).toEqual([]);
    const [invitation] = mail.to('omar@academy.test');
    expect(invitation.subject).toBe('Your Dev Academy account is ready');
    expect(invitation.text).toContain('Hello Omar Nabil,');
    expect(invitation.text).toContain('7 days');
    expect(invitation.text).toContain(`${TEST_PUBLIC_URL}/set-password#token=${tokenIn(invitation)}`);
    expect(invitation.text).toContain(`${TEST_PUBLIC_URL}/user/login`);
    expect(invitation.html).toContain(`href="${TEST_PUBLIC_URL}/set-password#token=${tokenIn(invitation)}"`);
    expect(invitation.html).toContain('Hello Omar Nabil,');
    expect(mail.to('mona@academy.test')).toHaveLength(1);

    // No password works until the student chooses one, the link works once, for 7 days.
    const omar = await studentByEmail('omar@academy.test');
    expect(omar.passwordHash.startsWith('!')).toBe(true);
    const [link] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, omar.id));
    expect(link.purpose).toBe('invite');
    expect(Math.abs(link.expiresAt.getTime() - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    expect((await login('omar@academy.test', omar.passwordHash)).status).toBe(401);
    expect((await login('sara@academy.test', 'given-secret')).status).toBe(200);

    expect((await setPassword(tokenIn(invitation), 'omars-own-secret')).status).toBe(200);
    expect((await login('omar@academy.test', 'omars-own-secret')).status).toBe(200);
    expect((await setPassword(tokenIn(invitation), 'someone-else')).body.message).toBe(PASSWORD_LINKS.used);
  });

  it('refuses an invitation whose 7 days are over', async () => {
    mail.clear();
    await importInviting(t, csvOf('Late Student,late@academy.test,,'));
    await t.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const reply = await setPassword(tokenIn(mail.to('late@academy.test')[0]), 'too-late-secret');
    expect(reply).toEqual({
      status: 422,
      body: { message: PASSWORD_LINKS.expired, errors: { token: [PASSWORD_LINKS.expired] } },
    });
  });
});

describe('POST /api/admin/users/{id}/invitation', () => {
  it('sends a new link, the earlier one stops working, and the audit log records the send', async () => {
    mail.clear();
    const { token } = await importInviting(t, csvOf('Omar Nabil,omar@academy.test,,'));
    const omar = await studentByEmail('omar@academy.test');
    const first = tokenIn(mail.to('omar@academy.test')[0]);

    const reply = await call(t.app, 'POST', resendPath(omar.id), { token });
    expect(reply).toEqual({ status: 200, body: { message: INVITATIONS.sent('omar@academy.test') } });
    await t.app.mail.settled();
    const received = mail.to('omar@academy.test');
    expect(received).toHaveLength(2);
    const second = tokenIn(received[1]);

    expect((await setPassword(first, 'first-secret')).body.message).toBe(PASSWORD_LINKS.invalid);
    expect((await setPassword(second, 'second-secret')).status).toBe(200);

    const lines = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invite')).orderBy(asc(auditLog.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      adminName: 'Root Admin',
      entity: 'user',
      entityId: omar.id,
      summary: 'Sent an invitation to Omar Nabil (omar@academy.test)',
    });
  });

  it('refuses a student who has chosen a password (409), and an unknown one (404)', async () => {
    const token = await adminToken(t.app);
    const student = await createUser(t.db);
    expect(await call(t.app, 'POST', resendPath(student.id), { token })).toEqual({
      status: 409,
      body: { message: INVITATIONS.passwordChosen },
    });
    expect(await call(t.app, 'POST', resendPath(999_999), { token })).toEqual({ status: 404, body: { message: USERS.notFound } });
    expect(await t.db.select().from(passwordTokens)).toEqual([]);
  });
});

describe("the student's admin page", () => {
  it('shows the pending invitation until the student chooses a password; none for other students', async () => {
    mail.clear();
    const { token } = await importInviting(t, csvOf('Omar Nabil,omar@academy.test,,'));
    const omar = await studentByEmail('omar@academy.test');
    const details = async (id: number) => (await call(t.app, 'GET', `/api/admin/users/${id}/details`, { token })).body;

    const pending = (await details(omar.id)).invitation;
    const [link] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, omar.id));
    expect(pending).toEqual({ sent_at: link.createdAt.toISOString(), expires_at: link.expiresAt.toISOString() });

    expect((await setPassword(tokenIn(mail.to('omar@academy.test')[0]), 'omars-own-secret')).status).toBe(200);
    expect((await details(omar.id)).invitation).toBeNull();
    const other = await createUser(t.db);
    expect((await details(other.id)).invitation).toBeNull();
    expect((await login(other.email, STUDENT_PASSWORD)).status).toBe(200);
  });
});

describe('without SMTP settings', () => {
  const off = useTestApp();

  it('the import refuses invite (422 on invite), and resending answers 404', async () => {
    const token = await adminToken(off.app);
    const reply = await call(off.app, 'POST', PREVIEW, { token, body: { csv: csvOf('Omar,omar@academy.test,,'), invite: true } });
    expect(reply).toEqual({ status: 422, body: { message: INVITATIONS.mailOff, errors: { invite: [INVITATIONS.mailOff] } } });
    const student = await createUser(off.db, { passwordHash: '!not-chosen' });
    expect(await call(off.app, 'POST', resendPath(student.id), { token })).toEqual({
      status: 404,
      body: { message: 'Not Found' },
    });
  });
});
