import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { SkillInput, SkillListResponse, SkillSavedResponse } from '../../../contracts/skills';
import type { MessageResponse } from '../../../contracts/items';
import { api } from '../../api/client';
import { skillKeys } from '../queryKeys';

export type { Skill } from '../../../contracts/skills';

export const skillsQuery = queryOptions({
  queryKey: skillKeys.all,
  queryFn: () => api.get<SkillListResponse>('/api/admin/skills').then((response) => response.skills),
  meta: { failure: FAILURE.loadSkills },
});

/** Skills in use cannot be deleted; a new or renamed one changes only this list. */
const invalidates = [skillKeys.all];
export const skillMutations = {
  add: mutationOptions({
    mutationFn: (input: SkillInput) => api.post<SkillSavedResponse>('/api/admin/skills', input),
    meta: { failure: FAILURE.saveSkill, success: true, invalidates },
  }),
  update: mutationOptions({
    mutationFn: ({ id, ...input }: SkillInput & { id: number }) => api.put<SkillSavedResponse>(`/api/admin/skills/${id}`, input),
    meta: { failure: FAILURE.saveSkill, success: true, invalidates },
  }),
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.delete<MessageResponse>(`/api/admin/skills/${id}`),
    meta: { failure: FAILURE.deleteSkill, success: true, invalidates },
  }),
};
