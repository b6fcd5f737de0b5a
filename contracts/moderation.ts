/**
 * Moderation (issue 14 item 7): the review queue of the latest submissions, removing a fake one
 * with a reason the student sees, and suspending a student.
 */
import { z } from 'zod';
import { optionalText, requiredMultilineText } from './fields.js';
import { answerMessage, count, isoTimestamp, recordId, type Json } from './items.js';
import { MODERATION } from './admin-messages.js';
import { pageMeta, pageQuery } from './paging.js';

/** The longest reason an admin may give (shown to the student as written, trimmed). */
export const MAX_REASON_LENGTH = 500;

/** Remove a submission, suspend a student: why, in the admin's words. */
export const moderationReasonSchema = z.object({ reason: requiredMultilineText(MODERATION.reasonRequired, MAX_REASON_LENGTH) });
export type ModerationReasonInput = z.output<typeof moderationReasonSchema>;

/** The review queue: the common paging (newest first) and `search` in the student, project or URL. */
export const reviewQueueQuery = pageQuery.extend({
  search: optionalText().transform((value) => value ?? undefined),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuery>;

/** One submission of the review queue: the link, who sent it and for what. */
export const reviewItem = z
  .object({
    id: recordId,
    url: z.string(),
    points: count,
    created_at: isoTimestamp,
    user: z.object({ id: recordId, name: z.string(), email: z.string() }),
    course: z.object({ id: recordId, title: z.string() }),
    project: z.object({ id: recordId, name: z.string() }),
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = Json<typeof reviewItem>;

export const reviewQueueResponse = z.object({ submissions: z.array(reviewItem), meta: pageMeta.optional() });
export type ReviewQueueResponse = Json<typeof reviewQueueResponse>;

/** A removed submission as its student sees it in Manage Projects. */
export const submissionRemovalItem = z
  .object({
    id: recordId,
    project_name: z.string(),
    course_title: z.string(),
    url: z.string(),
    points: count,
    reason: z.string(),
    submitted_at: isoTimestamp,
    removed_at: isoTimestamp,
  })
  .meta({ id: 'SubmissionRemoval' });
export type SubmissionRemoval = Json<typeof submissionRemovalItem>;

export const submissionRemovalsResponse = z.object({ removals: z.array(submissionRemovalItem) });
export type SubmissionRemovalsResponse = Json<typeof submissionRemovalsResponse>;

/** Suspend / lift: the message and the student's state now. */
export const suspensionResponse = z.object({
  ...answerMessage,
  user: z.object({
    id: recordId,
    suspended_at: isoTimestamp.nullable(),
    suspension_reason: z.string().nullable(),
  }),
});
export type SuspensionResponse = Json<typeof suspensionResponse>;
