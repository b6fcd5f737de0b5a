/**
 * Long admin work run as a job (issue 21 item 1, docs/decisions.md "Long admin writes are jobs").
 * `start` answers at once; the work runs afterwards in this process, one job at a time (each is
 * one big transaction: two at once would only share the same cores and locks). While a job runs
 * its progress lives in memory here, so a poll on this instance needs no database (the embedded
 * database's one connection is busy inside the job's transaction); the start, each stage, the
 * progress (at most every PROGRESS_SAVE_MS) and the outcome are saved to the `jobs` table, where
 * other instances and a restarted server read them. Closing the app aborts running jobs: the work
 * stops between steps and before its transaction commits, so it applies nothing. A job is kept
 * JOB_KEPT_HOURS after it finished: past that no call answers it, and the purge (at start, then
 * every PURGE_EVERY_MS) deletes it, an import's generated passwords with it (issue 43 item 1).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { JOB_KEPT_HOURS, JOBS, type jobItem, type JobKind, type JobStage } from '../../../contracts/jobs.js';
import type { Database } from '../../db/client.js';
import { declareChanges } from '../../freshness/changes.js';
import { conflict, HttpError } from '../../http-errors.js';
import { errorAnswer } from '../../plugins/errors.js';
import { codedMessage } from '../../plugins/message-codes.js';
import { runPeriodically } from '../../plugins/periodic.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { deliveriesOfJobs } from '../mail/queries.js';
import * as q from './queries.js';

export type JobView = z.output<typeof jobItem>;
type Outcome = Pick<JobView, 'status' | 'result' | 'error'>;

/** What a job's work is handed: where to report progress, and the signal that stops it. */
export type JobControl = {
  id: string;
  report: (stage: Exclude<JobStage, 'queued' | 'finished'>, done: number, total: number) => void;
  /** Aborted when the server closes: check it between steps and before a transaction commits. */
  signal: AbortSignal;
};
export type JobWork = (job: JobControl) => Promise<NonNullable<JobView['result']>>;

const PROGRESS_SAVE_MS = 2_000;
const HEARTBEAT_MS = 15_000;
/** A running job whose instance has not touched it for this long died with its instance. */
export const STALE_MS = 60_000;
const LIST_LIMIT = 50;
const KEPT_MS = JOB_KEPT_HOURS * 3_600_000;
/** How often expired jobs are deleted: a job outlives its JOB_KEPT_HOURS in the table by at most this (no call answers it meanwhile). */
export const PURGE_EVERY_MS = 3_600_000;
/** 503: the server stopped under the job; nothing was applied. */
const INTERRUPTED = { status: 503, ...codedMessage(JOBS.interrupted) };

type Live = Omit<JobView, 'deliveries'> & { adminId: number; controller: AbortController; saved: Promise<void>; savedAt: number };

const view = ({ adminId: _a, controller: _c, saved: _s, savedAt: _t, ...job }: Live) => ({ ...job });

/** A saved job; `running` with no heartbeat for STALE_MS (its instance died) reads as interrupted. */
function viewOfRow(row: q.JobRow): Omit<JobView, 'deliveries'> {
  const stale = row.status === 'running' && Date.now() - row.heartbeatAt.getTime() > STALE_MS;
  return {
    id: row.id,
    kind: row.kind,
    status: stale ? 'failed' : row.status,
    stage: stale ? 'finished' : row.stage,
    done: row.done,
    total: row.total,
    created_at: row.createdAt,
    finished_at: stale ? row.heartbeatAt : row.finishedAt,
    result: stale ? null : (row.result as JobView['result']),
    error: stale ? INTERRUPTED : (row.error as JobView['error']),
  };
}

/** Adds the invitation deliveries of saved imports (a running job has queued none yet). */
async function withDeliveries(
  db: Database,
  jobs: Omit<JobView, 'deliveries'>[],
  running: ReadonlySet<string>,
): Promise<JobView[]> {
  const imports = jobs.filter((job) => job.kind === 'import' && !running.has(job.id)).map((job) => job.id);
  const deliveries = await deliveriesOfJobs(db, imports);
  return jobs.map((job) => ({ ...job, deliveries: deliveries.get(job.id) ?? null }));
}

