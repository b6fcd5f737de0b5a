/** A submission is a user's project (docs/product.md#entities: "user project"): one per user and project. */
import { z } from 'zod';
import { httpUrl, requiredId } from './fields.js';
import { answerMessage, count, isoTimestamp, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { pageMeta } from './paging.js';
import { projectItem } from './projects.js';

export const adminSubmissionAddSchema = z.object({
  user_id: requiredId(),
  project_id: requiredId(),
  url: httpUrl(),
});
export const adminSubmissionUpdateSchema = z.object({ id: requiredId(), url: httpUrl(), user_id: requiredId() });
export const adminSubmissionDeleteSchema = z.object({ user_id: requiredId(), project_id: requiredId() });
export type AdminSubmissionAddInput = z.output<typeof adminSubmissionAddSchema>;
export type AdminSubmissionUpdateInput = z.output<typeof adminSubmissionUpdateSchema>;
export type AdminSubmissionDeleteInput = z.output<typeof adminSubmissionDeleteSchema>;

export const studentSubmissionAddSchema = z.object({
  project_id: requiredId(VALIDATION.requiredLower),
  url: httpUrl(VALIDATION.requiredLower),
});
export const studentSubmissionUpdateSchema = z.object({ url: httpUrl(VALIDATION.requiredLower) });
export type StudentSubmissionInput = z.output<typeof studentSubmissionAddSchema>;
export type StudentSubmissionUpdateInput = z.output<typeof studentSubmissionUpdateSchema>;

/** A submission (a user's project) as every answer shows it, with its project and course. */
export const submissionItem = z
  .object({
    id: recordId,
    project_id: recordId,
    url: z.string(),
    created_at: isoTimestamp,
    project_name: z.string(),
    points_value: count,
    course_id: recordId,
    course_title: z.string(),
  })
  .meta({ id: 'Submission' });
export type Submission = Json<typeof submissionItem>;

/** Add and edit (admin and student): the message and the saved submission. */
export const submissionSavedResponse = z.object({ ...answerMessage, project: submissionItem });
export type SubmissionSavedResponse = Json<typeof submissionSavedResponse>;

/** The student's submissions, newest first (one page with `meta` when paged). */
export const submissionListResponse = z.object({ projects: z.array(submissionItem), meta: pageMeta.optional() });
export type SubmissionListResponse = Json<typeof submissionListResponse>;

/** The admin's screen of one user's projects. */
export const adminUserProjectsResponse = z.object({
  user: z.object({ id: recordId, name: z.string(), email: z.string() }),
  projects: z.array(submissionItem),
  available_projects: z.array(projectItem),
});
export type AdminUserProjectsResponse = Json<typeof adminUserProjectsResponse>;
