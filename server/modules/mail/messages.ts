/**
 * Every mail the site sends, written once (issues 26 and 43; the notification mails of issue 48 in
 * notification-messages.ts, with this file's `mailOf`): a plain-text part, the link on a line
 * of its own so that every mail client makes it clickable, and an HTML part with the same words.
 * Each mail is written in English and in Arabic (issue 47): a student gets the language they last
 * chose on their account (`users.locale`), English when they never chose one. The Arabic HTML part
 * reads right to left (`dir="rtl" lang="ar"`); figures keep Western digits.
 */
import escapeHtml from 'escape-html';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/constants.js';
import { arabicCount, type ArabicNoun } from '../../arabic.js';
import type { Envelope } from './outbox.js';

/** Whom a mail goes to, and the language they chose (null or absent: never chose, English). */
export type Recipient = { name: string; email: string; locale?: Locale | null };

/** How long a link works, as the mail says it: 'one hour', '7 days', '90 minutes'. */
export function lifetimeText(seconds: number) {
  const count = (value: number, unit: string) => (value === 1 ? `one ${unit}` : `${value} ${unit}s`);
  if (seconds % 86_400 === 0) return count(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return count(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return count(seconds / 60, 'minute');
  return count(seconds, 'second');
}

/** The units of a lifetime after "لمدة" (for): a genitive, so the dual ends in ين (يومين, ساعتين). */
const DAYS_AR: ArabicNoun = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
const HOURS_AR: ArabicNoun = { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' };
const MINUTES_AR: ArabicNoun = { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' };
const SECONDS_AR: ArabicNoun = { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' };

/** How long a link works, in Arabic after "لمدة": 'ساعة واحدة', '7 أيام', '90 دقيقة'. */
export function arabicLifetimeText(seconds: number) {
  if (seconds % 86_400 === 0) return arabicCount(seconds / 86_400, DAYS_AR);
  if (seconds % 3600 === 0) return arabicCount(seconds / 3600, HOURS_AR);
  if (seconds % 60 === 0) return arabicCount(seconds / 60, MINUTES_AR);
  return arabicCount(seconds, SECONDS_AR);
}

/** A paragraph of text, or a link: the mail's one button-like link, or a `quiet` small one (an unsubscribe link). */
type Block = string | { link: string; label: string; quiet?: boolean };

/** Both parts from one list of blocks: text blocks separated by blank lines, the HTML escaped; Arabic right to left. */
export function mailOf(to: string, subject: string, blocks: Block[], locale: Locale = DEFAULT_LOCALE): Envelope {
  const text = blocks.map((block) => (typeof block === 'string' ? block : block.link)).join('\n\n');
  const paragraph = (block: Block) =>
    typeof block === 'string'
      ? `<p style="margin:0 0 16px">${escapeHtml(block).replaceAll('\n', '<br>')}</p>`
      : block.quiet
        ? `<p style="margin:0 0 16px;font-size:13px;color:#555555"><a href="${escapeHtml(block.link)}" style="color:#555555">${escapeHtml(block.label)}</a></p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#ffffff;border-radius:4px;text-decoration:none">${escapeHtml(block.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(block.link)}</p>`;
  const arabic = locale === 'ar';
  const html = [
    '<!doctype html>',
    `<html${arabic ? ' lang="ar" dir="rtl"' : ''}><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    // Arabic says it again on the text's box: some mail clients drop the <html> element's attributes.
    arabic ? '<div dir="rtl" lang="ar" style="max-width:560px;text-align:right">' : '<div dir="auto" style="max-width:560px">',
    ...blocks.map(paragraph),
    '</div></body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * Forgot password: a link to choose a new one. A student who never chose a password (invited, the
 * invitation unused) has no password to keep (issue 44 item 4): their mail says so, and that this
 * link replaces the invitation (a new link revokes the older ones).
 */
export function resetMail(academy: string, to: Recipient, link: string, lifetimeSeconds: number, hasPassword: boolean) {
  if (to.locale === 'ar') return arabicResetMail(academy, to, link, lifetimeSeconds, hasPassword);
  return hasPassword
    ? mailOf(to.email, `Reset your ${academy} password`, [
        `Hello ${to.name},`,
        `Someone, hopefully you, asked to reset the password of your ${academy} account (${to.email}).\n` +
          `Choose a new password with this link. It works once, for ${lifetimeText(lifetimeSeconds)}:`,
        { link, label: 'Choose a new password' },
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        academy,
      ])
    : mailOf(to.email, `Choose your ${academy} password`, [
        `Hello ${to.name},`,
        `Someone, hopefully you, asked for a link to choose the password of your ${academy} account (${to.email}). ` +
          'You have not chosen one yet.\n' +
          `Choose it with this link. It works once, for ${lifetimeText(lifetimeSeconds)}, and replaces any invitation sent to you before:`,
        { link, label: 'Choose your password' },
        'If you did not ask for this, ignore this e-mail: your account has no password until you choose one, and nobody can log in to it before.',
        academy,
      ]);
}

/** The reset mail in Arabic: the same words, block for block. */
const arabicResetMail = (academy: string, to: Recipient, link: string, lifetimeSeconds: number, hasPassword: boolean) =>
  hasPassword
    ? mailOf(
        to.email,
        `إعادة تعيين كلمة المرور في ${academy}`,
        [
          `مرحبًا ${to.name}،`,
          `طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في ${academy} (${to.email}).\n` +
            `اختر كلمة مرور جديدة بهذا الرابط. يعمل مرة واحدة، لمدة ${arabicLifetimeText(lifetimeSeconds)}:`,
          { link, label: 'اختر كلمة مرور جديدة' },
          'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
          academy,
        ],
        'ar',
      )
    : mailOf(
        to.email,
        `اختر كلمة مرور حسابك في ${academy}`,
        [
          `مرحبًا ${to.name}،`,
          `طلب أحدهم، ونأمل أن تكون أنت، رابطًا لاختيار كلمة مرور حسابك في ${academy} (${to.email}). ` +
            'لم تختر كلمة مرور بعد.\n' +
            `اخترها بهذا الرابط. يعمل مرة واحدة، لمدة ${arabicLifetimeText(lifetimeSeconds)}، ويحل محل أي دعوة أُرسلت إليك من قبل:`,
          { link, label: 'اختر كلمة المرور' },
          'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لا كلمة مرور لحسابك حتى تختارها، ولا يستطيع أحد تسجيل الدخول إليه قبل ذلك.',
          academy,
        ],
        'ar',
      );

/** An imported student's invitation: a link to choose their password. */
export const invitationMail = (academy: string, to: Recipient, link: string, loginUrl: string, lifetimeSeconds: number) =>
  to.locale === 'ar'
    ? mailOf(
        to.email,
        `حسابك في ${academy} جاهز`,
        [
          `مرحبًا ${to.name}،`,
          `أُنشئ لك حساب طالب في ${academy} على البريد ${to.email}.\n` +
            `اختر كلمة مرورك بهذا الرابط. يعمل مرة واحدة، لمدة ${arabicLifetimeText(lifetimeSeconds)}:`,
          { link, label: 'اختر كلمة المرور' },
          `ثم سجّل الدخول من ${loginUrl} ببريدك الإلكتروني وكلمة المرور هذه.`,
          academy,
        ],
        'ar',
      )
    : mailOf(to.email, `Your ${academy} account is ready`, [
        `Hello ${to.name},`,
        `${academy} has made you a student account for ${to.email}.\n` +
          `Choose your password with this link. It works once, for ${lifetimeText(lifetimeSeconds)}:`,
        { link, label: 'Choose your password' },
        `Then log in at ${loginUrl} with your e-mail and that password.`,
        academy,
      ]);
