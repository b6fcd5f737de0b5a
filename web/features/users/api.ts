import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { PublicProfileResponse, PublicUserListResponse } from '../../../contracts/users';
import { api } from '../../api/client';
import { userKeys } from '../queryKeys';

/** GET /api/front/users: every developer, in rank order. */
export function useFrontUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: async () => (await api.get<PublicUserListResponse>('/api/front/users')).users,
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
