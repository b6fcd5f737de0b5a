import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient';
import { useAddSubmission } from '../submissions/api';
import { userKeys } from '../queryKeys';
import { stubFetch } from '../../test/render';
import { useUserActivity } from './api';

const activity = { since: '2025-03-11T00:00:00.000Z', starting_points: 0, submissions: [], achievements: [] };

function setup(status = 200) {
  const notify = vi.fn();
  const queryClient = createQueryClient(notify);
  const { fetch, calls } = stubFetch((url) =>
    url.endsWith('/activity')
      ? { status, body: status === 200 ? { activity } : { message: 'Not Found' } }
      : { body: { message: 'Saved' } },
  );
  vi.stubGlobal('fetch', fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, calls, notify, wrapper };
}

describe('useUserActivity', () => {
  it("asks for the developer's year of work", async () => {
    const { calls, wrapper } = setup();
    const { result } = renderHook(() => useUserActivity('7'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ activity }));
    expect(calls.map((call) => call.url)).toEqual(['/api/users/user/7/activity']);
  });

  it('fails without a toast (the section says so itself)', async () => {
    const { notify, wrapper } = setup(404);
    const { result } = renderHook(() => useUserActivity('7'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(notify).not.toHaveBeenCalled();
  });

  it("is refreshed with the profile after the student's own submission", async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(userKeys.profile('7'), { user: {} });
    queryClient.setQueryData(userKeys.activity('7'), { activity });
    const { result } = renderHook(() => useAddSubmission(), { wrapper });
    await act(() => result.current.mutateAsync({ project_id: 1, url: 'https://github.com/mona/app' }));
    expect(queryClient.getQueryState(userKeys.profile('7'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userKeys.activity('7'))?.isInvalidated).toBe(true);
  });
});
