import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { projectsQuery } from '../projects/api';
import type { AdminUser } from './api';
import { userProjectsPath } from './projects/projectsParam';

/** What 'User Projects' and a student's page remember of the Users table they were opened from (its page and search). */
export type FromUsers = { usersSearch: string };

/** Where 'User Projects' Back goes: the Users table as it was left (`/admin/users?q=...&page=2`), else `/admin/users`. */
export function usersBackPath(state: unknown): string {
  const search = (state as Partial<FromUsers> | null)?.usersSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${paths.admin.users}${search}` : paths.admin.users;
}

/**
 * Goes to 'User Projects' with the projects of the user's enrolled courses in the query (left out
 * when the address would pass 2,000 characters: the page loads them by user id), remembering the
 * Users table's page and search for its Back button. When the projects cannot be loaded it stays
 * (the query client toasts the failure).
 */
export function useOpenUserProjects() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    async (user: AdminUser) => {
      const projects = await queryClient.fetchQuery(projectsQuery).catch(() => undefined);
      if (!projects) return;
      const enrolled = new Set(user.enrolled_courses.map((course) => course.id));
      const path = userProjectsPath(
        user.id,
        projects
          // Archived projects (or of an archived course) take no new submissions.
          .filter((project) => enrolled.has(project.course_id) && !project.archived_at && !project.course_archived)
          .map(({ id, name, course_id, course_title, points_value }) => ({ id, name, course_id, course_title, points_value })),
        window.location.origin,
      );
      const state: FromUsers = { usersSearch: search };
      await navigate(path, { state });
    },
    [queryClient, navigate, search],
  );
}
