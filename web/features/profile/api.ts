import { useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { UserAchievementsResponse } from '../../../contracts/achievements';
import type { MeResponse, OwnProfile, OwnProfileSavedResponse, ProfileUpdateInput } from '../../../contracts/users';
import { api } from '../../api/client';
import { studentSession } from '../../api/session';
import type { Locale } from '../../i18n/locale';
import { achievementKeys, meKeys, studentFigures } from '../queryKeys';

/** The signed-in student's own profile (with the e-mail). */
export type Me = OwnProfile;

/**
 * GET /api/user/me: the signed-in student's own profile. `failure`: the toast of the screen that
 * reads it ('Failed to Load Profile' on the profile form, 'Failed to Load User Data' on the avatar's);
 * none for a part of a screen that says nothing when it fails (the first steps of the profile).
 */
export function useMe(failure?: string) {
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

/**
 * The profile as it is stored, to PUT back: the update's fields that are absent are cleared
 * (only the password, `hide_from_search_engines`, `locale` and `notify_by_mail` keep theirs when
 * absent), so every other one is sent; `notify_by_mail` is left out, so that a language save never
 * undoes an unsubscribe made meanwhile. The links go back as the server keeps them (full links,
 * which it accepts again).
 */
const storedProfile = (user: Me): ProfileUpdateInput => ({
  name: user.name,
  password: undefined, // absent: the password stays
  telegram_username: user.telegram_username,
  facebook: user.facebook,
  twitter: user.twitter,
  linkedin: user.linkedin,
  youtube: user.youtube,
  github: user.github,
  website: user.website,
  bio: user.bio,
  title: user.title,
  hide_from_search_engines: user.hide_from_search_engines,
});

/** The last language save asked: each waits for the one before, so the last choice is the one kept. */
let localeSaved: Promise<void> = Promise.resolve();

/**
 * Keeps the language a signed-in student chose on their account (issue 47: the mails they get are
 * written in it): reads their profile (GET /api/user/me, as the profile form does) and saves it
 * back unchanged but for `locale`. Nothing when no student is signed in or the account already
 * says it. A failure says nothing: the choice stays in this browser anyway.
 */
export function saveLocaleOnAccount(locale: Locale): Promise<void> {
  localeSaved = localeSaved.then(async () => {
    if (!studentSession.isSignedIn()) return;
    try {
      const { user } = await api.get<MeResponse>('/api/user/me');
      if (user.locale === locale) return;
      await api.put<OwnProfileSavedResponse>('/api/user/profile/update', { ...storedProfile(user), locale });
    } catch {
      // Kept in the browser only, until the next save of the profile.
    }
  });
  return localeSaved;
}
