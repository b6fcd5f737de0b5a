/**
 * Writing notifications (issue 48, docs/decisions.md "Notifications"): always inside the
 * transaction of the change they tell of, so a rolled-back change leaves none, and always one
 * statement however many students it names (their ids travel as one array parameter).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '../../../contracts/notifications.js';
import type { Executor } from '../../db/client.js';
import { idArray } from '../../db/ids.js';
import { alsoChanges } from '../../freshness/changes.js';

/** One kind with the same parameters for every student named (a bulk award, a bulk enrollment). */
export async function notifyAll<K extends NotificationKind>(
  db: Executor,
  userIds: readonly number[],
  kind: K,
  params: NotificationParams<K>,
): Promise<void> {
  if (!userIds.length) return;
  alsoChanges(db, 'notifications');
  await db.execute(sql`
    INSERT INTO notifications (user_id, kind, params)
    SELECT u, ${kind}, ${JSON.stringify(params)}::jsonb FROM unnest(${idArray(userIds)}) u`);
}

/** One student, one notification. */
export const notify = <K extends NotificationKind>(db: Executor, userId: number, kind: K, params: NotificationParams<K>) =>
  notifyAll(db, [userId], kind, params);

/** Several notifications of one kind for one student, each with its parameters (an unenrollment's removed submissions). */
export async function notifyEach<K extends NotificationKind>(
  db: Executor,
  userId: number,
  kind: K,
  list: readonly NotificationParams<K>[],
): Promise<void> {
  if (!list.length) return;
  alsoChanges(db, 'notifications');
  await db.execute(sql`
    INSERT INTO notifications (user_id, kind, params)
    SELECT ${userId}, ${kind}, p FROM jsonb_array_elements(${JSON.stringify(list)}::jsonb) p`);
}

/**
 * The body of a CTE that notifies the awards a statement moved: `awarded` and `withdrawn` name its
 * CTEs of (user_id, achievement_id) pairs. Part of that statement, so rule awards cost no extra
 * round trip (the write path's speed, issue 48 item 6) and 70,000 of them are one INSERT ... SELECT.
 * The statement's caller adds the `notifications` topic when awards moved.
 */
export const awardNotices = (awarded: SQL, withdrawn: SQL) => sql`
  INSERT INTO notifications (user_id, kind, params)
  SELECT moved.user_id,
    CASE WHEN moved.awarded THEN 'achievement_awarded' ELSE 'achievement_withdrawn' END,
    CASE WHEN moved.awarded THEN jsonb_build_object('achievement_id', a.id, 'name', a.name, 'points', a.points)
      ELSE jsonb_build_object('achievement_id', a.id, 'name', a.name) END
  FROM (SELECT user_id, achievement_id, TRUE AS awarded FROM ${awarded}
        UNION ALL SELECT user_id, achievement_id, FALSE FROM ${withdrawn}) moved
  JOIN achievements a ON a.id = moved.achievement_id`;
