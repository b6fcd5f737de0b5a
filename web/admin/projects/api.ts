import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { ARCHIVE } from '../../../contracts/admin-messages';
import type { ProjectInput, ProjectListResponse, ProjectSavedResponse } from '../../../contracts/projects';
import type { MessageResponse } from '../../../contracts/items';
import { api } from '../../api/client';
import { courseKeys, projectKeys, statsKeys, userFigures } from '../queryKeys';

export type { Project } from '../../../contracts/projects';

export const projectsQuery = queryOptions({
  queryKey: projectKeys.all,
  queryFn: () => api.get<ProjectListResponse>('/api/admin/projects').then((response) => response.projects),
  meta: { failure: FAILURE.fetchProjects },
});

export const projectMutations = {
  add: mutationOptions({
    mutationFn: (input: ProjectInput) => api.post<ProjectSavedResponse>('/api/admin/project/add', input),
    meta: { failure: FAILURE.addProject, success: true, invalidates: [projectKeys.all, courseKeys.all, statsKeys.all] },
  }),
  /** New points move the points of everyone who submitted it, and the rules that count them. */
  update: mutationOptions({
    mutationFn: ({ id, ...input }: ProjectInput & { id: number }) =>
      api.put<ProjectSavedResponse>(`/api/admin/project/update/${id}`, input),
    meta: { failure: FAILURE.updateProject, success: true, invalidates: userFigures },
  }),
  /** Refused while the project has submissions. */
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.post<MessageResponse>(`/api/admin/project/delete/${id}`),
    meta: { failure: FAILURE.deleteProject, success: true, invalidates: [projectKeys.all, courseKeys.all, statsKeys.all] },
  }),
  /** Archive (or unarchive): the users' add-project choices move with it. */
  archive: mutationOptions({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) =>
      api.post<ProjectSavedResponse>(`/api/admin/project/${archive ? 'archive' : 'unarchive'}/${id}`),
    meta: { failure: ARCHIVE.projectFailed, success: true, invalidates: userFigures },
  }),
};
