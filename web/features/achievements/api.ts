import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Achievement, Award } from '../shared/types';

export type AchievementProgress = Achievement & { users_earned: number; total_users: number; progress: number; earned: boolean };

export const achievementKeys = {
  list: ['achievements', 'list'] as const,
  unread: ['achievements', 'unread'] as const,
  mine: ['achievements', 'mine'] as const,
};

/** GET /api/front/achievements (earned is personal when a student token is sent). */
export function useAchievements() {
  return useQuery({
    queryKey: achievementKeys.list,
    queryFn: async () => (await api.get<{ achievements: AchievementProgress[] }>('/api/front/achievements')).achievements ?? [],
  });
}

/** GET /api/achievements/unread: the popup's data; checked again on every screen change. */
export function useUnreadAchievements() {
  return useQuery({
    queryKey: achievementKeys.unread,
    queryFn: () => api.get<{ hasUnread: boolean; achievements: Award[] }>('/api/achievements/unread'),
    staleTime: 0,
  });
}

/** POST /api/achievements/read: "Awesome!" marks the shown ones as read. */
export function useMarkAchievementsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ message: string }>('/api/achievements/read', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: achievementKeys.unread }),
  });
}

/** After anything that may award an achievement, look for new ones at once. */
export function refreshAchievements(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({ queryKey: ['achievements'] });
}
