import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  MarkReadInput,
  NextStepsResponse,
  PublicAchievementsResponse,
  UnreadAchievementsResponse,
} from '../../../contracts/achievements';
import type { MessageResponse } from '../../../contracts/items';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { tellOtherTabs } from '../live/tabs';
import { achievementKeys, notificationKeys } from '../queryKeys';

/** GET /api/front/achievements (earned is personal when a student token is sent). */
export function useAchievements() {
  return useQuery({
    queryKey: achievementKeys.list(),
    queryFn: async () => (await api.get<PublicAchievementsResponse>('/api/front/achievements')).achievements,
    meta: { failure: FAILURE.loadAchievements, failureIsFixed: true },
  });
}

/** GET /api/achievements/unread: the popup's data; checked again on every screen change. */
export function useUnreadAchievements() {
  return useQuery({
    queryKey: achievementKeys.unread(),
    queryFn: () => api.get<UnreadAchievementsResponse>('/api/achievements/unread'),
    staleTime: 0,
  });
}

/**
 * POST /api/achievements/read: "Awesome!" marks the shown ones as read, and the server their
 * notifications with them: the bell's count and list are asked again, in the other tabs too (their
 * popup closes).
 */
export function useMarkAchievementsRead() {
  return useMutation({
    mutationFn: (ids: number[]) => api.post<MessageResponse>('/api/achievements/read', { ids } satisfies MarkReadInput),
    onSuccess: () => tellOtherTabs({ kind: 'read' }),
    meta: { invalidates: [achievementKeys.unread(), notificationKeys.all] },
  });
}

/** GET /api/user/achievements/progress: the signed-in student's unearned automatic achievements, closest first. */
export function useNextSteps(signedIn: boolean) {
  return useQuery({
    queryKey: achievementKeys.nextSteps(),
    queryFn: async () => (await api.get<NextStepsResponse>('/api/user/achievements/progress')).achievements,
    enabled: signedIn,
  });
}
