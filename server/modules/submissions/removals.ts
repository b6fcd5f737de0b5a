/**
 * The review queue and the removal of a fake submission (issue 14 item 7). A fake submission is
 * removed with a reason: copied to submission_removals (the student sees it in Manage Projects)
 * and deleted through the same path as the admin's delete of a user project (the user's figure
 * locks, then the progress engine: points, counts, points_changed_at, automatic achievements
 * withdrawn when no longer met). The removal writes its audit line in its transaction.
 */
import type { ReviewQueueQuery } from '../../../contracts/moderation.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import type { Database } from '../../db/client.js';
import { DEFAULT_PER_PAGE, metaOf, pageOf } from '../../db/paging.js';
import { found } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { lockUsersFigures } from '../progress/locks.js';
import { afterUserChange } from '../progress/service.js';
import type { Mailing } from '../mail/mailer.js';
import { queueNotificationMail } from '../mail/notification-mail.js';
import { notify } from '../notifications/record.js';
import * as q from './queries.js';

type QueueRow = Awaited<ReturnType<typeof q.findReviewItem>>;

const toReviewItem = (row: NonNullable<QueueRow>) => ({
  id: row.id,
  url: row.url,
  points: row.points,
  created_at: row.created_at,
  user: { id: row.user_id, name: row.user_name, email: row.user_email },
  course: { id: row.course_id, title: row.course_title },
  project: { id: row.project_id, name: row.project_name },
});

/** The review queue: every student's latest submissions, newest first, always one page. */
export async function reviewQueue(db: Database, query: ReviewQueueQuery) {
  const page = pageOf(query, DEFAULT_PER_PAGE, { always: true })!;
  const list = await q.reviewQueue(db, query.search, page);
  return { submissions: list.map(toReviewItem), ...(await metaOf(page, () => q.countReviewQueue(db, query.search))) };
}

/** Removes a fake submission with its reason; the student is mailed about it unless they opted out (issue 48 item 5). */
export async function removeFakeSubmission(db: Database, actor: AdminActor, id: number, reason: string, mailing: Mailing) {
  await db.transaction(async (tx) => {
    const seen = found(await q.findReviewItem(tx, id), MODERATION.submissionNotFound);
    await lockUsersFigures(tx, [seen.user_id]);
    // Read again under the lock: a removal or delete that got there first leaves nothing to remove.
    const submission = found(await q.findReviewItem(tx, id), MODERATION.submissionNotFound);
    await q.insertRemoval(tx, {
      userId: submission.user_id,
      projectId: submission.project_id,
      projectName: submission.project_name,
      courseTitle: submission.course_title,
      url: submission.url,
      points: submission.points,
      reason,
      submittedAt: submission.created_at,
      adminId: actor.id,
    });
    await q.deleteSubmission(tx, submission.id);
    await notify(tx, submission.user_id, 'submission_removed', {
      project_id: submission.project_id,
      project_name: submission.project_name,
      course_title: submission.course_title,
      by: 'moderation',
      reason,
    });
    await afterUserChange(tx, [submission.user_id], { projects: [submission.project_id] });
    await recordAudit(tx, actor, {
      action: 'remove',
      entity: 'submission',
      entityId: submission.id,
      summary: `Removed ${submission.user_name}'s submission of ${submission.project_name} (${submission.course_title}): ${reason}`,
      before: toReviewItem(submission),
      after: { reason },
    });
    await queueNotificationMail(tx, mailing, submission.user_id, {
      kind: 'submission_removed',
      params: { project_name: submission.project_name, course_title: submission.course_title, reason },
    });
  });
  mailing.mail.wake();
  return { message: MODERATION.submissionRemoved };
}

/** What a student sees in Manage Projects: their removed submissions and why. */
export async function removalsOf(db: Database, userId: number) {
  return { removals: await q.removalsOf(db, userId) };
}
