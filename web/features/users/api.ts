import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { PublicProfileResponse, PublicUserListResponse } from '../../../contracts/users';
import { api } from '../../api/client';
import { userKeys } from '../queryKeys';
import { usersPagePath, type UsersFilter } from './paging';

/**
 * GET /api/front/users: one page of 9 developers in rank order (those a search or a course
 * keeps), and `meta.total`; the last page stays shown while the next loads.
 */
export function useFrontUsers(page: number, filter: UsersFilter = {}) {
  return useQuery({
    queryKey: userKeys.list(page, filter),
    queryFn: () => api.get<PublicUserListResponse>(usersPagePath(page, filter)),
    placeholderData: keepPreviousData,
    meta: { failure: FAILURE.fetchUsers },
  });
}

/** GET /api/users/user/{id}: a developer's public profile (a failure shows 'User Not Found', no toast). */
export function useUserProfile(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.profile(id),
    queryFn: () => api.get<PublicProfileResponse>(`/api/users/user/${id}`),
    enabled: Boolean(id),
  });
}
