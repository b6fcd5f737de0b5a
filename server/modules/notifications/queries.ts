/**
 * SQL of a student's notifications. Marking read keeps the bell and the "New Achievement
 * Unlocked!" popup in agreement (issue 48 item 3): an award's notification and the award's
 * `read_at` are marked together, whichever side marks them.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationItem } from '../../../contracts/notifications.js';
import { rows, type Executor } from '../../db/client.js';
import { idArray } from '../../db/ids.js';
import type { Page } from '../../db/paging.js';

export type Notification = z.output<typeof notificationItem>;
/** A notification's columns as either engine answers a raw query. */
export type NotificationRow = {
  id: number;
  kind: string;
  params: unknown;
  created_at: Date | string;
  read_at: Date | string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A row as the answer's Notification: kind and params are as record.ts wrote them (the answer's schema checks them). */
export const toNotification = (row: NotificationRow) =>
  ({
    id: Number(row.id),
    kind: row.kind,
    params: row.params,
    created_at: asDate(row.created_at),
    read_at: row.read_at === null ? null : asDate(row.read_at),
  }) as Notification;

/** One page of the student's notifications, newest first. */
export async function notificationsOf(db: Executor, userId: number, page: Page) {
  const list = rows<NotificationRow>(
    await db.execute(sql`
      SELECT id, kind, params, created_at, read_at FROM notifications
      WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${page.per_page} OFFSET ${page.offset}`),
  );
  return list.map(toNotification);
}

/** How many notifications the student has, and how many of them are unread. */
export async function countsOf(db: Executor, userId: number) {
  const [row] = rows<{ total: number; unread: number }>(
    await db.execute(sql`
      SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE read_at IS NULL)::int AS unread
      FROM notifications WHERE user_id = ${userId}`),
  );
  return { total: Number(row.total), unread: Number(row.unread) };
}

/**
 * Marks the student's notification `id` read (every unread one when `id` is undefined), with the
 * awards they tell of. Answers whether `id` is one of theirs and the unread count left (read in
 * the statement's snapshot, before its own changes: hence the subtraction).
 */
export async function markNotificationsRead(db: Executor, userId: number, id?: number) {
  const [row] = rows<{ found: boolean; unread: number }>(
    await db.execute(sql`
      WITH marked AS (
        UPDATE notifications SET read_at = now()
        WHERE user_id = ${userId} AND read_at IS NULL AND ${id === undefined ? sql`TRUE` : sql`id = ${id}`}
        RETURNING kind, params),
      awards AS (
        UPDATE user_achievements SET read_at = now()
        WHERE user_id = ${userId} AND read_at IS NULL AND achievement_id IN (
          SELECT (params->>'achievement_id')::int FROM marked WHERE kind = 'achievement_awarded'))
      SELECT ${id === undefined ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM notifications WHERE id = ${id} AND user_id = ${userId})`} AS found,
        ((SELECT COUNT(*) FROM notifications WHERE user_id = ${userId} AND read_at IS NULL)
          - (SELECT COUNT(*) FROM marked))::int AS unread`),
  );
  return { found: Boolean(row.found), unread: Number(row.unread) };
}

/** The popup marked awards read: their notifications are read too (every award's when `achievementIds` is undefined). */
export async function markAwardNoticesRead(db: Executor, userId: number, achievementIds?: readonly number[]) {
  if (achievementIds?.length === 0) return;
  await db.execute(sql`
    UPDATE notifications SET read_at = now()
    WHERE user_id = ${userId} AND read_at IS NULL AND kind = 'achievement_awarded'
      AND ${achievementIds ? sql`(params->>'achievement_id')::int = ANY(${idArray(achievementIds)})` : sql`TRUE`}`);
}

/** Deletes notifications older than `days` days; answers how many. */
export async function pruneNotifications(db: Executor, days: number) {
  const [row] = rows<{ deleted: number }>(
    await db.execute(sql`
      WITH gone AS (DELETE FROM notifications WHERE created_at < now() - make_interval(days => ${days}) RETURNING 1)
      SELECT COUNT(*)::int AS deleted FROM gone`),
  );
  return Number(row.deleted);
}
