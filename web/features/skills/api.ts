import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAchievements } from '../achievements/api';
import type { Skill } from '../shared/types';

/** GET /api/front/skills: every skill. */
export function useAllSkills() {
  return useQuery({
    queryKey: ['skills', 'all'],
    queryFn: async () => (await api.get<{ skills: Skill[] }>('/api/front/skills')).skills ?? [],
  });
}

/** GET /api/front/user-skills: the student's skills. */
export function useMySkills() {
  return useQuery({
    queryKey: ['skills', 'mine'],
    queryFn: async () => (await api.get<{ skills: Skill[] }>('/api/front/user-skills')).skills ?? [],
    staleTime: 0,
  });
}

/** PUT /api/front/user-skills {skill_ids}; saving skills may unlock an achievement. */
export function useSaveSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillIds: number[]) =>
      api.put<{ message: string; skills: Skill[] }>('/api/front/user-skills', { skill_ids: skillIds }),
    onSuccess: (data) => {
      queryClient.setQueryData(['skills', 'mine'], data.skills);
      void queryClient.invalidateQueries({ queryKey: ['skills', 'all'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void refreshAchievements(queryClient);
    },
  });
}
