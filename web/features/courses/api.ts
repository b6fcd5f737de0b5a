import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Course, Developer } from '../shared/types';

/** GET /api/front/courses */
export function useCourses() {
  return useQuery({
    queryKey: ['courses', 'front'],
    queryFn: async () => (await api.get<{ courses: Course[] }>('/api/front/courses')).courses ?? [],
  });
}

/** GET /api/users/course/{id}: the course and its users (sorted by name). */
export function useCourseUsers(id: string | undefined) {
  return useQuery({
    queryKey: ['courses', 'users', id],
    queryFn: () => api.get<{ course: Course; users: Developer[] }>(`/api/users/course/${id}`),
    enabled: Boolean(id),
  });
}
