import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { courseKeys } from '../queryKeys';
import type { Course, Developer } from '../shared/types';

/** GET /api/front/courses */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: async () => (await api.get<{ courses: Course[] }>('/api/front/courses')).courses ?? [],
    meta: { failure: FAILURE.loadCourses, failureIsFixed: true },
  });
}

/** GET /api/users/course/{id}: the course and its users (sorted by name). */
export function useCourseUsers(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => api.get<{ course: Course; users: Developer[] }>(`/api/users/course/${id}`),
    enabled: Boolean(id),
    meta: { failure: FAILURE.loadCourseData, failureIsFixed: true },
  });
}
