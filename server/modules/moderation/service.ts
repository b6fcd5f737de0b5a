/**
 * Rules of moderation (issue 14 item 7). A fake submission is removed with a reason: copied to
 * submission_removals (the student sees it in Manage Projects) and deleted through the same path
 * as the admin's delete of a user project (the user's figure locks, then the progress engine:
 * points, counts, points_changed_at, automatic achievements withdrawn when no longer met). A
 * suspended student keeps every figure but signs in nowhere (every session revoked) and is left
 * out of every public list, ranking and total (progress/rank.ts `ranked`, moderation/hidden.ts).
 * Each change writes its audit line in its own transaction.
 */
import type { ReviewQueueQuery } from '../../../contracts/moderation.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import type { Database } from '../../db/client.js';
import { DEFAULT_PER_PAGE, metaOf, pageOf } from '../../db/paging.js';
import { conflict, found } from '../../http-errors.js';
import { recordAudit, type Actor } from '../audit/record.js';
import { revokeAllTokens } from '../auth/tokens.js';
import { lockUsersFigures } from '../progress/locks.js';
import { afterUserChange } from '../progress/service.js';
import { deleteSubmission } from '../submissions/queries.js';
import * as q from './queries.js';

type QueueRow = Awaited<ReturnType<typeof q.findSubmission>>;

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

export async function removeFakeSubmission(db: Database, actor: Actor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const seen = found(await q.findSubmission(tx, id), MODERATION.submissionNotFound);
    await lockUsersFigures(tx, [seen.user_id]);
    // Read again under the lock: a removal or delete that got there first leaves nothing to remove.
    const submission = found(await q.findSubmission(tx, id), MODERATION.submissionNotFound);
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
    await deleteSubmission(tx, submission.id);
    await afterUserChange(tx, [submission.user_id], { projects: [submission.project_id] });
    await recordAudit(tx, actor, {
      action: 'remove',
      entity: 'submission',
      entityId: submission.id,
      summary: `Removed ${submission.user_name}'s submission of ${submission.project_name} (${submission.course_title}): ${reason}`,
      before: toReviewItem(submission),
      after: { reason },
    });
  });
  return { message: MODERATION.submissionRemoved };
}

/** What a student sees in Manage Projects: their removed submissions and why. */
export async function removalsOf(db: Database, userId: number) {
  return { removals: await q.removalsOf(db, userId) };
}

const suspensionOf = (row: { id: number; suspended_at: Date | null; suspension_reason: string | null }) => ({
  id: row.id,
  suspended_at: row.suspended_at,
  suspension_reason: row.suspension_reason,
});

export async function suspendUser(db: Database, actor: Actor, id: number, reason: string) {
  const user = await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [id]);
    const before = found(await q.findSuspension(tx, id), MODERATION.userNotFound);
    if (before.suspended_at) throw conflict(MODERATION.alreadySuspended);
    await q.setSuspension(tx, id, new Date(), reason);
    await revokeAllTokens(tx, 'user', id);
    const after = found(await q.findSuspension(tx, id), MODERATION.userNotFound);
    await recordAudit(tx, actor, {
      action: 'suspend',
      entity: 'user',
      entityId: id,
      summary: `Suspended ${before.name}: ${reason}`,
      before: suspensionOf(before),
      after: suspensionOf(after),
    });
    return after;
  });
  return { message: MODERATION.suspended, user: suspensionOf(user) };
}

export async function unsuspendUser(db: Database, actor: Actor, id: number) {
  const user = await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [id]);
    const before = found(await q.findSuspension(tx, id), MODERATION.userNotFound);
    if (!before.suspended_at) throw conflict(MODERATION.notSuspended);
    await q.setSuspension(tx, id, null, null);
    const after = found(await q.findSuspension(tx, id), MODERATION.userNotFound);
    await recordAudit(tx, actor, {
      action: 'unsuspend',
      entity: 'user',
      entityId: id,
      summary: `Lifted the suspension of ${before.name}`,
      before: suspensionOf(before),
      after: suspensionOf(after),
    });
    return after;
  });
  return { message: MODERATION.unsuspended, user: suspensionOf(user) };
}
