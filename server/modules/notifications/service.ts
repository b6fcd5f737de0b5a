/** A student's notifications (issue 48): one page with the unread count; marking one or all read. */
import { NOTIFICATIONS } from '../../../contracts/form-messages.js';
import { NOTIFICATIONS_PER_PAGE } from '../../../contracts/notifications.js';
import type { PageQuery } from '../../../contracts/paging.js';
import type { Database } from '../../db/client.js';
import { publicPageOf } from '../../db/paging.js';
import { notFound } from '../../http-errors.js';
import * as q from './queries.js';

export async function myNotifications(db: Database, userId: number, query: PageQuery) {
  const page = publicPageOf(query, NOTIFICATIONS_PER_PAGE);
  const [notifications, counts] = await Promise.all([q.notificationsOf(db, userId, page), q.countsOf(db, userId)]);
  return { notifications, unread: counts.unread, meta: { total: counts.total, page: page.page, per_page: page.per_page } };
}

export async function markOneRead(db: Database, userId: number, id: number) {
  const { found, unread } = await q.markNotificationsRead(db, userId, id);
  if (!found) throw notFound(NOTIFICATIONS.notFound);
  return { message: NOTIFICATIONS.markedRead, unread };
}

export async function markAllRead(db: Database, userId: number) {
  const { unread } = await q.markNotificationsRead(db, userId);
  return { message: NOTIFICATIONS.allMarkedRead, unread };
}
