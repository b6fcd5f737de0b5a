import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CourseLetter, CourseListResponse, CourseWithUsersResponse } from '../../../contracts/courses';
import { FAILURE } from '../../../contracts/messages';
import { COURSE_USERS_PER_PAGE, type PageMeta } from '../../../contracts/paging';
import { api } from '../../api/client';
import { courseKeys } from '../queryKeys';

/** GET /api/front/courses (`enabled` false: not asked yet). */
export function useCourses(enabled = true) {
  return useQuery({
    enabled,
    queryKey: courseKeys.list(),
    queryFn: async () => (await api.get<CourseListResponse>('/api/front/courses')).courses,
    meta: { failure: FAILURE.loadCourses, failureIsFixed: true },
  });
}

/** The page after `meta`'s, or undefined after the last. */
export const nextPageOf = (meta: PageMeta) => (meta.page * meta.per_page < meta.total ? meta.page + 1 : undefined);

/**
 * `GET /api/users/course/{id}` for one page of 24 users, of one letter or of all: the first page
 * of all letters is the plain address (the server's default page).
 */
export function courseUsersPath(id: string, letter: CourseLetter | undefined, page: number) {
  const query = new URLSearchParams();
  if (letter) query.set('letter', letter);
  if (page > 1) {
    query.set('page', String(page));
    query.set('per_page', String(COURSE_USERS_PER_PAGE));
  }
  return query.size ? `/api/users/course/${id}?${query}` : `/api/users/course/${id}`;
}

/**
 * GET /api/users/course/{id}: the course, how many users each letter holds, and its users (by
 * letter, then name) page by page ("Show More" loads the next); one letter's when `letter` is set.
 */
export function useCourseUsers(id: string | undefined, letter?: CourseLetter) {
  return useInfiniteQuery({
    queryKey: courseKeys.members(id, letter),
    queryFn: ({ pageParam }) => api.get<CourseWithUsersResponse>(courseUsersPath(id ?? '', letter, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    placeholderData: keepPreviousData,
    enabled: Boolean(id),
    meta: { failure: FAILURE.loadCourseData, failureIsFixed: true },
  });
}
