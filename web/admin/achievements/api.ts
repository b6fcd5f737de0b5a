import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AchievementCreateInput,
  achievementCreateSchema,
  AchievementListResponse,
  AchievementSavedResponse,
  AchievementUpdateInput,
  RulePreview,
  RulePreviewInput,
} from '../../../contracts/achievements';
import type { MessageResponse } from '../../../contracts/items';
import type { RuleMetric } from '../../../contracts/constants';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { achievementKeys, statsKeys, userFigures } from '../queryKeys';

export type { Achievement } from '../../../contracts/achievements';
export type AchievementValues = z.output<typeof achievementCreateSchema>;

export const RULE_METRIC_LABELS: Record<RuleMetric, string> = {
  projects_count: 'Projects Count',
  courses_count: 'Courses Count',
  project_points: 'Project Points',
  skills_count: 'Skills Count',
};

export const achievementsQuery = queryOptions({
  queryKey: achievementKeys.all,
  queryFn: () => api.get<AchievementListResponse>('/api/admin/achievements').then((response) => response.achievements),
  meta: { failure: FAILURE.fetchAchievements },
});

export const achievementMutations = {
  /** An automatic achievement is awarded at once to whoever meets its rule: users' points move. */
  add: mutationOptions({
    mutationFn: (input: AchievementCreateInput) =>
      api.post<AchievementSavedResponse>('/api/admin/achievements', { ...input, manual: input.manual ? 1 : 0 }),
    meta: { failure: FAILURE.saveAchievement, success: true, invalidates: userFigures },
  }),
  /** The type is fixed on creation: an update never sends it. A changed rule awards and withdraws. */
  update: mutationOptions({
    mutationFn: ({ id, manual: _manual, ...input }: AchievementUpdateInput & { id: number }) =>
      api.put<AchievementSavedResponse>(`/api/admin/achievements/${id}`, input),
    meta: { failure: FAILURE.saveAchievement, success: true, invalidates: userFigures },
  }),
  /** Refused once earned, so nobody's points move. */
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.delete<MessageResponse>(`/api/admin/achievements/${id}`),
    meta: { failure: FAILURE.deleteAchievement, success: true, invalidates: [achievementKeys.all, statsKeys.all] },
  }),
  /** How many users would gain / lose an automatic achievement if this rule were saved (`id` absent for a new one). */
  preview: mutationOptions({
    mutationFn: (input: RulePreviewInput) => api.post<RulePreview>('/api/admin/achievements/preview', input),
    meta: { failure: FAILURE.saveAchievement },
  }),
};
