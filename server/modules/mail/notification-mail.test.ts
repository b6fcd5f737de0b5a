/**
 * Mail on two staff actions (issue 48 item 5): a manual revoke of an achievement and a moderation
 * removal of a submission mail the student, in their language, with an unsubscribe link in the text
 * and in `List-Unsubscribe` (never `List-Unsubscribe-Post`); no other change mails anyone (an
 * automatic withdrawal, a bulk action, staff's delete of a user project), nor a student who turned
 * the mail off, and a rolled-back revoke queues nothing. Mail goes through nodemailer to a real SMTP
 * server in this process (test/mail-catcher.ts): what arrives is the oracle, with the outbox's rows.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailUnsubscribeTokens, userAchievements, users } from '../../db/schema.js';
import { award, createAchievement, createCourse, createProject, createUser, enroll, submit } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';
import { startMailCatcher, TEST_PUBLIC_URL, type CaughtMail } from '../../test/mail-catcher.js';
import { revokeAchievement } from '../achievements/service.js';
import type { AdminActor } from '../auth/tokens.js';
import { within } from '../../test/within.js';
import type { Mailing } from './mailer.js';
import { issueUnsubscribeToken, unsubscribeWith } from './unsubscribe-tokens.js';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

const DAY_MS = 86_400_000;
const UNSUBSCRIBE_LINK = new RegExp(`^${TEST_PUBLIC_URL}/unsubscribe\\?token=([A-Za-z0-9_-]{43})$`, 'm');

/** The unsubscribe link a mail's text carries, its token, and the header naming it. */
function unsubscribeIn(message: CaughtMail) {
  const match = UNSUBSCRIBE_LINK.exec(message.text);
  if (!match) throw new Error(`no unsubscribe link in: ${message.text}`);
  return { link: match[0], token: match[1] };
}

/** Every mail queued and tried; the mails that reached this address. */
async function mailsTo(email: string) {
  await t.app.mail.settled();
  return mail.to(email);
}

const outboxOf = (userId: number) => t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
const tokensOf = (userId: number) => t.db.select().from(mailUnsubscribeTokens).where(eq(mailUnsubscribeTokens.userId, userId));

/** The student's mail left nothing behind: nothing arrived, nothing queued, no unsubscribe token made. */
async function expectNoMail(student: { id: number; email: string }) {
  expect(await mailsTo(student.email)).toEqual([]);
  expect(await outboxOf(student.id)).toEqual([]);
  expect(await tokensOf(student.id)).toEqual([]);
}

async function revoke(userId: number, achievementId: number) {
  const reply = await call(t.app, 'DELETE', `/api/admin/users/${userId}/achievements/${achievementId}`, {
    token: await adminToken(t.app),
  });
  expect(reply.status).toBe(200);
}

async function removeByModeration(submissionId: number, reason: string) {
  const reply = await call(t.app, 'POST', `/api/admin/submissions/${submissionId}/remove`, {
    token: await adminToken(t.app),
    body: { reason },
  });
  expect(reply.status).toBe(200);
}

/** A student holding a manual achievement. */
async function studentWithAward(fields: Partial<typeof users.$inferInsert> = {}) {
  const student = await createUser(t.db, { name: 'Mona Adel', ...fields });
  const achievement = await createAchievement(t.db, { name: 'Helpful Reviewer', manual: true });
  await award(t.db, student.id, achievement.id);
  return { student, achievement };
}

/** A student with a submission of "Todo App" in "Web Basics". */
async function studentWithSubmission(fields: Partial<typeof users.$inferInsert> = {}) {
  const student = await createUser(t.db, { name: 'Omar Nabil', ...fields });
  const course = await createCourse(t.db, { title: 'Web Basics' });
  const project = await createProject(t.db, course.id, { name: 'Todo App' });
  await enroll(t.db, student.id, course.id);
  const submission = await submit(t.db, student.id, project.id);
  return { student, course, project, submission };
}

