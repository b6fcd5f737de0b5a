import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { SUCCESS } from '../../../contracts/form-messages';
import type { SkillListResponse, UserSkillsInput, UserSkillsSavedResponse } from '../../../contracts/skills';
import { api } from '../../api/client';
import type { OwnProfile } from '../../../contracts/users';
import { achievementKeys, meKeys, skillKeys, userKeys } from '../queryKeys';

/** GET /api/front/skills: every skill. */
export function useAllSkills() {
  return useQuery({
    queryKey: skillKeys.list(),
    queryFn: async () => (await api.get<SkillListResponse>('/api/front/skills')).skills,
    meta: { failure: FAILURE.loadSkills },
  });
}

/** GET /api/front/user-skills: the student's skills. */
export function useMySkills() {
  return useQuery({
    queryKey: skillKeys.mine(),
    queryFn: async () => (await api.get<SkillListResponse>('/api/front/user-skills')).skills,
    staleTime: 0,
    meta: { failure: FAILURE.loadSkills },
  });
}

/**
 * PUT /api/front/user-skills {skill_ids}: the skills' counts and the student's profile move, and
 * saving skills may unlock an achievement (the popup looks at once). The student's own profile
 * takes the saved skills at once: the first-steps checklist reads them from it.
 */
export function useSaveSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillIds: number[]) =>
      api.put<UserSkillsSavedResponse>('/api/front/user-skills', { skill_ids: skillIds } satisfies UserSkillsInput),
    onSuccess: (data) => {
      queryClient.setQueryData(skillKeys.mine(), data.skills);
      queryClient.setQueryData<OwnProfile>(meKeys.all, (me) => me && { ...me, skills: data.skills });
    },
    meta: {
      failure: FAILURE.updateSkills,
      success: SUCCESS.skillsUpdated,
      invalidates: [skillKeys.list(), userKeys.all, achievementKeys.all],
    },
  });
}
