import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { projectKeys } from '../queryKeys';
import type { Course, Developer, Project } from '../shared/types';

export type ProjectDetail = Omit<Project, 'course'> & {
  course: Course;
  users: (Developer & { url: string; completed_at: string })[];
};

/** GET /api/front/projects: projects grouped by course title. */
export function useProjectsByCourse() {
  return useQuery({
    queryKey: projectKeys.byCourse(),
    queryFn: async () => (await api.get<{ projects: Record<string, Project[]> }>('/api/front/projects')).projects ?? {},
    meta: { failure: FAILURE.loadProjects, failureIsFixed: true },
  });
}

/** GET /api/users/project/{id}: the project, its course and who completed it (in order). */
export function useProjectDetail(id: string | undefined) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: async () => (await api.get<{ project: ProjectDetail }>(`/api/users/project/${id}`)).project,
    enabled: Boolean(id),
    meta: { failure: FAILURE.loadProjectDetails, failureIsFixed: true },
  });
}
