import { useQuery } from '@tanstack/react-query';
import type { CourseListResponse, CourseWithUsersResponse } from '../../../contracts/courses';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { courseKeys } from '../queryKeys';

/** GET /api/front/courses */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: async () => (await api.get<CourseListResponse>('/api/front/courses')).courses,
    meta: { failure: FAILURE.loadCourses, failureIsFixed: true },
  });
}

/** GET /api/users/course/{id}: the course and its users (sorted by name). */
export function useCourseUsers(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => api.get<CourseWithUsersResponse>(`/api/users/course/${id}`),
    enabled: Boolean(id),
    meta: { failure: FAILURE.loadCourseData, failureIsFixed: true },
  });
}
