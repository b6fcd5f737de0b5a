import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GiveAchievementInput, giveAchievementSchema } from '../../../contracts/achievements';
import type { EnrollInput, UnenrollConflict, UnenrollInput } from '../../../contracts/enrollments';
import { FAILURE } from '../../../contracts/messages';
import { SUCCESS } from '../../../contracts/form-messages';
import type { AdminUserListResponse, AdminUserSavedResponse, UserCreateInput, UserUpdateInput } from '../../../contracts/users';
import type { MessageResponse } from '../../../contracts/items';
import { api, ApiError } from '../../api/client';
import { achievementKeys, statsKeys, userFigures, userKeys } from '../queryKeys';
import { usersPath, type UsersPageRequest } from './usersPath';

export type { AdminUser, EnrolledCourse } from '../../../contracts/users';

/** Toast when the server sends no message (docs/product.md#messages names none for revoking). */
export const REVOKE_FAILURE = 'Failed to Revoke Achievement';

/** One page of the users table (the last page stays shown while the next loads). */
export const usersQuery = (request: UsersPageRequest) =>
  queryOptions({
    queryKey: userKeys.list(request),
    queryFn: () => api.get<AdminUserListResponse>(usersPath(request)),
    placeholderData: keepPreviousData,
    meta: { failure: FAILURE.fetchUsers },
  });

export const userMutations = {
  add: mutationOptions({
    mutationFn: (input: UserCreateInput) => api.post<AdminUserSavedResponse>('/api/admin/user/add', input),
    meta: { failure: FAILURE.addUser, success: true, invalidates: [userKeys.all, statsKeys.all] },
  }),
  /** A new name or title shows in the table and on the user's projects screen. */
  update: mutationOptions({
    mutationFn: ({ id, ...input }: UserUpdateInput & { id: number }) =>
      api.put<AdminUserSavedResponse>(`/api/admin/user/update/${id}`, input),
    meta: { failure: FAILURE.updateUser, success: true, invalidates: [userKeys.all] },
  }),
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.delete<MessageResponse>(`/api/admin/user/delete/${id}`),
    meta: { failure: FAILURE.deleteUser, success: true, invalidates: userFigures },
  }),
  enroll: mutationOptions({
    mutationFn: (input: EnrollInput) => api.post<MessageResponse>('/api/admin/enrollment/enroll', input),
    meta: { failure: FAILURE.enrollUser, success: SUCCESS.userEnrolled, invalidates: userFigures },
  }),
  /** Without `confirm`, a user with submissions in the course gets a 409 (see `unenrollConflict`). */
  unenroll: mutationOptions({
    mutationFn: (input: UnenrollInput) => api.post<MessageResponse>('/api/admin/enrollment/unenroll', input),
    meta: { failure: FAILURE.unenrollUser, success: SUCCESS.userUnenrolled, invalidates: userFigures },
  }),
  give: mutationOptions({
    mutationFn: ({ userId, ...input }: GiveAchievementInput & { userId: number }) =>
      api.post<MessageResponse>(`/api/admin/users/${userId}/achievements`, input),
    meta: {
      failure: FAILURE.giveAchievement,
      success: SUCCESS.achievementGiven,
      invalidates: [userKeys.all, achievementKeys.all],
    },
  }),
  /** Manual achievements only; takes their points away and clears a title naming them. */
  revoke: mutationOptions({
    mutationFn: ({ userId, achievement_id }: z.output<typeof giveAchievementSchema> & { userId: number }) =>
      api.delete<MessageResponse>(`/api/admin/users/${userId}/achievements/${achievement_id}`),
    meta: { failure: REVOKE_FAILURE, success: true, invalidates: [userKeys.all, achievementKeys.all] },
  }),
};

/** The 409 of an unconfirmed unenroll that would remove submissions, else undefined. */
export function unenrollConflict(error: unknown): UnenrollConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.serverMessage) return undefined;
  const { submissions, points } = error.body ?? {};
  if (typeof submissions !== 'number') return undefined;
  return { message: error.serverMessage, submissions, points: typeof points === 'number' ? points : 0 };
}
