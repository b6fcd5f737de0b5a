import { queryOptions } from '@tanstack/react-query';
import { FAILURE } from '../../../../contracts/messages';
import type { UserDetailsResponse } from '../../../../contracts/user-details';
import { api } from '../../../api/client';
import { userKeys } from '../../queryKeys';

export type { SignIn, StudentMail, UserDetails, UserDetailsResponse, UserEnrollment } from '../../../../contracts/user-details';

/** A student's page: refreshed by every change to users (revoking an achievement, enrolling, ...). */
export const userDetailsQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.details(userId),
    queryFn: () => api.get<UserDetailsResponse>(`/api/admin/users/${userId}/details`),
    meta: { failure: FAILURE.fetchUsers },
  });
