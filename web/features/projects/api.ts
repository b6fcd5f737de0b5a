import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { PROJECT_USERS_PER_PAGE } from '../../../contracts/paging';
import type { ProjectDetailResponse, ProjectsByCourseResponse } from '../../../contracts/projects';
import { api } from '../../api/client';
import { nextPageOf } from '../courses/api';
import { projectKeys } from '../queryKeys';

/** GET /api/front/projects: projects grouped by course title. */
export function useProjectsByCourse() {
  return useQuery({
    queryKey: projectKeys.byCourse(),
    queryFn: async () => (await api.get<ProjectsByCourseResponse>('/api/front/projects')).projects,
    meta: { failure: FAILURE.loadProjects, failureIsFixed: true },
  });
}

/** Page 1 is the plain address (the server's default page of 20); the next pages name page and per_page. */
export const projectUsersPath = (id: string, page: number) =>
  page === 1 ? `/api/users/project/${id}` : `/api/users/project/${id}?page=${page}&per_page=${PROJECT_USERS_PER_PAGE}`;

/**
 * GET /api/users/project/{id}: the project, its course and who completed it (in order), 20 at a
 * time ("Show More" loads the next page).
 */
export function useProjectDetail(id: string | undefined) {
  return useInfiniteQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ pageParam }) => api.get<ProjectDetailResponse>(projectUsersPath(id ?? '', pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    placeholderData: keepPreviousData,
    enabled: Boolean(id),
    meta: { failure: FAILURE.loadProjectDetails, failureIsFixed: true },
  });
}
