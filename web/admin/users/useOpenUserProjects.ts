import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { FAILURE } from '../../../contracts/messages';
import { errorMessage } from '../../api/client';
import { paths } from '../../app/paths';
import { ADMIN_KEY } from '../components/queries';
import { fetchProjects, projectsKey } from '../projects/api';
import type { AdminUser } from './api';
import { encodeProjects } from './projects/projectsParam';

/** Goes to 'User Projects' with the projects of the user's enrolled courses in the query. */
export function useOpenUserProjects() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (user: AdminUser) => {
      try {
        const projects = await queryClient.fetchQuery({ queryKey: [ADMIN_KEY, ...projectsKey], queryFn: fetchProjects });
        const enrolled = new Set(user.enrolled_courses.map((course) => course.id));
        const param = encodeProjects(
          projects
            .filter((project) => enrolled.has(project.course_id))
            .map(({ id, name, course_id, course_title, points_value }) => ({ id, name, course_id, course_title, points_value })),
        );
        void navigate(`${paths.admin.userProjects(user.id)}?${new URLSearchParams({ projects: param })}`);
      } catch (error) {
        enqueueSnackbar(errorMessage(error, FAILURE.fetchProjects), { variant: 'error' });
      }
    },
    [queryClient, navigate, enqueueSnackbar],
  );
}
