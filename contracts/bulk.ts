/**
 * Bulk actions of the admin Users table (issue 14 item 2): enroll many users in a course, or give
 * them a manual achievement. The users are either listed (`user_ids`) or "every user matching
 * this search" (`search`, the Users table's own search; blank: every user), at most
 * MAX_BULK_USERS either way. The answer says how many changed and lists every refused user
 * with the reason.
 */
import { z } from 'zod';
import { giveAchievementSchema } from './achievements.js';
import { MAX_TEXT_LENGTH } from './constants.js';
import { enrollmentFields } from './enrollments.js';
import { idList } from './fields.js';
import { answerMessage, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { BULK } from './admin-messages.js';

/** The most users one bulk action takes (listed or matched by a search). */
export const MAX_BULK_USERS = 100_000;

const targets = z.object({
  user_ids: idList(MAX_BULK_USERS).min(1, { error: VALIDATION.required }).optional(),
  search: z.string({ error: VALIDATION.text }).trim().max(MAX_TEXT_LENGTH, { error: VALIDATION.tooLong }).optional(),
});

/** Exactly one way of naming the users. */
const oneTarget = (body: z.output<typeof targets>) => (body.user_ids === undefined) !== (body.search === undefined);
const oneTargetIssue = { error: BULK.noTargets, path: ['user_ids'] };

export const bulkEnrollSchema = enrollmentFields.extend(targets.shape).refine(oneTarget, oneTargetIssue);
export const bulkAchievementSchema = giveAchievementSchema.extend(targets.shape).refine(oneTarget, oneTargetIssue);

export const bulkRefusal = z.object({
  user_id: recordId,
  /** null when the user does not exist (any more). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  reason: z.string(),
});

export const bulkResultResponse = z
  .object({
    ...answerMessage,
    /** Distinct users the action was asked for (a listed id counts once). */
    requested: z.number().int(),
    /** Users it changed: enrolled, or given the achievement. */
    changed: z.number().int(),
    refused: z.array(bulkRefusal),
  })
  .meta({ id: 'BulkResult' });

export type BulkEnrollInput = z.output<typeof bulkEnrollSchema>;
export type BulkAchievementInput = z.output<typeof bulkAchievementSchema>;
export type BulkResult = Json<typeof bulkResultResponse>;
export type BulkRefusal = Json<typeof bulkRefusal>;
