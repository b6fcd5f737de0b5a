import { useQuery } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { userKeys } from '../queryKeys';
import type { Award, Profile, PublicUser } from '../shared/types';

/** GET /api/front/users: every developer, in rank order. */
export function useFrontUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: async () => (await api.get<{ users: PublicUser[] }>('/api/front/users')).users ?? [],
    meta: { failure: FAILURE.fetchUsers },
  });
}

/** GET /api/users/user/{id}: a developer's public profile (a failure shows 'User Not Found', no toast). */
export function useUserProfile(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.profile(id),
    queryFn: () => api.get<{ user: Profile; achievements: Award[] }>(`/api/users/user/${id}`),
    enabled: Boolean(id),
  });
}
