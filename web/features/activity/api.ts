import { useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '../../../contracts/activity';
import { api } from '../../api/client';
import { userKeys } from '../queryKeys';

/**
 * GET /api/users/user/{id}/activity: a developer's dated rows of the last year. A failure is the
 * section's own short message, no toast (no `meta.failure`).
 */
export function useUserActivity(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.activity(id),
    queryFn: () => api.get<ActivityResponse>(`/api/users/user/${id}/activity`),
    enabled: Boolean(id),
  });
}
