/** A submission is a user's project (spec: "user project"): one per user and project. */
import { z } from 'zod';
import { httpUrl, requiredId } from './fields.js';
import { VALIDATION } from './messages.js';

export const adminSubmissionAddSchema = z.object({
  user_id: requiredId(),
  project_id: requiredId(),
  url: httpUrl(),
});
export const adminSubmissionUpdateSchema = z.object({ id: requiredId(), url: httpUrl(), user_id: requiredId() });
export const adminSubmissionDeleteSchema = z.object({ user_id: requiredId(), project_id: requiredId() });

export const studentSubmissionAddSchema = z.object({
  project_id: requiredId(VALIDATION.requiredLower),
  url: httpUrl(VALIDATION.requiredLower),
});
export const studentSubmissionUpdateSchema = z.object({ url: httpUrl(VALIDATION.requiredLower) });
export type StudentSubmissionInput = z.input<typeof studentSubmissionAddSchema>;
