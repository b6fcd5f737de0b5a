import { useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { UserAchievementsResponse } from '../../../contracts/achievements';
import type { MeResponse, OwnProfile, OwnProfileSavedResponse, ProfileUpdateInput } from '../../../contracts/users';
import { api } from '../../api/client';
import { studentSession } from '../../api/session';
import { achievementKeys, meKeys, studentFigures } from '../queryKeys';
/** The signed-in student's own profile (with the e-mail). */
export type Me = OwnProfile;

/**
 * GET /api/user/me: the signed-in student's own profile. `failure`: the toast of the screen that
 * reads it ('Failed to Load Profile' on the profile form, 'Failed to Load User Data' on the avatar's).
 */
export function useMe(failure: string) {
  return useQuery({
    queryKey: meKeys.all,
    queryFn: async () => (await api.get<MeResponse>('/api/user/me')).user,
    staleTime: 0,
    meta: { failure },
  });
}

/** GET /api/user/achievements: the student's earned achievements (the title choices, the dates on /achievements). */
export function useMyAchievements(enabled = true) {
  return useQuery({
    queryKey: achievementKeys.mine(),
    queryFn: async () => (await api.get<UserAchievementsResponse>('/api/user/achievements')).achievements,
    enabled,
  });
}

/**
 * Keeps the cached profile and the stored name/avatar in step after a change; the lists that
 * show the student are refreshed by the mutations' `invalidates` (`studentFigures`).
 */
export function useRememberMe() {
  const queryClient = useQueryClient();
  return (user: Me) => {
    queryClient.setQueryData(meKeys.all, user);
    const stored = studentSession.user();
    if (stored) studentSession.updateUser({ ...stored, name: user.name, avatar: user.avatar });
  };
}

/** PUT /api/user/profile/update; `fieldErrors`: the form's (`fieldErrorsMeta`). */
export function useUpdateProfile(fieldErrors?: MutationMeta) {
  const remember = useRememberMe();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.put<OwnProfileSavedResponse>('/api/user/profile/update', input),
    onSuccess: (data) => remember(data.user),
    meta: { failure: FAILURE.updateProfile, success: true, invalidates: studentFigures, ...fieldErrors },
  });
}
