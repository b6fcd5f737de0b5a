/**
 * Bulk actions of the admin Users table (issue 14 item 2), with the rules of the single enroll and
 * give-achievement services, applied to a set of users in one transaction: the figure locks of
 * every target (in id order), set-based inserts that skip who already has it, one payment per
 * enrollment in the ledger, `addToFigures` once for all of them, and one audit line listing
 * the changed users. A request-wide problem (no such course, an archived course, an automatic
 * achievement) refuses everything; a problem of one user (gone, already enrolled, already has
 * it) refuses that user only and is listed with its reason. Each runs as a job (modules/jobs): the
 * route checks the course or achievement first, so a refusal of the whole request answers at once.
 */
import { MAX_BULK_USERS, type BulkAchievementInput, type BulkEnrollInput } from '../../../contracts/bulk.js';
import { NUMBER_LOCALE } from '../../../contracts/constants.js';
import { ACHIEVEMENTS, ENROLLMENTS } from '../../../contracts/form-messages.js';
import { COURSES, USERS } from '../../../contracts/staff-messages.js';
import { BULK } from '../../../contracts/admin-messages.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import type { Database, Executor } from '../../db/client.js';
import { allowLongStatements } from '../../db/statement-timeouts.js';
import { conflict, found, invalidField } from '../../http-errors.js';
import { findAchievement } from '../achievements/queries.js';
import { findCourse } from '../courses/queries.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { moneyText } from '../audit/views.js';
import type { JobControl } from '../jobs/service.js';
import { lockUsersFigures } from '../progress/locks.js';
import { addToFigures } from '../progress/deltas.js';
import { enrollWithPayments } from '../enrollments/enroll.js';
import { notifyAll } from '../notifications/record.js';
import * as q from './queries.js';

type Targets = Pick<BulkEnrollInput, 'user_ids' | 'search'>;
type Refusal = { user_id: number; name: string | null; email: string | null; reason: string };

const plural = (count: number, word: string) => `${count.toLocaleString(NUMBER_LOCALE)} ${word}${count === 1 ? '' : 's'}`;

/** The distinct users asked for, in id order (the order every figure lock is taken in). */
async function targetIds(tx: Executor, targets: Targets): Promise<number[]> {
  if (targets.user_ids) return [...new Set(targets.user_ids)].sort((a, b) => a - b);
  const ids = await q.idsMatchingSearch(tx, targets.search ?? '', MAX_BULK_USERS + 1);
  if (ids.length > MAX_BULK_USERS) throw invalidField('search', messageWithValues('bulk.tooMany', { max: MAX_BULK_USERS }));
  return ids;
}

/**
 * Locks the users' figures and runs `change` on those that exist; answers how many it changed and
 * the refused: missing users, and existing ones `change` skipped (with `skippedReason`).
 */
async function forEachExisting(
  tx: Executor,
  targets: Targets,
  job: JobControl | undefined,
  skippedReason: string,
  change: (existing: number[]) => Promise<number[]>,
) {
  const ids = await targetIds(tx, targets);
  job?.report('applying', 0, ids.length);
  const existing = await lockUsersFigures(tx, ids);
  const changed = await change(ids.filter((id) => existing.has(id)));
  const changedSet = new Set(changed);
  const skipped = ids.filter((id) => existing.has(id) && !changedSet.has(id));
  const names = await q.namesOf(tx, skipped);
  const refused: Refusal[] = ids
    .filter((id) => !changedSet.has(id))
    .map((id) => {
      const user = names.get(id);
      return user
        ? { user_id: id, name: user.name, email: user.email, reason: skippedReason }
        : { user_id: id, name: null, email: null, reason: USERS.notFound };
    });
  return { requested: ids.length, changed, refused };
}

/** The changed users as an audit line names them: the dialog shows the names, the ids stay for a lookup. */
async function namedUsers(tx: Executor, ids: readonly number[]) {
  const names = await q.namesOf(tx, ids);
  return ids.map((id) => ({ id, name: names.get(id)?.name ?? `User #${id}` }));
}

/** The course of a bulk enroll: 404 when there is none, 409 when it is archived. */
export async function courseToEnroll(tx: Executor, courseId: number) {
  const course = found(await findCourse(tx, courseId), COURSES.notFound);
  if (course.archived_at) throw conflict(BULK.courseArchived);
  return course;
}

/** The achievement of a bulk award: 404 when there is none, 409 when it is automatic. */
export async function achievementToGive(tx: Executor, achievementId: number) {
  const achievement = found(await findAchievement(tx, achievementId), ACHIEVEMENTS.notFound);
  if (achievement.manual !== 1) throw conflict(ACHIEVEMENTS.notManual);
  return achievement;
}

export async function bulkEnroll(db: Database, actor: AdminActor, input: BulkEnrollInput, job?: JobControl) {
  const result = await db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const course = await courseToEnroll(tx, input.course_id);
    const outcome = await forEachExisting(tx, input, job, ENROLLMENTS.alreadyEnrolled, async (existing) => {
      const { price, got_discount: gotDiscount } = input;
      const list = existing.map((userId) => ({ userId, courseId: course.id, price, gotDiscount }));
      return (await enrollWithPayments(tx, actor.id, list)).map((e) => e.userId);
    });
    const { changed } = outcome;
    if (changed.length) {
      await addToFigures(
        tx,
        changed.map((userId) => ({ userId, courses: 1 })),
        { courses: new Map([[course.id, changed.length]]) },
      );
      await notifyAll(tx, changed, 'enrolled', { course_id: course.id, course_title: course.title });
      await recordAudit(tx, actor, {
        action: 'enroll',
        entity: 'course',
        entityId: course.id,
        summary: `Enrolled ${plural(changed.length, 'user')} in ${course.title} for ${moneyText(input.price)} each${input.got_discount ? ' (discount)' : ''} (bulk)`,
        after: {
          course: course.title,
          price: input.price,
          got_discount: input.got_discount,
          users: await namedUsers(tx, changed),
        },
      });
    }
    job?.signal.throwIfAborted();
    return outcome;
  });
  return summary(result, 'bulk.enrolled');
}

export async function bulkGiveAchievement(db: Database, actor: AdminActor, input: BulkAchievementInput, job?: JobControl) {
  const result = await db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const achievement = await achievementToGive(tx, input.achievement_id);
    const outcome = await forEachExisting(tx, input, job, ACHIEVEMENTS.alreadyHas, (existing) =>
      q.insertAwards(tx, existing, achievement.id),
    );
    const { changed } = outcome;
    if (changed.length) {
      await addToFigures(
        tx,
        changed.map((userId) => ({ userId, achievementPoints: achievement.points, pointsNow: true })),
        { achievements: new Map([[achievement.id, changed.length]]) },
      );
      await notifyAll(tx, changed, 'achievement_awarded', {
        achievement_id: achievement.id,
        name: achievement.name,
        points: achievement.points,
      });
      await recordAudit(tx, actor, {
        action: 'award',
        entity: 'achievement',
        entityId: achievement.id,
        summary: `Gave ${achievement.name} to ${plural(changed.length, 'user')} (bulk)`,
        after: { achievement: achievement.name, users: await namedUsers(tx, changed) },
      });
    }
    job?.signal.throwIfAborted();
    return outcome;
  });
  return summary(result, 'bulk.given');
}

function summary(
  { requested, changed, refused }: { requested: number; changed: number[]; refused: Refusal[] },
  code: 'bulk.enrolled' | 'bulk.given',
) {
  const message = messageWithValues(code, { changed: changed.length, refused: refused.length });
  return { ...message, requested, changed: changed.length, refused };
}
