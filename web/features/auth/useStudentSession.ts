import { useMemo, useSyncExternalStore } from 'react';
import { studentSession, subscribeSession, type StudentUser } from '../../api/session';

const snapshot = () => `${studentSession.isSignedIn() ? '1' : '0'}|${localStorage.getItem('user_data') ?? ''}`;

/** The signed-in student (token and type 'user'), re-rendering on sign-in, sign-out and profile edits. */
export function useStudentSession(): { signedIn: boolean; user: StudentUser | null } {
  const value = useSyncExternalStore(subscribeSession, snapshot);
  return useMemo(() => {
    const signedIn = value.startsWith('1');
    return { signedIn, user: signedIn ? studentSession.user() : null };
  }, [value]);
}

/** "the first word of the name" labels the student's menu. */
export const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'Account';