/** An import's result once its generated passwords were forgotten. */
const withoutPasswords = (result: NonNullable<JobView['result']>) =>
  'passwords' in result ? { ...result, passwords: [], passwords_forgotten: true } : result;

/** A refusal the work threw is the job's error as its route would have answered it (plugins/errors.ts). */
function errorOf(error: unknown, aborted: boolean, log: FastifyBaseLogger): NonNullable<JobView['error']> {
  if (aborted) return INTERRUPTED;
  const { status, body } = errorAnswer(error as FastifyError, log);
  const { message, code, params, errors } = body;
  return { status, message, ...(code && { code }), ...(params && { params }), ...(errors && { errors }) };
}

export type JobRunnerOptions = {
  log: FastifyBaseLogger;
  /** PostgreSQL, where other instances read the jobs this one runs (heartbeats are written). */
  shared: boolean;
};

export function createJobRunner(db: Database, { log, shared }: JobRunnerOptions) {
  const live = new Map<string, Live>();
  let queue = Promise.resolve();
  let heartbeat: NodeJS.Timeout | undefined;
  const cutoff = () => new Date(Date.now() - KEPT_MS);
  /** A job this instance still holds (its outcome unsaved) expires as a saved one does. */
  const expired = (job: Live) => job.finished_at !== null && job.finished_at < cutoff();

  /** Writes run one after another per job; a failed write is logged, the job goes on. */
  const save = (job: Live, write: () => Promise<void>) => {
    job.saved = job.saved.then(write).catch((error: unknown) => log.warn({ err: error, job: job.id }, 'could not save a job'));
  };

  const report = (job: Live, stage: JobStage, done: number, total: number) => {
    const moved = stage !== job.stage;
    Object.assign(job, { stage, done, total });
    if (!moved && Date.now() - job.savedAt < PROGRESS_SAVE_MS) return;
    job.savedAt = Date.now();
    save(job, () => q.saveProgress(db, job.id, { stage: job.stage, done: job.done, total: job.total }));
  };

  /** The outcome shows once saved, so every instance answers it alike (the work's commit already made answers fresh). */
  const finish = async (job: Live, outcome: Outcome) => {
    const done = outcome.status === 'succeeded' ? job.total : job.done;
    const finished = { ...outcome, stage: 'finished' as const, finished_at: new Date(), done };
    await job.saved;
    try {
      await q.saveOutcome(db, job.id, { ...outcome, done, total: job.total, finishedAt: finished.finished_at });
      live.delete(job.id);
    } catch (error) {
      // Kept in memory: this instance still answers the outcome (until the server stops).
      log.error({ err: error, job: job.id }, 'could not save the outcome of a job');
    }
    Object.assign(job, finished);
  };

  const run = async (job: Live, work: JobWork) => {
    const { signal } = job.controller;
    try {
      signal.throwIfAborted();
      const result = await work({ id: job.id, report: (stage, done, total) => report(job, stage, done, total), signal });
      await finish(job, { status: 'succeeded', result, error: null });
    } catch (error) {
      await finish(job, { status: 'failed', result: null, error: errorOf(error, signal.aborted, log) });
    }
  };

  const get = async (adminId: number, id: string) => {
    const job = live.get(id);
    if (job && job.adminId === adminId && !expired(job)) return view(job);
    if (job) throw new HttpError(404, JOBS.notFound);
    const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
      ? await q.findJob(db, id.toLowerCase(), adminId, cutoff())
      : undefined;
    if (!row) throw new HttpError(404, JOBS.notFound);
    return viewOfRow(row);
  };

  return {
    /** Queues the work and answers the `202` at once (after the job's row is saved, on PostgreSQL). */
    async start(kind: JobKind, adminId: number, work: JobWork) {
      const job: Live = {
        id: randomUUID(),
        kind,
        status: 'running',
        stage: 'queued',
        done: 0,
        total: 0,
        created_at: new Date(),
        finished_at: null,
        result: null,
        error: null,
        adminId,
        controller: new AbortController(),
        saved: Promise.resolve(),
        savedAt: Date.now(),
      };
      live.set(job.id, job);
      save(job, () => q.insertJob(db, { id: job.id, kind, adminId, createdAt: job.created_at }));
      // setImmediate: the work begins once the 202 has been written, never inside the request.
      queue = queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => run(job, work));
      // Another instance may be asked next; the embedded database may be busy with the job before this one.
      if (shared) await job.saved;
      return { message: JOBS.started, job: { ...view(job), deliveries: null } };
    },

    /** The admin's own job (404 for anyone else's, an expired or unknown one, or an id that is not a UUID). */
    async get(adminId: number, id: string) {
      const [job] = await withDeliveries(db, [await get(adminId, id)], new Set(live.keys()));
      return job;
    },

    /** The admin's jobs of the last JOB_KEPT_HOURS, newest first. */
    async list(adminId: number) {
      const rows = await q.listJobs(db, adminId, cutoff(), LIST_LIMIT);
      const saved = new Set(rows.map((row) => row.id));
      const unsaved = [...live.values()].filter((job) => job.adminId === adminId && !saved.has(job.id) && !expired(job));
      const jobs = [...unsaved.map(view), ...rows.map((row) => (live.has(row.id) ? view(live.get(row.id)!) : viewOfRow(row)))];
      const newest = jobs.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, LIST_LIMIT);
      return { data: await withDeliveries(db, newest, new Set(live.keys())) };
    },

    /**
     * Forget These Passwords: erases a finished import's generated passwords from its outcome at
     * once, leaving an audit line; a job with none left to erase answers the same and writes nothing.
     */
    async forgetPasswords(actor: AdminActor, id: string) {
      const job = await get(actor.id, id);
      if (job.status === 'running') throw conflict(JOBS.stillRunning);
      const { result } = job;
      if (!result || !('passwords' in result) || !result.passwords.length) return { message: JOBS.passwordsForgotten };
      const held = live.get(job.id);
      if (held) held.result = withoutPasswords(result);
      await db.transaction(async (tx) => {
        // The job's outcome and an audit line: nothing any public answer shows.
        declareChanges(tx);
        if (!(await q.forgetPasswords(tx, job.id))) return;
        await recordAudit(tx, actor, {
          action: 'forget_passwords',
          entity: 'user',
          summary: `Forgot the generated passwords of ${result.passwords.length} students imported ${job.created_at.toISOString()}`,
          after: { job: job.id, passwords: result.passwords.length },
        });
      });
      return { message: JOBS.passwordsForgotten };
    },

    /** Deletes the jobs kept past JOB_KEPT_HOURS (runs periodically on every instance: one DELETE). */
    purge: () => q.deleteJobsBefore(db, cutoff()),

    /** At start, on the embedded database (one process): a job left running was interrupted. */
    async open() {
      if (!shared) await q.failRunningJobs(db, INTERRUPTED);
      if (shared) {
        heartbeat = setInterval(() => {
          const ids = [...live.keys()];
          if (ids.length) q.touchJobs(db, ids).catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed'));
        }, HEARTBEAT_MS);
        heartbeat.unref();
      }
    },

    /** Aborts every job of this instance and waits until each has rolled back and saved its outcome. */
    async close() {
      clearInterval(heartbeat);
      for (const job of live.values()) job.controller.abort();
      await queue;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

async function jobsPlugin(app: FastifyInstance) {
  const runner = createJobRunner(app.db, {
    log: app.log,
    shared: Boolean(app.config.databaseUrl),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.open());
  app.addHook('onClose', () => runner.close());
  runPeriodically(app, PURGE_EVERY_MS, runner.purge, 'could not delete expired jobs');
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['context'] });
