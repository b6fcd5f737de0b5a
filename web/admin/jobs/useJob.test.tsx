import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS, type Job } from '../../../contracts/jobs';
import { renderScreen, stubFetch } from '../../test/render';
import { userKeys } from '../queryKeys';
import { JobProgress } from './JobProgress';
import { useJob } from './useJob';

const job = (fields: Partial<Job>): Job => ({
  id: 'job-7',
  kind: 'import',
  status: 'running',
  stage: 'hashing',
  done: 0,
  total: 3000,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  result: null,
  error: null,
  deliveries: null,
  ...fields,
});

function Watch({ id }: { id: string }) {
  const { data } = useJob(id);
  return data?.status === 'running' ? <JobProgress job={data} /> : <p>{data?.result?.message ?? data?.error?.message}</p>;
}

describe('job progress', () => {
  it('is a determinate bar named by its figures while hashing, an indeterminate one that says so otherwise', () => {
    const { rerender } = renderScreen(<JobProgress job={job({ done: 1200 })} />);
    const bar = screen.getByRole('progressbar', { name: 'Hashing Passwords: 1,200 Of 3,000' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '1,200 of 3,000');

    rerender(<JobProgress job={job({ stage: 'applying', kind: 'bulk_enroll', total: 20000 })} />);
    const applying = screen.getByRole('progressbar', { name: 'Applying The Changes To 20,000 Users (All Or Nothing)…' });
    expect(applying).not.toHaveAttribute('aria-valuenow');
  });
});

describe('useJob', () => {
  it('asks for a running job every JOB_POLL_MS until it has finished, then refreshes the lists and toasts the outcome once', async () => {
    const answers = [
      job({ done: 1000 }),
      job({ stage: 'applying', done: 0 }),
      job({
        status: 'succeeded',
        stage: 'finished',
        done: 3000,
        finished_at: '2026-11-26T10:01:00.000Z',
        result: {
          message: 'Import Done: 3,000 Created',
          created: 3000,
          updated: 0,
          enrolled: 0,
          unchanged: 0,
          invited: 0,
          passwords: [],
        },
      }),
    ];
    const { fetch, calls } = stubFetch(() => ({ body: answers[Math.min(calls.length - 1, answers.length - 1)] }));
    vi.stubGlobal('fetch', fetch);
    const started = Date.now();
    const { queryClient } = renderScreen(<Watch id="job-7" />);
    queryClient.setQueryData(userKeys.all, { data: [] });

    expect(await screen.findByRole('progressbar', { name: 'Hashing Passwords: 1,000 Of 3,000' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: /^Applying The Changes To 3,000 Rows/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Import Done: 3,000 Created')).toHaveLength(2), { timeout: 4 * JOB_POLL_MS });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * JOB_POLL_MS - 100);
    expect(calls.every(({ url }) => url === '/api/admin/jobs/job-7')).toBe(true);
    expect(queryClient.getQueryState(userKeys.all)?.isInvalidated).toBe(true);

    // Finished: never asked again, and the toast (the second copy of the message) came once.
    await new Promise((resolve) => setTimeout(resolve, 1.5 * JOB_POLL_MS));
    expect(calls).toHaveLength(3);
    expect(screen.getAllByText('Import Done: 3,000 Created')).toHaveLength(2);
  });
});
