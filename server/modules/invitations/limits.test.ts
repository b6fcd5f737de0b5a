/**
 * Limits on invitations (issue 43 item 3), with INVITATIONS_PER_ADMIN_PER_DAY at 3: an import that
 * does not fit in what is left is refused before any job starts; a student gets one resend a
 * minute (the import's own invitation is no resend); past either, 429 with Retry-After. Also what an import reports of its queued mail
 * (item 2): "N Invitations Queued", then "{sent} Of {n}" on the admin's recent jobs.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COHORTS, INVITATIONS } from '../../../contracts/admin-messages.js';
import { mailOutbox, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';
import { startMailCatcher } from '../../test/mail-catcher.js';

const smtp = await startMailCatcher();
afterAll(() => smtp.close());
const t = useTestApp({ ...smtp.env, INVITATIONS_PER_ADMIN_PER_DAY: '3' });

const csvOf = (...emails: string[]) => ['name,email', ...emails.map((email) => `${email.split('@')[0]},${email}`)].join('\n');
const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
/** Every queued invitation as if sent `seconds` ago. */
const age = (seconds: number) =>
  t.db.update(mailOutbox).set({ createdAt: sql`${mailOutbox.createdAt} - make_interval(secs => ${seconds})` });

async function confirm(token: string, csv: string) {
  const previewed = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv, invite: true } });
  expect(previewed.status).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/import/users',
    headers: { authorization: `Bearer ${token}` },
    payload: { csv, invite: true, preview_id: previewed.body.preview_id },
  });
}

const resend = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/invitation`, headers: { authorization: `Bearer ${token}` } });

describe('invitations per admin per day', () => {
  it('queues an import that fits, refuses one that does not before any job starts, and counts resends', async () => {
    const token = await adminToken(t.app);
    const csv = csvOf('amal@academy.test', 'badr@academy.test');
    const previewed = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv, invite: true } });
    const imported = await runJob(t.app, '/api/admin/import/users', {
      token,
      body: { csv, invite: true, preview_id: previewed.body.preview_id },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.message).toBe(COHORTS.imported({ created: 2, updated: 0, enrolled: 0, unchanged: 0, invited: 2 }));
    expect(imported.body.message).toMatch(/, 2 Invitations Queued$/);
    await t.app.mail.settled();
    const [job] = (await call(t.app, 'GET', '/api/admin/jobs', { token })).body.data;
    expect(job.deliveries).toEqual({ sent: 2, total: 2 });

    // 2 of 3 used: an import of 2 more is refused before it starts (no job, nobody created).
    const refused = await confirm(token, csvOf('chadi@academy.test', 'dina@academy.test'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: INVITATIONS.dailyLimit(2, 1, 3),
      code: 'invitations.dailyLimit',
      params: { wanted: 2, left: 1, limit: 3 },
    });
    expect(refused.json().message).toContain('INVITATIONS_PER_ADMIN_PER_DAY');
    // The first of the two queued ages out in a day: then 2 are left.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_300);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect((await call(t.app, 'GET', '/api/admin/jobs', { token })).body.data).toHaveLength(1);
    expect(await idOf('chadi@academy.test')).toBeUndefined();

    // The import's invitation is no resend: one may follow at once, the next a minute later.
    const amal = await idOf('amal@academy.test');
    expect((await resend(token, amal)).statusCode).toBe(200);
    const tooSoon = await resend(token, amal);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: INVITATIONS.resendTooSoon, code: 'invitations.resendTooSoon' });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);

    // A minute later the student may have one again, but 3 of 3 are used: it waits until the oldest ages out.
    await age(61);
    const full = await resend(token, amal);
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({
      message: INVITATIONS.dailyLimit(1, 0, 3),
      code: 'invitations.dailyLimit',
      params: { wanted: 1, left: 0, limit: 3 },
    });
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(86_300 - 61);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(3);

    // A day later, they count no more.
    await age(86_400);
    expect((await resend(token, await idOf('badr@academy.test'))).statusCode).toBe(200);
  });

  it('lets two resends at once take the last invitation left only once', async () => {
    const token = await adminToken(t.app);
    const csv = csvOf('eman@academy.test', 'fadi@academy.test');
    const previewed = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv, invite: true } });
    await runJob(t.app, '/api/admin/import/users', { token, body: { csv, invite: true, preview_id: previewed.body.preview_id } });
    // 2 of 3 used; both students may be sent one again, but only one invitation is left.
    const answers = await Promise.all([
      resend(token, await idOf('eman@academy.test')),
      resend(token, await idOf('fadi@academy.test')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(3);
  });
});
