/**
 * The mails in the student's language (issue 47): the reset and invitation mails go out in the
 * language stored on the account (`users.locale`), English when none was chosen, through
 * nodemailer to a real SMTP server in this process (test/mail-catcher.ts): what arrives is the oracle.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { unusablePasswordHash } from '../auth/passwords.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { startMailCatcher, TEST_PUBLIC_URL, tokenIn, type CaughtMail } from '../../test/mail-catcher.js';
import { arabicLifetimeText } from './messages.js';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

/** Eastern Arabic (and Persian) digits: the mails write figures with Western ones. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

/** The one mail a request brought to this address, once every mail task has finished. */
async function onlyMailTo(email: string, send: () => Promise<unknown>): Promise<CaughtMail> {
  mail.clear();
  await send();
  await t.app.mail.settled();
  const received = mail.to(email);
  expect(received).toHaveLength(1);
  return received[0];
}

const forgot = (email: string) => () => t.app.inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email } });
const resend = (id: number) => async () => {
  const reply = await call(t.app, 'POST', `/api/admin/users/${id}/invitation`, { token: await adminToken(t.app) });
  expect(reply.status).toBe(200);
};

/** The HTML part reads right to left, in Arabic, and its one link is labelled `label`. */
function expectArabicHtml(message: CaughtMail, label: string, link: string) {
  expect(message.html).toContain('<html lang="ar" dir="rtl">');
  expect(message.html).toMatch(/<div dir="rtl" lang="ar"/);
  expect(message.html).not.toContain('dir="auto"');
  expect(message.html).toContain(`href="${link}"`);
  expect(message.html).toMatch(new RegExp(`<a href="[^"]+"[^>]*>${label}</a>`));
  for (const part of [message.subject, message.text, message.html]) expect(part).not.toMatch(EASTERN_DIGITS);
}

