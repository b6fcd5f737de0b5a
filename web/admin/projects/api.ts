import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { FAILURE } from '../../../contracts/messages';
import type { projectSchema } from '../../../contracts/projects';
import { api } from '../../api/client';
import { courseKeys, projectKeys, statsKeys, userFigures } from '../queryKeys';

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

export const projectsQuery = queryOptions({
  queryKey: projectKeys.all,
  queryFn: () => api.get<{ projects: Project[] }>('/api/admin/projects').then((response) => response.projects),
  meta: { failure: FAILURE.fetchProjects },
});

export const projectMutations = {
  add: mutationOptions({
    mutationFn: (input: ProjectValues) => api.post<Message & { project: Project }>('/api/admin/project/add', input),
    meta: { failure: FAILURE.addProject, success: true, invalidates: [projectKeys.all, courseKeys.all, statsKeys.all] },
  }),
  /** New points move the points of everyone who submitted it, and the rules that count them. */
  update: mutationOptions({
    mutationFn: ({ id, ...input }: ProjectValues & { id: number }) =>
      api.put<Message & { project: Project }>(`/api/admin/project/update/${id}`, input),
    meta: { failure: FAILURE.updateProject, success: true, invalidates: userFigures },
  }),
  /** Refused while the project has submissions. */
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.post<Message>(`/api/admin/project/delete/${id}`),
    meta: { failure: FAILURE.deleteProject, success: true, invalidates: [projectKeys.all, courseKeys.all, statsKeys.all] },
  }),
};
