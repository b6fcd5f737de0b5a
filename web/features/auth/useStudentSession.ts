import { useMemo, useSyncExternalStore } from 'react';
import { studentSession, subscribeSession, type StudentUser } from '../../api/session';
import { t } from '../../i18n/useT';

const snapshot = () => `${studentSession.isSignedIn() ? '1' : '0'}|${localStorage.getItem('user_data') ?? ''}`;

/** The signed-in student (token and type 'user'), re-rendering on sign-in, sign-out and profile edits. */
export function useStudentSession(): { signedIn: boolean; user: StudentUser | null } {
  const value = useSyncExternalStore(subscribeSession, snapshot);
  return useMemo(() => {
    const signedIn = value.startsWith('1');
    return { signedIn, user: signedIn ? studentSession.user() : null };
  }, [value]);
}

/**
 * "the first word of the name" labels the student's menu ('Account' in the language shown when the
 * name is blank). Called while a component that uses `useT()` renders, so it follows the language.
 */
export const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] || t('layout.nav.account');
