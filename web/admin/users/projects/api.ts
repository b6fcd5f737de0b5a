import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { FAILURE } from '../../../../contracts/messages';
import { SUCCESS } from '../../../../contracts/form-messages';
import type { MessageResponse } from '../../../../contracts/items';
import type {
  AdminSubmissionAddInput,
  AdminSubmissionDeleteInput,
  AdminSubmissionUpdateInput,
  AdminUserProjectsResponse,
  Submission,
  SubmissionSavedResponse,
} from '../../../../contracts/submissions';
import { api } from '../../../api/client';
import { userFigures, userKeys } from '../../queryKeys';

/** A user's submitted project. `id` is the submission's own id. */
export type { Submission };

export const userProjectsQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.projects(userId),
    queryFn: () => api.get<AdminUserProjectsResponse>(`/api/admin/users/${userId}/projects`),
    meta: { failure: FAILURE.fetchProjects },
  });

/** A submission moves the user's points and projects, the project's users and the rules that count them. */
export const userProjectMutations = {
  add: mutationOptions({
    mutationFn: (input: AdminSubmissionAddInput) => api.post<SubmissionSavedResponse>('/api/admin/user-projects/add', input),
    meta: { failure: FAILURE.addProject, success: SUCCESS.projectAdded, invalidates: userFigures },
  }),
  /** Only the URL changes: nothing but this user's list. */
  update: mutationOptions({
    mutationFn: (input: AdminSubmissionUpdateInput) => api.put<SubmissionSavedResponse>('/api/admin/user-projects/update', input),
    meta: { failure: FAILURE.updateProject, success: true, invalidates: [userKeys.all] },
  }),
};

/** Removes one of the user's submissions (the table's delete). */
export const removeUserProject = (userId: number) =>
  mutationOptions({
    mutationFn: (submission: Pick<Submission, 'project_id'>) =>
      api.post<MessageResponse>('/api/admin/user-projects/delete', {
        user_id: userId,
        project_id: submission.project_id,
      } satisfies AdminSubmissionDeleteInput),
    meta: { failure: FAILURE.removeProject, success: true, invalidates: userFigures },
  });
