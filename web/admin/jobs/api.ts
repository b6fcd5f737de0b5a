import {
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  JOB_KEPT_HOURS,
  JOB_POLL_MS,
  JOBS,
  type Job,
  type JobKind,
  type JobList,
  type JobStarted,
} from '../../../contracts/jobs';
import { BULK, COHORTS } from '../../../contracts/admin-messages';
import type { MessageResponse } from '../../../contracts/items';
import { api } from '../../api/client';
import { toast } from '../../components/Toasts';
import { auditKeys, jobKeys, paymentKeys, userFigures } from '../queryKeys';

export type { Job } from '../../../contracts/jobs';

/** What each kind of job changes (the keys it makes stale once it ends), and its failure toast when the job names no reason. */
const KINDS: Record<JobKind, { invalidates: readonly QueryKey[]; failure: string }> = {
  import: { invalidates: userFigures, failure: COHORTS.importFailed },
  bulk_enroll: { invalidates: [...userFigures, auditKeys.all, paymentKeys.all], failure: BULK.enrollFailed },
  bulk_achievement: { invalidates: [...userFigures, auditKeys.all, paymentKeys.all], failure: BULK.giveFailed },
};

export const isRunning = (job: Job | undefined) => job?.status === 'running';

/**
 * A job seen ending: the lists it changed refresh; when this tab watched it run, its outcome is
 * toasted (once per job, whichever screens show it).
 */
function ended(client: QueryClient, job: Job, watched: boolean) {
  const { invalidates, failure } = KINDS[job.kind];
  for (const queryKey of [...invalidates, jobKeys.recent]) void client.invalidateQueries({ queryKey });
  if (!watched) return;
  if (job.result) toast(job.result.message, 'success');
  else toast(job.error?.message || failure, 'error');
}

/**
 * One job, asked for every JOB_POLL_MS while it runs (also while no dialog shows it, as long as a
 * screen uses it); a finished job never changes, so it is not asked again.
 */
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: async ({ client, queryKey }) => {
      const before = client.getQueryData<Job>(queryKey);
      const job = await api.get<Job>(`/api/admin/jobs/${encodeURIComponent(id)}`);
      if (!isRunning(job) && (!before || isRunning(before))) ended(client, job, isRunning(before));
      return job;
    },
    refetchInterval: (query) => (query.state.status !== 'error' && isRunning(query.state.data) ? JOB_POLL_MS : false),
    staleTime: (query) => (isRunning(query.state.data) ? 0 : Infinity),
    // The outcome stays as long as the server keeps it, for a screen that comes back to it.
    gcTime: JOB_KEPT_HOURS * 3_600_000,
    retry: 2,
    meta: { failure: JOBS.fetchFailed },
  });

/** The signed-in admin's jobs of the last JOB_KEPT_HOURS, newest first (asked afresh whenever a screen opens). */
export const recentJobsQuery = queryOptions({
  queryKey: jobKeys.recent,
  queryFn: () => api.get<JobList>('/api/admin/jobs'),
  staleTime: 0,
  meta: { failure: JOBS.fetchFailed },
});

/**
 * The `mutationFn` of a call that answers `202` with a job: the job goes into the cache, so its
 * progress shows at once, and the mutation's data is the job.
 */
export const startJob =
  <T>(path: string) =>
  async (input: T, { client }: MutationFunctionContext) => {
    const { job } = await api.post<JobStarted>(path, input);
    client.setQueryData(jobKeys.one(job.id), job);
    void client.invalidateQueries({ queryKey: jobKeys.recent });
    return job;
  };

/** A job from a list, into the cache (a finished one is then shown without asking again). */
export const showJob = (client: QueryClient, job: Job) => {
  if (!client.getQueryData(jobKeys.one(job.id))) client.setQueryData(jobKeys.one(job.id), job);
};

/**
 * Forget These Passwords: the server erases an import's generated passwords at once; the job is
 * asked again before the call ends, so the screen shows them gone.
 */
export const forgetPasswordsMutation = mutationOptions({
  mutationFn: async (id: string, { client }: MutationFunctionContext) => {
    const answer = await api.delete<MessageResponse>(`/api/admin/jobs/${encodeURIComponent(id)}/passwords`);
    await client.invalidateQueries({ queryKey: jobKeys.one(id) });
    return answer;
  },
  meta: { success: true, failure: JOBS.forgetFailed, invalidates: [jobKeys.recent] },
});
