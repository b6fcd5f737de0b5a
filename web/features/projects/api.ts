import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { ProjectDetailResponse, ProjectsByCourseResponse } from '../../../contracts/projects';
import { api } from '../../api/client';
import { projectKeys } from '../queryKeys';

/** GET /api/front/projects: projects grouped by course title. */
export function useProjectsByCourse() {
  return useQuery({
    queryKey: projectKeys.byCourse(),
    queryFn: async () => (await api.get<ProjectsByCourseResponse>('/api/front/projects')).projects,
    meta: { failure: FAILURE.loadProjects, failureIsFixed: true },
  });
}

/** GET /api/users/project/{id}: the project, its course and who completed it (in order). */
export function useProjectDetail(id: string | undefined) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: async () => (await api.get<ProjectDetailResponse>(`/api/users/project/${id}`)).project,
    enabled: Boolean(id),
    meta: { failure: FAILURE.loadProjectDetails, failureIsFixed: true },
  });
}
