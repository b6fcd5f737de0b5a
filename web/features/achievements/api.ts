import { useMutation, useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { achievementKeys } from '../queryKeys';
import type { Achievement, Award } from '../shared/types';

export type AchievementProgress = Achievement & { users_earned: number; total_users: number; progress: number; earned: boolean };

/** GET /api/front/achievements (earned is personal when a student token is sent). */
export function useAchievements() {
  return useQuery({
    queryKey: achievementKeys.list(),
    queryFn: async () => (await api.get<{ achievements: AchievementProgress[] }>('/api/front/achievements')).achievements ?? [],
    meta: { failure: FAILURE.loadAchievements, failureIsFixed: true },
  });
}

/** GET /api/achievements/unread: the popup's data; checked again on every screen change. */
export function useUnreadAchievements() {
  return useQuery({
    queryKey: achievementKeys.unread(),
    queryFn: () => api.get<{ hasUnread: boolean; achievements: Award[] }>('/api/achievements/unread'),
    staleTime: 0,
  });
}

/** POST /api/achievements/read: "Awesome!" marks the shown ones as read. */
export function useMarkAchievementsRead() {
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ message: string }>('/api/achievements/read', { ids }),
    meta: { invalidates: [achievementKeys.unread()] },
  });
}
