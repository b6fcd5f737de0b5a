import type { z } from 'zod';
import type { skillSchema } from '../../../contracts/skills';
import { api } from '../../api/client';

export type Skill = { id: number; name: string; users_count: number };
type Message = { message?: string };
export type SkillValues = z.output<typeof skillSchema>;

export const skillsKey = ['skills'];
export const fetchSkills = () => api.get<{ skills: Skill[] }>('/api/admin/skills').then((response) => response.skills);
export const addSkill = (input: SkillValues) => api.post<Message & { skill: Skill }>('/api/admin/skills', input);
export const updateSkill = ({ id, ...input }: SkillValues & { id: number }) =>
  api.put<Message & { skill: Skill }>(`/api/admin/skills/${id}`, input);
export const deleteSkill = ({ id }: { id: number }) => api.delete<Message>(`/api/admin/skills/${id}`);