describe('a manual revoke', () => {
  it('mails the student in English, with an unsubscribe link in the text and in List-Unsubscribe only', async () => {
    const { student, achievement } = await studentWithAward();
    await revoke(student.id, achievement.id);
    const [message, ...more] = await mailsTo(student.email);
    expect(more).toEqual([]);
    const { link, token } = unsubscribeIn(message);
    expect(message.subject).toBe('Your Dev Academy achievement Helpful Reviewer was revoked');
    expect(message.text.trim().split('\n\n')).toEqual([
      'Hello Mona Adel,',
      'An admin of Dev Academy revoked your achievement "Helpful Reviewer". Its points no longer count towards your total.',
      `${TEST_PUBLIC_URL}/achievements`,
      'You get this e-mail because an admin changed something on your account. To stop these e-mails, turn them off in ' +
        'Edit Profile, or unsubscribe with this link:',
      link,
      'Dev Academy',
    ]);
    expect(message.html).toContain('<div dir="auto" style="max-width:560px">');
    expect(message.html).toMatch(/<a href="[^"]+\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe<\/a>/);
    expect(message.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(message.headers).not.toHaveProperty('list-unsubscribe-post');

    // Stored: the token's SHA-256 only, valid a year; the sent row keeps neither body nor link.
    const [stored, ...others] = await tokensOf(student.id);
    expect(others).toEqual([]);
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Math.abs(stored.expiresAt.getTime() - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
    const [row] = await outboxOf(student.id);
    expect(row).toMatchObject({ kind: 'notification', status: 'sent', textBody: null, htmlBody: null, unsubscribeUrl: null });
  });

  it('mails an Arabic student in Arabic, right to left', async () => {
    const { student, achievement } = await studentWithAward({ name: 'منى عادل', locale: 'ar' });
    await revoke(student.id, achievement.id);
    const [message] = await mailsTo(student.email);
    const { link } = unsubscribeIn(message);
    expect(message.subject).toBe('سُحب إنجازك Helpful Reviewer في Dev Academy');
    expect(message.text.trim().split('\n\n')).toEqual([
      'مرحبًا منى عادل،',
      'سحب أحد المسؤولين في Dev Academy إنجازك "Helpful Reviewer". لم تعد نقاطه تُحتسب ضمن مجموع نقاطك.',
      `${TEST_PUBLIC_URL}/achievements`,
      'تصلك هذه الرسالة لأن أحد المسؤولين غيّر شيئًا في حسابك. لإيقاف هذه الرسائل، أوقفها من تعديل الملف الشخصي، ' +
        'أو ألغِ الاشتراك بهذا الرابط:',
      link,
      'Dev Academy',
    ]);
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toMatch(/<a href="[^"]+\/unsubscribe\?token=[^"]+"[^>]*>إلغاء الاشتراك<\/a>/);
    expect(message.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(message.headers).not.toHaveProperty('list-unsubscribe-post');
  });

  it('keeps no live link once a mail is refused for good', async () => {
    const { student, achievement } = await studentWithAward();
    mail.refuse(student.email);
    await revoke(student.id, achievement.id);
    expect(await mailsTo(student.email)).toEqual([]);
    const [row] = await outboxOf(student.id);
    expect(row).toMatchObject({ kind: 'notification', status: 'failed', textBody: null, htmlBody: null, unsubscribeUrl: null });
  });

  it('queues nothing when its transaction rolls back, even after the mail was queued in it', async () => {
    const { student, achievement } = await studentWithAward();
    const failing: Mailing = {
      config: t.config,
      mail: {
        ...t.app.mail,
        enqueue: async (tx, mails) => {
          await t.app.mail.enqueue(tx, mails);
          throw new Error('the revoke fails after queueing its mail');
        },
      },
    };
    const actor: AdminActor = { id: 1, name: 'Root Admin', is_super: true, token: 'unused' };
    await expect(revokeAchievement(t.db, student.id, achievement.id, actor, failing)).rejects.toThrow('after queueing');
    await expectNoMail(student);
    expect(await t.db.select().from(userAchievements).where(eq(userAchievements.userId, student.id))).toHaveLength(1);
  });
});

describe('a moderation removal', () => {
  it('mails the student in English with the reason', async () => {
    const { student, submission } = await studentWithSubmission();
    await removeByModeration(submission.id, 'Copied from another student');
    const [message, ...more] = await mailsTo(student.email);
    expect(more).toEqual([]);
    const { link } = unsubscribeIn(message);
    expect(message.subject).toBe('Your Dev Academy submission of Todo App was removed');
    expect(message.text.trim().split('\n\n').slice(0, 3)).toEqual([
      'Hello Omar Nabil,',
      'An admin of Dev Academy removed your submission of Todo App (Web Basics) and its points. The reason:\n' +
        'Copied from another student\n' +
        'You may submit the project again with your own work in Manage Projects:',
      `${TEST_PUBLIC_URL}/manage-projects`,
    ]);
    expect(message.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(message.headers).not.toHaveProperty('list-unsubscribe-post');
  });

  it('mails an Arabic student in Arabic with the reason', async () => {
    const { student, submission } = await studentWithSubmission({ name: 'عمر نبيل', locale: 'ar' });
    await removeByModeration(submission.id, 'منسوخ');
    const [message] = await mailsTo(student.email);
    const { link } = unsubscribeIn(message);
    expect(message.subject).toBe('حُذف تسليمك لمشروع Todo App في Dev Academy');
    expect(message.text).toContain(
      'حذف أحد المسؤولين في Dev Academy تسليمك لمشروع Todo App (Web Basics) ونقاطه. السبب:\nمنسوخ\n',
    );
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(message.headers).not.toHaveProperty('list-unsubscribe-post');
  });
});

describe('no mail', () => {
  it('for an automatic achievement withdrawn by an unenrollment (its submission going with it)', async () => {
    const { student, course } = await studentWithSubmission();
    await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 1 });
    expect(await t.db.select().from(userAchievements).where(eq(userAchievements.userId, student.id))).toHaveLength(1);
    const reply = await call(t.app, 'POST', '/api/admin/enrollment/unenroll', {
      token: await adminToken(t.app),
      body: { user_id: student.id, course_id: course.id, confirm: true },
    });
    expect(reply.status).toBe(200);
    expect(await t.db.select().from(userAchievements).where(eq(userAchievements.userId, student.id))).toEqual([]);
    await expectNoMail(student);
  });

  it('for an automatic achievement withdrawn by a rule edit', async () => {
    const { student } = await studentWithSubmission();
    const automatic = await createAchievement(t.db, { name: 'First Project', manual: false, ruleThreshold: 1 });
    const reply = await call(t.app, 'PUT', `/api/admin/achievements/${automatic.id}`, {
      token: await adminToken(t.app),
      body: { name: 'First Project', description: 'Earned', points: 50, rule_metric: 'projects_count', rule_threshold: 5 },
    });
    expect(reply.status).toBe(200);
    expect(await t.db.select().from(userAchievements).where(eq(userAchievements.userId, student.id))).toEqual([]);
    await expectNoMail(student);
  });

  it('for a bulk action', async () => {
    const student = await createUser(t.db);
    const achievement = await createAchievement(t.db, { manual: true });
    const done = await runJob(t.app, '/api/admin/users/bulk/achievement', {
      token: await adminToken(t.app),
      body: { user_ids: [student.id], achievement_id: achievement.id },
    });
    expect(done.status).toBe(200);
    await expectNoMail(student);
  });

  it("for staff's delete of a user project (POST /api/admin/user-projects/delete)", async () => {
    const { student, project } = await studentWithSubmission();
    const reply = await call(t.app, 'POST', '/api/admin/user-projects/delete', {
      token: await adminToken(t.app),
      body: { user_id: student.id, project_id: project.id },
    });
    expect(reply.status).toBe(200);
    await expectNoMail(student);
  });

  it('for a student who turned it off, for a revoke and for a removal', async () => {
    const { student, achievement } = await studentWithAward({ notifyByMail: false });
    await revoke(student.id, achievement.id);
    await expectNoMail(student);
    const other = await studentWithSubmission({ notifyByMail: false });
    await removeByModeration(other.submission.id, 'Copied');
    await expectNoMail(other.student);
  });

  it('after the student unsubscribed through a mail of theirs', async () => {
    const { student, achievement } = await studentWithAward();
    const again = await createAchievement(t.db, { manual: true });
    await award(t.db, student.id, again.id);
    await revoke(student.id, achievement.id);
    const [first] = await mailsTo(student.email);
    const done = await call(t.app, 'POST', '/api/front/unsubscribe', { body: { token: unsubscribeIn(first).token } });
    expect(done).toEqual({ status: 200, body: { message: 'You Will No Longer Receive These E-Mails' } });
    mail.clear();
    await revoke(student.id, again.id);
    expect(await mailsTo(student.email)).toEqual([]);
    expect((await outboxOf(student.id)).map((row) => row.kind)).toEqual(['notification']);
  });

  // PostgreSQL only: the embedded database runs one transaction at a time.
  it.runIf(process.env.TEST_DATABASE_URL)('for a revoke that waited behind an unsubscribe not yet committed', async () => {
    const { student, achievement } = await studentWithAward();
    const token = await issueUnsubscribeToken(t.db, student.id);
    const admin = await adminToken(t.app);
    let revoked: Promise<unknown> | undefined;
    await t.db.transaction(async (tx) => {
      expect(await unsubscribeWith(tx, token)).toBe('unsubscribed');
      revoked = call(t.app, 'DELETE', `/api/admin/users/${student.id}/achievements/${achievement.id}`, { token: admin });
      // The revoke waits for the student's row, which the unsubscribe holds until it commits.
      expect(await within(revoked, 500, 'waiting')).toBe('waiting');
    });
    expect(await revoked).toMatchObject({ status: 200 });
    expect(await mailsTo(student.email)).toEqual([]);
    expect(await outboxOf(student.id)).toEqual([]);
  });
});
