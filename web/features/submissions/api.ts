import { useMutation, useQuery, type MutationMeta } from '@tanstack/react-query';
import type { CourseListResponse } from '../../../contracts/courses';
import { FAILURE } from '../../../contracts/messages';
import { SUCCESS } from '../../../contracts/form-messages';
import type { SubmissionRemovalsResponse } from '../../../contracts/moderation';
import type { ProjectListResponse } from '../../../contracts/projects';
import type {
  StudentSubmissionInput,
  StudentSubmissionUpdateInput,
  SubmissionListResponse,
  SubmissionSavedResponse,
} from '../../../contracts/submissions';
import { api } from '../../api/client';
import { achievementKeys, meKeys, studentFigures, submissionKeys } from '../queryKeys';

/** GET /api/front/user-projects: the student's projects, newest first. */
export function useMySubmissions(enabled = true) {
  return useQuery({
    queryKey: submissionKeys.mine(),
    queryFn: async () => (await api.get<SubmissionListResponse>('/api/front/user-projects')).projects,
    meta: { failure: FAILURE.loadYourData, failureIsFixed: true },
    enabled,
  });
}

/** GET /api/front/user-projects/removed: submissions an admin removed, and why (no toast: a notice, not the page). */
export function useMyRemovals() {
  return useQuery({
    queryKey: [...submissionKeys.all, 'removed'],
    queryFn: async () => (await api.get<SubmissionRemovalsResponse>('/api/front/user-projects/removed')).removals,
  });
}

/** GET /api/front/enrolled-courses (a failure shows under the Course field, no toast). */
export function useEnrolledCourses(enabled: boolean) {
  return useQuery({
    queryKey: submissionKeys.enrolledCourses(),
    queryFn: async () => (await api.get<CourseListResponse>('/api/front/enrolled-courses')).courses,
    enabled,
  });
}

/** GET /api/front/course/{id}/projects: the course's projects not yet submitted. */
export function useCourseProjects(courseId: number | '') {
  return useQuery({
    queryKey: submissionKeys.courseProjects(courseId),
    queryFn: async () => (await api.get<ProjectListResponse>(`/api/front/course/${courseId}/projects`)).projects,
    enabled: courseId !== '',
    staleTime: 0,
  });
}

/**
 * A submission moves the student's points and projects everywhere they show, and may unlock an
 * achievement (the popup looks at once).
 */
const invalidates = [submissionKeys.all, meKeys.all, achievementKeys.all, ...studentFigures];

/** POST /api/front/user-projects {project_id, url}; `fieldErrors`: the form's (`fieldErrorsMeta`). */
export function useAddSubmission(fieldErrors?: MutationMeta) {
  return useMutation({
    mutationFn: (input: StudentSubmissionInput) => api.post<SubmissionSavedResponse>('/api/front/user-projects', input),
    meta: {
      failure: FAILURE.addStudentProject,
      failureIsFixed: true,
      success: SUCCESS.projectAdded,
      invalidates,
      ...fieldErrors,
    },
  });
}

/** PUT /api/front/user-projects/{id} {url}: only the URL can change. */
export function useUpdateSubmission(fieldErrors?: MutationMeta) {
  return useMutation({
    mutationFn: ({ id, url }: StudentSubmissionUpdateInput & { id: number }) =>
      api.put<SubmissionSavedResponse>(`/api/front/user-projects/${id}`, { url }),
    meta: { failure: FAILURE.updateProjectUrl, failureIsFixed: true, success: true, invalidates, ...fieldErrors },
  });
}
