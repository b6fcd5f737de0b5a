import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { meKeys, statsKeys } from '../queryKeys';
import type { RankedDeveloper } from '../../../contracts/items';
import type { StandingResponse } from '../../../contracts/users';

/** GET /api/front/leaderboard: the top 100; a failed load is logged and gives an empty list. */
export function useLeaderboard() {
  return useQuery({
    queryKey: statsKeys.leaderboard(),
    queryFn: async (): Promise<RankedDeveloper[]> => {
      try {
        const data = await api.get<{ stats?: { top_developers?: RankedDeveloper[] } }>('/api/front/leaderboard');
        if (!Array.isArray(data?.stats?.top_developers)) throw new Error(FAILURE.invalidLeaderboard);
        return data.stats.top_developers;
      } catch (error) {
        console.error('Failed to load leaderboard', error);
        return [];
      }
    },
  });
}

/** GET /api/user/standing: the signed-in student's rank, points and points to pass (asked only when signed in). */
export function useStanding(signedIn: boolean) {
  return useQuery({
    queryKey: meKeys.standing(),
    queryFn: () => api.get<StandingResponse>('/api/user/standing'),
    enabled: signedIn,
  });
}
