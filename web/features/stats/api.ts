import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { FrontStats } from '../../../contracts/stats';
import { api } from '../../api/client';
import { statsKeys } from '../queryKeys';

/** A failed or missing load resets every count to 0 and leaves the lists empty (docs/product.md#flows). */
export const EMPTY_STATS: FrontStats = {
  total_users: 0,
  total_courses: 0,
  total_projects: 0,
  total_points_earned: 0,
  top_developers: [],
  latest_users: [],
  latest_projects: [],
  latest_achievements: [],
};

/**
 * GET /api/front/stats; failures are logged only (docs/product.md#failures), never toasted. The query still
 * fails, so each screen decides: the stats page reads it as EMPTY_STATS (docs/product.md#flows), the
 * homepage says it could not load rather than claiming the academy is empty.
 */
export function useFrontStats() {
  return useQuery({
    queryKey: statsKeys.front(),
    queryFn: async (): Promise<FrontStats> => {
      try {
        // A partial or missing answer is read as zeros and empty lists, never trusted blindly.
        const data = await api.get<{ stats?: Partial<FrontStats> }>('/api/front/stats');
        if (!data?.stats) throw new Error(FAILURE.noStats);
        return { ...EMPTY_STATS, ...data.stats };
      } catch (error) {
        console.error('Failed to load stats', error);
        throw error;
      }
    },
  });
}
