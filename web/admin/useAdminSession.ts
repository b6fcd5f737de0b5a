import { useSyncExternalStore } from 'react';
import { adminSession, subscribeSession } from '../api/session';

/** The stored admin token, re-read whenever the session changes (also from other tabs). */
export function useAdminToken() {
  return useSyncExternalStore(subscribeSession, adminSession.token);
}

/** The signed-in admin's id (from the stored login answer), or null. */
export function useAdminId() {
  return useSyncExternalStore(subscribeSession, () => adminSession.user()?.id ?? null);
}
