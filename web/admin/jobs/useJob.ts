import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobKind } from '../../../contracts/jobs';
import { isRunning, jobQuery, recentJobsQuery, showJob, type Job } from './api';

/** One job, polled while it runs (nothing while `id` is undefined). */
export function useJob(id: string | undefined) {
  return useQuery({ ...jobQuery(id ?? ''), enabled: id !== undefined });
}

/**
 * The job a screen shows. With `resume`, also the signed-in admin's recent jobs of these kinds
 * (asked afresh when the screen opens: undefined until then), so staff can leave a running job
 * and come back: the newest running one is shown again when the screen opens. (The list carries
 * every outcome of the day, an import's passwords included: only the screen that offers them asks.)
 */
export function useShownJob(kinds: readonly JobKind[], resume: boolean) {
  const client = useQueryClient();
  const recent = useQuery({ ...recentJobsQuery, enabled: resume });
  const jobs = recent.isFetchedAfterMount ? recent.data?.data.filter((job) => kinds.includes(job.kind)) : undefined;
  const [shownId, setShownId] = useState<string>();
  const [resumed, setResumed] = useState(false);
  if (!resumed && jobs) {
    setResumed(true);
    const running = jobs.find(isRunning);
    if (running && shownId === undefined) setShownId(running.id);
  }
  const show = (job: Job | undefined) => {
    if (job) showJob(client, job);
    setShownId(job?.id);
  };
  return { shownId, show, recent: jobs };
}
