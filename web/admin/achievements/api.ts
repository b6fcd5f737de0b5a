import type { z } from 'zod';
import type { achievementCreateSchema, RulePreview, rulePreviewSchema } from '../../../contracts/achievements';
import type { RuleMetric } from '../../../contracts/constants';
import { api } from '../../api/client';

export type Achievement = {
  id: number;
  name: string;
  description: string;
  points: number;
  manual: 0 | 1;
  rule_metric: RuleMetric | null;
  rule_threshold: number | null;
  badge: string | null;
  users_count: number;
  created_at: string;
};
type Message = { message?: string };
export type AchievementValues = z.output<typeof achievementCreateSchema>;

export const RULE_METRIC_LABELS: Record<RuleMetric, string> = {
  projects_count: 'Projects Count',
  courses_count: 'Courses Count',
  project_points: 'Project Points',
  skills_count: 'Skills Count',
};

export const achievementsKey = ['achievements'];
export const fetchAchievements = () =>
  api.get<{ achievements: Achievement[] }>('/api/admin/achievements').then((response) => response.achievements);
export const addAchievement = (input: AchievementValues) =>
  api.post<Message & { achievement: Achievement }>('/api/admin/achievements', { ...input, manual: input.manual ? 1 : 0 });
/** The type is fixed on creation: an update never sends it. */
export const updateAchievement = ({ id, manual: _manual, ...input }: AchievementValues & { id: number }) =>
  api.put<Message & { achievement: Achievement }>(`/api/admin/achievements/${id}`, input);
export const deleteAchievement = ({ id }: { id: number }) => api.delete<Message>(`/api/admin/achievements/${id}`);
/** How many users would gain / lose an automatic achievement if this rule were saved (`id` absent for a new one). */
export const previewRule = (input: z.output<typeof rulePreviewSchema>) =>
  api.post<RulePreview>('/api/admin/achievements/preview', input);
