import type { z } from 'zod';
import type { projectSchema } from '../../../contracts/projects';
import { api } from '../../api/client';

export type Project = {
  id: number;
  name: string;
  course_id: number;
  course: { id: number; title: string } | null;
  course_title: string;
  points_value: number;
  users_count: number;
  created_at: string;
};
type Message = { message?: string };
export type ProjectValues = z.output<typeof projectSchema>;

export const projectsKey = ['projects'];
export const fetchProjects = () => api.get<{ projects: Project[] }>('/api/admin/projects').then((response) => response.projects);
export const addProject = (input: ProjectValues) => api.post<Message & { project: Project }>('/api/admin/project/add', input);
export const updateProject = ({ id, ...input }: ProjectValues & { id: number }) =>
  api.put<Message & { project: Project }>(`/api/admin/project/update/${id}`, input);
export const deleteProject = ({ id }: { id: number }) => api.post<Message>(`/api/admin/project/delete/${id}`);
