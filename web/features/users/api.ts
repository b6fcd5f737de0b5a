import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Award, Profile, PublicUser } from '../shared/types';

/** GET /api/front/users: every developer, in rank order. */
export function useFrontUsers() {
  return useQuery({
    queryKey: ['users', 'front'],
    queryFn: async () => (await api.get<{ users: PublicUser[] }>('/api/front/users')).users ?? [],
  });
}

/** GET /api/users/user/{id}: a developer's public profile. */
export function useUserProfile(id: string | undefined) {
  return useQuery({
    queryKey: ['users', 'profile', id],
    queryFn: () => api.get<{ user: Profile; achievements: Award[] }>(`/api/users/user/${id}`),
    enabled: Boolean(id),
  });
}
