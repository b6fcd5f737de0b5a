import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileUpdateSchema } from '../../../contracts/users';
import { api } from '../../api/client';
import { studentSession } from '../../api/session';
import { achievementKeys } from '../achievements/api';
import type { Award, Profile } from '../shared/types';

export type Me = Profile & { email: string };
export const meKey = ['me'] as const;

/** GET /api/user/me: the signed-in student's own profile. */
export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: async () => (await api.get<{ user: Me }>('/api/user/me')).user, staleTime: 0 });
}

/** GET /api/user/achievements: the student's earned achievements (the title choices). */
export function useMyAchievements() {
  return useQuery({
    queryKey: achievementKeys.mine,
    queryFn: async () => (await api.get<{ achievements: Award[] }>('/api/user/achievements')).achievements ?? [],
  });
}

/** Keeps the cached profile and the stored name/avatar in step after a change. */
export function useRememberMe() {
  const queryClient = useQueryClient();
  return (user: Me) => {
    queryClient.setQueryData(meKey, user);
    const stored = studentSession.user();
    if (stored) studentSession.updateUser({ ...stored, name: user.name, avatar: user.avatar });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    void queryClient.invalidateQueries({ queryKey: ['stats'] });
  };
}

/** PUT /api/user/profile/update */
export function useUpdateProfile() {
  const remember = useRememberMe();
  return useMutation({
    mutationFn: (input: z.output<typeof profileUpdateSchema>) =>
      api.put<{ message: string; user: Me }>('/api/user/profile/update', input),
    onSuccess: (data) => remember(data.user),
  });
}
