/**
 * What a student is told happened to them (issue 48, docs/decisions.md "Notifications"): a kind and
 * its parameters, never interface text. The web app words each kind from its catalogue in the
 * student's language; the parameters carry the names of things that can be deleted later (an
 * achievement, a project, a course), so a notification reads right after they are gone.
 */
import { z } from 'zod';
import { isoTimestamp, recordId, answerMessage, count, type Json } from './items.js';
import { pageMeta, publicPageQuery } from './paging.js';

export const NOTIFICATION_KINDS = [
  'achievement_awarded',
  'achievement_revoked',
  'achievement_withdrawn',
  'submission_removed',
  'enrolled',
  'unenrolled',
  'top_entered',
  'top_left',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who removed a submission: moderation (with its reason), staff's delete, or an unenrollment's cascade. */
export const REMOVAL_CAUSES = ['moderation', 'staff', 'unenrollment'] as const;

/** A notification page's default size, and its largest. */
export const NOTIFICATIONS_PER_PAGE = 20;
export const MAX_NOTIFICATIONS_PER_PAGE = 100;
/** How long a notification is kept. */
export const NOTIFICATION_KEPT_DAYS = 180;

const achievementParams = z.object({ achievement_id: recordId, name: z.string() });
const courseParams = z.object({ course_id: recordId, course_title: z.string() });

/** The parameters of each kind (what the server writes, what the catalogue's texts take). */
export const notificationParams = {
  achievement_awarded: achievementParams.extend({ points: count }),
  achievement_revoked: achievementParams,
  achievement_withdrawn: achievementParams,
  submission_removed: z.object({
    /** Null once the project is deleted. */
    project_id: recordId.nullable(),
    project_name: z.string(),
    course_title: z.string(),
    by: z.enum(REMOVAL_CAUSES),
    /** Moderation's reason (the one Manage Projects shows); null for the other causes. */
    reason: z.string().nullable(),
  }),
  enrolled: courseParams,
  unenrolled: courseParams,
  /** The place the student held when the job saw them enter. */
  top_entered: z.object({ rank: count }),
  top_left: z.object({}),
} satisfies Record<NotificationKind, z.ZodType>;
export type NotificationParams<K extends NotificationKind> = z.input<(typeof notificationParams)[K]>;

const common = { id: recordId, created_at: isoTimestamp, read_at: isoTimestamp.nullable() };

const item = <K extends NotificationKind>(kind: K) =>
  z.object({ ...common, kind: z.literal(kind), params: notificationParams[kind] });

export const notificationItem = z
  .discriminatedUnion('kind', [
    item('achievement_awarded'),
    item('achievement_revoked'),
    item('achievement_withdrawn'),
    item('submission_removed'),
    item('enrolled'),
    item('unenrolled'),
    item('top_entered'),
    item('top_left'),
  ])
  .meta({ id: 'Notification' });
export type NotificationItem = {
  [K in NotificationKind]: { id: number; created_at: string; read_at: string | null; kind: K; params: NotificationParams<K> };
}[NotificationKind];

/** Always one page: `per_page` 20 by default, at most 100. */
export const notificationsQuery = publicPageQuery;

export const notificationsResponse = z.object({
  notifications: z.array(notificationItem),
  /** How many of all the student's notifications are unread (the bell's count). */
  unread: count,
  meta: pageMeta,
});
export type NotificationsResponse = { notifications: NotificationItem[]; unread: number; meta: Json<typeof pageMeta> };

/** After marking one or all read: the message and the unread count left. */
export const notificationsReadResponse = z.object({ ...answerMessage, unread: count });
export type NotificationsReadResponse = Json<typeof notificationsReadResponse>;
