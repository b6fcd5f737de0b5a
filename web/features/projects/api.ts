import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Course, Developer, Project } from '../shared/types';

export type ProjectDetail = Omit<Project, 'course'> & {
  course: Course;
  users: (Developer & { url: string; completed_at: string })[];
};

/** GET /api/front/projects: projects grouped by course title. */
export function useProjectsByCourse() {
  return useQuery({
    queryKey: ['projects', 'front'],
    queryFn: async () => (await api.get<{ projects: Record<string, Project[]> }>('/api/front/projects')).projects ?? {},
  });
}

/** GET /api/users/project/{id}: the project, its course and who completed it (in order). */
export function useProjectDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: async () => (await api.get<{ project: ProjectDetail }>(`/api/users/project/${id}`)).project,
    enabled: Boolean(id),
  });
}
