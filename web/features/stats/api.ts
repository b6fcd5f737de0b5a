import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { statsKeys } from '../queryKeys';
import type { Developer, Project, PublicUser } from '../shared/types';

export type LatestAchievement = {
  id: number;
  earned_at: string;
  user: { id: number; name: string; avatar: string | null };
  achievement: { id: number; name: string; description: string; points: number; badge: string | null };
};

export type FrontStats = {
  total_users: number;
  total_courses: number;
  total_projects: number;
  total_points_earned: number;
  top_developers: Developer[];
  latest_users: PublicUser[];
  latest_projects: Project[];
  latest_achievements: LatestAchievement[];
};

/** A failed or missing load resets every count to 0 and leaves the lists empty (spec section 4). */
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
 * GET /api/front/stats; failures are logged only (spec section 8), never toasted. The query still
 * fails, so each screen decides: the stats page reads it as EMPTY_STATS (spec section 4), the
 * homepage says it could not load rather than claiming the academy is empty.
 */
export function useFrontStats() {
  return useQuery({
    queryKey: statsKeys.front(),
    queryFn: async (): Promise<FrontStats> => {
      try {
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
