/**
 * Long admin work answers 202 with a job (modules/jobs): these start it and poll it as the screens
 * do, so a test reads the job's outcome like the answer the call used to give.
 */
import type { App } from '../app.js';
import { asSpecified, call, type Json, type Reply } from './http.js';

const POLL_MS = 10;

/** The calls that answer 202 with a job. */
export const STARTS_A_JOB = /^\/api\/admin\/(import\/users|users\/bulk\/(enroll|achievement))$/;

/** Polls the job until it has finished (or `timeoutMs` passed); answers the job. */
export async function waitForJob(app: App, token: string, id: string, timeoutMs = 120_000): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call(app, 'GET', `/api/admin/jobs/${id}`, { token });
    if (reply.status !== 200) throw new Error(`job ${id}: ${reply.status} ${JSON.stringify(reply.body)}`);
    if (reply.body.status !== 'running') return reply.body;
    if (Date.now() > deadline) throw new Error(`job ${id} still running: ${JSON.stringify(reply.body)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Starts the work and waits for it: a refusal before the job (401, 404, 422, ...) is answered as it
 * came; a job's outcome as `{status: 200, body: result}` or `{status: error.status, body: {message, errors?}}`.
 */
export async function runJob(app: App, url: string, options: { token?: string; body: unknown }): Promise<Reply> {
  const started = await call(app, 'POST', url, options);
  return started.status === 202 ? outcomeOf(await waitForJob(app, options.token!, started.body.job.id)) : started;
}

/** A finished job as the answer its call used to give (its message's code checked, and left out unless `codes`, as `call` does). */
export function outcomeOf(job: Json, codes?: boolean): Reply {
  if (job.status === 'succeeded') return { status: 200, body: asSpecified(job.result, codes, `job ${job.id}`) };
  const { status, ...error } = job.error;
  return { status, body: asSpecified(error, codes, `job ${job.id}`) };
}
