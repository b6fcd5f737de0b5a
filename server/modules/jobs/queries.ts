import { and, desc, eq, gt, gte, inArray, isNotNull, lt, not, or, sql } from 'drizzle-orm';
import type { JobKind, JobStage } from '../../../contracts/jobs.js';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobOutcome = Pick<JobRow, 'status' | 'result' | 'error'>;

export async function insertJob(db: Executor, job: { id: string; kind: JobKind; adminId: number; createdAt: Date }) {
  await db.insert(jobs).values(job);
}

/** Progress of a job still running (a late write never overwrites its outcome). */
export async function saveProgress(db: Executor, id: string, progress: { stage: JobStage; done: number; total: number }) {
  await db
    .update(jobs)
    .set({ ...progress, heartbeatAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export async function saveOutcome(
  db: Executor,
  id: string,
  outcome: JobOutcome & Pick<JobRow, 'done' | 'total'> & { finishedAt: Date },
) {
  await db
    .update(jobs)
    .set({ ...outcome, stage: 'finished', heartbeatAt: outcome.finishedAt })
    .where(eq(jobs.id, id));
}

export async function touchJobs(db: Executor, ids: string[]) {
  await db.update(jobs).set({ heartbeatAt: new Date() }).where(inArray(jobs.id, ids));
}

/** Every job left `running`: on the embedded database only this process could have been running them. */
export async function failRunningJobs(db: Executor, error: unknown) {
  const now = new Date();
  await db.update(jobs).set({ status: 'failed', stage: 'finished', error, finishedAt: now }).where(eq(jobs.status, 'running'));
}

/** A job past its keeping: finished before `before`, or running with no heartbeat since then (its instance died). */
const expiredBefore = (before: Date) =>
  or(and(isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before)), lt(jobs.heartbeatAt, before))!;

/** The admin's job, unless it expired before `keptSince` (whether or not the purge has deleted it yet). */
export async function findJob(db: Executor, id: string, adminId: number, keptSince: Date) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.adminId, adminId), not(expiredBefore(keptSince))));
  return row;
}

export async function listJobs(db: Executor, adminId: number, since: Date, limit: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.adminId, adminId), gte(jobs.createdAt, since)))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

/** Deletes the jobs that expired before `before`, generated passwords and all. */
export async function deleteJobsBefore(db: Executor, before: Date) {
  await db.delete(jobs).where(expiredBefore(before));
}

/**
 * Empties the generated passwords of an import that succeeded and notes that they were forgotten;
 * whether it had any to erase (a second call erases nothing).
 */
export async function forgetPasswords(db: Executor, id: string): Promise<boolean> {
  const erased = await db
    .update(jobs)
    .set({ result: sql`${jobs.result} || jsonb_build_object('passwords', '[]'::jsonb, 'passwords_forgotten', true)` })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.kind, 'import'),
        eq(jobs.status, 'succeeded'),
        gt(sql`jsonb_array_length(${jobs.result} -> 'passwords')`, 0),
      ),
    )
    .returning({ id: jobs.id });
  return erased.length > 0;
}
