import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAchievements } from '../achievements/api';
import type { Course, Project, Submission } from '../shared/types';

const keys = {
  mine: ['submissions', 'mine'] as const,
  courses: ['submissions', 'enrolled-courses'] as const,
  projects: (courseId: number | '') => ['submissions', 'course-projects', courseId] as const,
};

/** GET /api/front/user-projects: the student's projects, newest first. */
export function useMySubmissions() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: async () => (await api.get<{ projects: Submission[] }>('/api/front/user-projects')).projects ?? [],
  });
}

/** GET /api/front/enrolled-courses */
export function useEnrolledCourses(enabled: boolean) {
  return useQuery({
    queryKey: keys.courses,
    queryFn: async () => (await api.get<{ courses: Course[] }>('/api/front/enrolled-courses')).courses ?? [],
    enabled,
  });
}

/** GET /api/front/course/{id}/projects: the course's projects not yet submitted. */
export function useCourseProjects(courseId: number | '') {
  return useQuery({
    queryKey: keys.projects(courseId),
    queryFn: async () => (await api.get<{ projects: Project[] }>(`/api/front/course/${courseId}/projects`)).projects ?? [],
    enabled: courseId !== '',
    staleTime: 0,
  });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['submissions'] });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    void queryClient.invalidateQueries({ queryKey: ['stats'] });
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void refreshAchievements(queryClient);
  };
}

/** POST /api/front/user-projects {project_id, url} */
export function useAddSubmission() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (input: { project_id: number; url: string }) =>
      api.post<{ message: string; project: Submission }>('/api/front/user-projects', input),
    onSuccess: afterChange,
  });
}

/** PUT /api/front/user-projects/{id} {url}: only the URL can change. */
export function useUpdateSubmission() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, url }: { id: number; url: string }) =>
      api.put<{ message: string; project: Submission }>(`/api/front/user-projects/${id}`, { url }),
    onSuccess: afterChange,
  });
}
