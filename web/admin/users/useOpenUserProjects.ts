import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { projectsQuery } from '../projects/api';
import type { AdminUser } from './api';
import { encodeProjects } from './projects/projectsParam';

/**
 * Goes to 'User Projects' with the projects of the user's enrolled courses in the query. When the
 * projects cannot be loaded it stays (the query client toasts the failure).
 */
export function useOpenUserProjects() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (user: AdminUser) => {
      const projects = await queryClient.fetchQuery(projectsQuery).catch(() => undefined);
      if (!projects) return;
      const enrolled = new Set(user.enrolled_courses.map((course) => course.id));
      const param = encodeProjects(
        projects
          .filter((project) => enrolled.has(project.course_id))
          .map(({ id, name, course_id, course_title, points_value }) => ({ id, name, course_id, course_title, points_value })),
      );
      await navigate(`${paths.admin.userProjects(user.id)}?${new URLSearchParams({ projects: param })}`);
    },
    [queryClient, navigate],
  );
}
