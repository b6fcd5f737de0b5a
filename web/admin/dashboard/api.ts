import { queryOptions } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { AdminStatsResponse } from '../../../contracts/stats';
import { api } from '../../api/client';
import { statsKeys } from '../queryKeys';

export type { AdminStats } from '../../../contracts/stats';

/** The six figures; refetched on every visit (other screens move them). A failure toasts the fixed message. */
export const statsQuery = queryOptions({
  queryKey: statsKeys.all,
  queryFn: () => api.get<AdminStatsResponse>('/api/admin/stats').then((response) => response.stats),
  staleTime: 0,
  meta: { failure: FAILURE.loadDashboard, failureIsFixed: true },
});
