import type { z } from 'zod';
import type { adminSubmissionAddSchema, adminSubmissionUpdateSchema } from '../../../../contracts/submissions';
import { api } from '../../../api/client';
import type { Project } from '../../projects/api';

/** A user's submitted project. `id` is the submission's own id. */
export type Submission = {
  id: number;
  project_id: number;
  url: string;
  created_at: string;
  project_name: string;
  points_value: number;
  course_id: number;
  course_title: string;
};
export type UserProjects = {
  user: { id: number; name: string; email: string };
  projects: Submission[];
  available_projects?: Project[];
};
type Message = { message?: string };

export const userProjectsKey = (userId: number) => ['users', userId, 'projects'];
export const fetchUserProjects = (userId: number) => api.get<UserProjects>(`/api/admin/users/${userId}/projects`);
export const addUserProject = (input: z.output<typeof adminSubmissionAddSchema>) =>
  api.post<Message & { project: Submission }>('/api/admin/user-projects/add', input);
export const updateUserProject = (input: z.output<typeof adminSubmissionUpdateSchema>) =>
  api.put<Message & { project: Submission }>('/api/admin/user-projects/update', input);
export const removeUserProject = (input: { user_id: number; project_id: number }) =>
  api.post<Message>('/api/admin/user-projects/delete', input);
