import { queryOptions } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { statsKeys } from '../queryKeys';

export type AdminStats = {
  total_users: number;
  total_courses: number;
  total_projects: number;
  total_achievements: number;
  total_enrollments: number;
  total_revenue: number;
};

/** The six figures; refetched on every visit (other screens move them). A failure toasts the fixed message. */
export const statsQuery = queryOptions({
  queryKey: statsKeys.all,
  queryFn: () => api.get<{ stats: AdminStats }>('/api/admin/stats').then((response) => response.stats),
  staleTime: 0,
  meta: { failure: FAILURE.loadDashboard, failureIsFixed: true },
});
