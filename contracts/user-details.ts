/** The admin's page of one student (issue 14 item 6): `GET /api/admin/users/{id}/details`. */
import { z } from 'zod';
import { publicAwardItem } from './achievements.js';
import { count, isoTimestamp, publicUserItem, recordId, type Json } from './items.js';
import { skillItem } from './skills.js';
import { submissionItem } from './submissions.js';

/** How many sign-in attempts the page shows, newest first. */
export const DETAIL_SIGN_INS = 20;

/** The student's own fields and figures, with the suspension when one is set. */
export const userDetailsItem = publicUserItem
  .extend({
    email: z.string(),
    rank: count.nullable(),
    project_points: count,
    skills_count: count,
    bio: z.string().nullable(),
    telegram_username: z.string().nullable(),
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
    youtube: z.string().nullable(),
    github: z.string().nullable(),
    website: z.string().nullable(),
    suspended_at: isoTimestamp.nullable(),
    suspension_reason: z.string().nullable(),
  })
  .meta({ id: 'UserDetails' });

/** An enrollment: the course, what was paid for it, and when. */
export const userEnrollmentItem = z
  .object({
    course_id: recordId,
    course_title: z.string(),
    /** The course is archived: kept for history, closed to new enrollments. */
    course_archived: z.boolean(),
    price: z.number(),
    got_discount: z.boolean(),
    enrolled_at: isoTimestamp,
  })
  .meta({ id: 'UserEnrollment' });

/** One sign-in attempt whose password was checked (a 429 refusal is not one). */
export const signInItem = z
  .object({
    id: recordId,
    succeeded: z.boolean(),
    refusal: z
      .enum(['password', 'suspended'])
      .nullable()
      .meta({ description: 'Addition (issue 20): why a failed attempt was refused; null for a success' }),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: isoTimestamp,
  })
  .meta({ id: 'SignIn' });

/** How many of a student's latest mails the admin's page lists. */
export const DETAIL_MAILS = 10;

/** A mail the site sent or is sending to the student (issue 43), as the outbox holds it. */
export const studentMailItem = z
  .object({
    id: recordId,
    kind: z.enum(['reset', 'invitation', 'notification']),
    subject: z.string(),
    /** queued (waiting or being retried), sent, or failed (refused for good, or still undelivered after 24 hours). */
    status: z.enum(['queued', 'sent', 'failed']),
    attempts: z.number().int(),
    /** The SMTP server's answer to the last failed attempt, or why there was none. */
    error: z.string().nullable(),
    created_at: isoTimestamp,
    sent_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'StudentMail' });

export const userDetailsResponse = z.object({
  user: userDetailsItem,
  /** Oldest first, as the student enrolled. */
  enrollments: z.array(userEnrollmentItem),
  /** Newest first; `manual` 1 may be revoked. */
  achievements: z.array(publicAwardItem),
  skills: z.array(skillItem),
  /** Newest first. */
  submissions: z.array(submissionItem),
  /** The latest 20, newest first. */
  sign_ins: z.array(signInItem),
  /**
   * Addition (issue 26): set while the student has not chosen a password since an imported
   * invitation; the latest link's times (null when none is left: send a new one).
   */
  invitation: z
    .object({ sent_at: isoTimestamp.nullable(), expires_at: isoTimestamp.nullable() })
    .nullable()
    .meta({ id: 'PendingInvitation' }),
  /** Addition (issue 43): the latest DETAIL_MAILS mails to the student, newest first, with their delivery state. */
  mails: z.array(studentMailItem),
});
export type UserDetailsResponse = Json<typeof userDetailsResponse>;
export type UserDetails = UserDetailsResponse['user'];
export type UserEnrollment = Json<typeof userEnrollmentItem>;
export type SignIn = Json<typeof signInItem>;
export type StudentMail = Json<typeof studentMailItem>;
