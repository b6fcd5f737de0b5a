import { useSyncExternalStore } from 'react';
import { adminSession, subscribeSession } from '../api/session';

/** The stored admin token, re-read whenever the session changes (also from other tabs). */
export function useAdminToken() {
  return useSyncExternalStore(subscribeSession, adminSession.token);
}

/** Whether the signed-in admin is a super admin (from the stored login answer): Settings is theirs alone. */
export function useIsSuperAdmin() {
  return useSyncExternalStore(subscribeSession, () => adminSession.user()?.is_super === true);
}

/** The signed-in admin's id (from the stored login answer), or null. */
export function useAdminId() {
  return useSyncExternalStore(subscribeSession, () => adminSession.user()?.id ?? null);
}
