import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CourseInput, CourseListResponse, CourseSavedResponse } from '../../../contracts/courses';
import type { MessageResponse } from '../../../contracts/items';
import { FAILURE } from '../../../contracts/messages';
import { ARCHIVE } from '../../../contracts/admin-messages';
import { api } from '../../api/client';
import { courseKeys, projectKeys, statsKeys, userFigures, userKeys } from '../queryKeys';

export type { Course } from '../../../contracts/courses';

export const coursesQuery = queryOptions({
  queryKey: courseKeys.all,
  queryFn: () => api.get<CourseListResponse>('/api/admin/courses').then((response) => response.courses),
  meta: { failure: FAILURE.fetchCourses },
});

export const courseMutations = {
  add: mutationOptions({
    mutationFn: (input: CourseInput) => api.post<CourseSavedResponse>('/api/admin/course/add', input),
    meta: { failure: FAILURE.addCourse, success: true, invalidates: [courseKeys.all, statsKeys.all] },
  }),
  /** A new title shows in the projects table and in the users' enrolled courses and projects. */
  update: mutationOptions({
    mutationFn: ({ id, ...input }: CourseInput & { id: number }) =>
      api.put<CourseSavedResponse>(`/api/admin/course/update/${id}`, input),
    meta: { failure: FAILURE.updateCourse, success: true, invalidates: [courseKeys.all, projectKeys.all, userKeys.all] },
  }),
  /** Refused while the course has users or projects, so only the course list and its count move. */
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.delete<MessageResponse>(`/api/admin/course/delete/${id}`),
    meta: { failure: FAILURE.deleteCourse, success: true, invalidates: [courseKeys.all, statsKeys.all] },
  }),
  /** Archive (or unarchive): its projects close with it, and the users' enroll and add-project choices move. */
  archive: mutationOptions({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) =>
      api.post<CourseSavedResponse>(`/api/admin/course/${archive ? 'archive' : 'unarchive'}/${id}`),
    meta: { failure: ARCHIVE.courseFailed, success: true, invalidates: userFigures },
  }),
};
