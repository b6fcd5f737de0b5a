/**
 * Mail about what staff did to a student (issue 48 item 5, docs/decisions.md "Notification mail and
 * unsubscribe"): only a manual revoke of an achievement and a moderation removal of a submission,
 * queued in the transaction of the action (a rolled-back action queues nothing) when mail is on and
 * the student takes it (`users.notify_by_mail`, read under a lock in that transaction: an
 * unsubscribe committing meanwhile waits for it, or is seen). Written in the student's language,
 * with a new unsubscribe link (unsubscribe-tokens.ts) in the text and in `List-Unsubscribe`. The
 * caller wakes the sender once its transaction has committed (`mail.wake()`).
 */
import { and, eq } from 'drizzle-orm';
import { MAIL_LINK_PATHS } from '../../../contracts/mail-links.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { publicConfig } from '../settings/service.js';
import type { Mailing } from './mailer.js';
import { notificationMail, type MailedNotice } from './notification-messages.js';
import { issueUnsubscribeToken } from './unsubscribe-tokens.js';

export type { MailedNotice };

/** The page each notice sends its reader to. */
const PAGE: Record<MailedNotice['kind'], string> = {
  achievement_revoked: MAIL_LINK_PATHS.achievements,
  submission_removed: MAIL_LINK_PATHS.manageProjects,
};

/** The unsubscribe page's link for a token (the `List-Unsubscribe` URL too). */
export const unsubscribeLinkOf = (mail: Mailing['mail'], token: string) =>
  `${mail.link(MAIL_LINK_PATHS.unsubscribe)}?token=${token}`;

/** Queues the notice's mail to the student in `tx`; answers whether one was queued (mail off, or the student opted out: none). */
export async function queueNotificationMail(
  tx: Executor,
  { mail, config }: Mailing,
  userId: number,
  notice: MailedNotice,
): Promise<boolean> {
  if (!mail.enabled) return false;
  const [student] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.notifyByMail, true)))
    .for('share');
  if (!student) return false;
  const { academy_name } = await publicConfig(tx, config);
  const unsubscribe = unsubscribeLinkOf(mail, await issueUnsubscribeToken(tx, userId));
  const message = notificationMail(academy_name, student, notice, { page: mail.link(PAGE[notice.kind]), unsubscribe });
  await mail.enqueue(tx, [{ kind: 'notification', userId, ...message, unsubscribeUrl: unsubscribe }]);
  return true;
}
