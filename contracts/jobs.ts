/**
 * Long admin work run as a job (issue 21 item 1): a cohort import or a bulk action answers `202`
 * at once with the job; its progress and outcome are fetched with `GET /api/admin/jobs/{id}`
 * until it has finished. The outcome (an import's generated passwords included) is kept for
 * JOB_KEPT_HOURS, readable only by the admin who started the job. All or nothing stays the rule:
 * a job that fails, or a server stopped mid-job, applies nothing.
 */
import { z } from 'zod';
import { bulkResultResponse } from './bulk.js';
import { importResultResponse } from './cohorts.js';
import { answerMessage, errorResponse, isoTimestamp, type Json } from './items.js';

/** How long a finished job's outcome can be fetched. */
export const JOB_KEPT_HOURS = 24;
/** How often a screen asks for a running job's progress. */
export const JOB_POLL_MS = 1000;

export const JOB_KINDS = ['import', 'bulk_enroll', 'bulk_achievement'] as const;
export const jobKind = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKind>;

/** `running` until the job ends; then `succeeded` (with `result`) or `failed` (with `error`). */
export const jobStatus = z.enum(['running', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof jobStatus>;

/**
 * What the job is doing now: `queued` (waiting for another job of this server to end), `hashing`
 * (an import's passwords: `done` of `total` rows hashed), `applying` (the one transaction:
 * `total` users or rows, `done` is 0 until it commits), `finished`.
 */
export const jobStage = z.enum(['queued', 'hashing', 'applying', 'finished']);
export type JobStage = z.infer<typeof jobStage>;

export const jobItem = z
  .object({
    id: z.string(),
    kind: jobKind,
    status: jobStatus,
    stage: jobStage,
    done: z.number().int(),
    total: z.number().int(),
    created_at: isoTimestamp,
    finished_at: isoTimestamp.nullable(),
    /** The answer the work gave when it succeeded: an import's or a bulk action's result. */
    result: z.union([importResultResponse, bulkResultResponse]).nullable(),
    /** The refusal when it failed, as the API answers refusals, with its HTTP status (409, 422, 404, 500...). */
    error: errorResponse.extend({ status: z.number().int() }).nullable(),
    /** Addition (issue 43): an import's invitations, how many of those it queued were delivered; null for any other job or none. */
    deliveries: z.object({ sent: z.number().int(), total: z.number().int() }).nullable(),
  })
  .meta({ id: 'Job' });
export type Job = Json<typeof jobItem>;

/** `202` of every call that starts a job. */
export const jobStartedResponse = z.object({ ...answerMessage, job: jobItem });
export type JobStarted = Json<typeof jobStartedResponse>;

/** `GET /api/admin/jobs`: the signed-in admin's jobs of the last JOB_KEPT_HOURS, newest first. */
export const jobListResponse = z.object({ data: z.array(jobItem) });
export type JobList = Json<typeof jobListResponse>;

/** The jobs' messages live with the other admin messages (contracts/message-codes.ts reads them there). */
export { JOBS } from './admin-messages.js';

/** A job id that is not a UUID names no job: 404 like an unknown one. */
export const jobIdParams = z.object({ id: z.string() });