describe('the reset mail', () => {
  it('goes out in Arabic to a student whose language is Arabic: subject, words, link label, right to left', async () => {
    const student = await createUser(t.db, { name: 'منى عادل', locale: 'ar' });
    const message = await onlyMailTo(student.email, forgot(student.email));
    const link = `${TEST_PUBLIC_URL}/reset-password#token=${tokenIn(message)}`;
    expect(message.subject).toBe('إعادة تعيين كلمة المرور في Dev Academy');
    const paragraphs = message.text.trim().split('\n\n');
    expect(paragraphs).toEqual([
      'مرحبًا منى عادل،',
      `طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في Dev Academy (${student.email}).\n` +
        'اختر كلمة مرور جديدة بهذا الرابط. يعمل مرة واحدة، لمدة ساعة واحدة:',
      link,
      'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      'Dev Academy',
    ]);
    expectArabicHtml(message, 'اختر كلمة مرور جديدة', link);
  });

  it('says in Arabic that an invited student has no password yet', async () => {
    const invited = await createUser(t.db, { name: 'New Student', passwordHash: unusablePasswordHash(), locale: 'ar' });
    const message = await onlyMailTo(invited.email, forgot(invited.email));
    expect(message.subject).toBe('اختر كلمة مرور حسابك في Dev Academy');
    expect(message.text).toContain('لم تختر كلمة مرور بعد.');
    expect(message.text).toContain('ويحل محل أي دعوة أُرسلت إليك من قبل');
    expect(message.text).not.toContain('تبقى كلمة مرورك كما هي');
    expectArabicHtml(message, 'اختر كلمة المرور', `${TEST_PUBLIC_URL}/reset-password#token=${tokenIn(message)}`);
  });

  it('stays in English, word for word as before, for a student who never chose a language', async () => {
    const student = await createUser(t.db, { name: 'Mona Adel' });
    const message = await onlyMailTo(student.email, forgot(student.email));
    const link = `${TEST_PUBLIC_URL}/reset-password#token=${tokenIn(message)}`;
    expect(message.subject).toBe('Reset your Dev Academy password');
    expect(message.text.trim()).toBe(
      [
        'Hello Mona Adel,',
        `Someone, hopefully you, asked to reset the password of your Dev Academy account (${student.email}).\n` +
          'Choose a new password with this link. It works once, for one hour:',
        link,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        'Dev Academy',
      ].join('\n\n'),
    );
    expect(message.html).toContain('<html><head>');
    expect(message.html).toContain('<div dir="auto" style="max-width:560px">');
    expect(message.html).not.toContain('rtl');
    expect(message.html).toMatch(/<a href="[^"]+"[^>]*>Choose a new password<\/a>/);
  });

  it('follows the language the student last chose on the account', async () => {
    const student = await createUser(t.db, { name: 'Mona Adel' });
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const choose = async (locale: string) =>
      expect((await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Mona Adel', locale } })).status).toBe(
        200,
      );

    await choose('ar');
    expect((await onlyMailTo(student.email, forgot(student.email))).subject).toBe('إعادة تعيين كلمة المرور في Dev Academy');
    await choose('en');
    expect((await onlyMailTo(student.email, forgot(student.email))).subject).toBe('Reset your Dev Academy password');
  });
});

describe('the invitation mail', () => {
  it('goes out in Arabic to an invited student whose language is Arabic, its 7 days in Western digits', async () => {
    const invited = await createUser(t.db, { name: 'عمر نبيل', passwordHash: unusablePasswordHash(), locale: 'ar' });
    const message = await onlyMailTo(invited.email, resend(invited.id));
    const link = `${TEST_PUBLIC_URL}/set-password#token=${tokenIn(message)}`;
    expect(message.subject).toBe('حسابك في Dev Academy جاهز');
    expect(message.text.trim().split('\n\n')).toEqual([
      'مرحبًا عمر نبيل،',
      `أُنشئ لك حساب طالب في Dev Academy على البريد ${invited.email}.\n` +
        'اختر كلمة مرورك بهذا الرابط. يعمل مرة واحدة، لمدة 7 أيام:',
      link,
      `ثم سجّل الدخول من ${TEST_PUBLIC_URL}/user/login ببريدك الإلكتروني وكلمة المرور هذه.`,
      'Dev Academy',
    ]);
    expectArabicHtml(message, 'اختر كلمة المرور', link);
  });

  it('stays in English, word for word as before, for a student who never chose a language', async () => {
    const invited = await createUser(t.db, { name: 'Omar Nabil', passwordHash: unusablePasswordHash() });
    const message = await onlyMailTo(invited.email, resend(invited.id));
    const link = `${TEST_PUBLIC_URL}/set-password#token=${tokenIn(message)}`;
    expect(message.subject).toBe('Your Dev Academy account is ready');
    expect(message.text.trim()).toBe(
      [
        'Hello Omar Nabil,',
        `Dev Academy has made you a student account for ${invited.email}.\n` +
          'Choose your password with this link. It works once, for 7 days:',
        link,
        `Then log in at ${TEST_PUBLIC_URL}/user/login with your e-mail and that password.`,
        'Dev Academy',
      ].join('\n\n'),
    );
    expect(message.html).toContain('<html><head>');
    expect(message.html).toContain('<div dir="auto" style="max-width:560px">');
    expect(message.html).not.toContain('rtl');
    // The stored row says English too (null): nothing was chosen for the student.
    expect((await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, invited.id)))[0].locale).toBeNull();
  });
});

describe('how long a link works, in Arabic', () => {
  it('counts as Arabic counts (one, two, few, many, other), with Western digits', () => {
    expect(arabicLifetimeText(3600)).toBe('ساعة واحدة');
    expect(arabicLifetimeText(2 * 3600)).toBe('ساعتين');
    expect(arabicLifetimeText(7 * 86_400)).toBe('7 أيام');
    expect(arabicLifetimeText(14 * 86_400)).toBe('14 يومًا');
    expect(arabicLifetimeText(100 * 86_400)).toBe('100 يوم');
    expect(arabicLifetimeText(90 * 60)).toBe('90 دقيقة');
    expect(arabicLifetimeText(86_400)).toBe('يوم واحد');
    expect(arabicLifetimeText(45)).toBe('45 ثانية');
  });
});
