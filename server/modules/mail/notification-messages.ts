/**
 * The mails of the two staff actions a student is told of by mail (issue 48 item 5): an achievement
 * revoked by hand, and a submission removed by moderation, with its reason. In English and in
 * Arabic (the student's `users.locale`, English when none), built by messages.ts's `mailOf`. Each
 * ends with why it came and a quiet unsubscribe link (the one the `List-Unsubscribe` header names).
 */
import type { NotificationParams } from '../../../contracts/notifications.js';
import { mailOf, type Recipient } from './messages.js';

/** What a notification mail says happened: one of the two staff actions, with the names it shows. */
export type MailedNotice =
  | { kind: 'achievement_revoked'; params: NotificationParams<'achievement_revoked'> }
  | {
      kind: 'submission_removed';
      params: Pick<NotificationParams<'submission_removed'>, 'project_name' | 'course_title'> & { reason: string };
    };

/** The links a notification mail carries: the page to look at, and the unsubscribe page. */
export type NoticeLinks = { page: string; unsubscribe: string };

const english = (academy: string, to: Recipient, notice: MailedNotice, links: NoticeLinks) => {
  const [subject, what, label] =
    notice.kind === 'achievement_revoked'
      ? [
          `Your ${academy} achievement ${notice.params.name} was revoked`,
          `An admin of ${academy} revoked your achievement "${notice.params.name}". Its points no longer count towards your total.`,
          'See the achievements',
        ]
      : [
          `Your ${academy} submission of ${notice.params.project_name} was removed`,
          `An admin of ${academy} removed your submission of ${notice.params.project_name} (${notice.params.course_title}) ` +
            `and its points. The reason:\n${notice.params.reason}\n` +
            'You may submit the project again with your own work in Manage Projects:',
          'Open Manage Projects',
        ];
  return mailOf(to.email, subject, [
    `Hello ${to.name},`,
    what,
    { link: links.page, label },
    `You get this e-mail because an admin changed something on your account. To stop these e-mails, ` +
      'turn them off in Edit Profile, or unsubscribe with this link:',
    { link: links.unsubscribe, label: 'Unsubscribe', quiet: true },
    academy,
  ]);
};

/** The same words in Arabic, block for block. */
const arabic = (academy: string, to: Recipient, notice: MailedNotice, links: NoticeLinks) => {
  const [subject, what, label] =
    notice.kind === 'achievement_revoked'
      ? [
          `سُحب إنجازك ${notice.params.name} في ${academy}`,
          `سحب أحد المسؤولين في ${academy} إنجازك "${notice.params.name}". لم تعد نقاطه تُحتسب ضمن مجموع نقاطك.`,
          'اعرض الإنجازات',
        ]
      : [
          `حُذف تسليمك لمشروع ${notice.params.project_name} في ${academy}`,
          `حذف أحد المسؤولين في ${academy} تسليمك لمشروع ${notice.params.project_name} (${notice.params.course_title}) ` +
            `ونقاطه. السبب:\n${notice.params.reason}\n` +
            'يمكنك تسليم المشروع مرة أخرى بعملك الخاص من إدارة المشاريع:',
          'افتح إدارة المشاريع',
        ];
  return mailOf(
    to.email,
    subject,
    [
      `مرحبًا ${to.name}،`,
      what,
      { link: links.page, label },
      'تصلك هذه الرسالة لأن أحد المسؤولين غيّر شيئًا في حسابك. لإيقاف هذه الرسائل، ' +
        'أوقفها من تعديل الملف الشخصي، أو ألغِ الاشتراك بهذا الرابط:',
      { link: links.unsubscribe, label: 'إلغاء الاشتراك', quiet: true },
      academy,
    ],
    'ar',
  );
};

/** A notification mail to the student, in their language. */
export const notificationMail = (academy: string, to: Recipient, notice: MailedNotice, links: NoticeLinks) =>
  to.locale === 'ar' ? arabic(academy, to, notice, links) : english(academy, to, notice, links);
