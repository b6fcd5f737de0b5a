import { useSyncExternalStore } from 'react';
import { adminSession, subscribeSession } from '../api/session';

/** The stored admin token, re-read whenever the session changes (also from other tabs). */
export function useAdminToken() {
  return useSyncExternalStore(subscribeSession, adminSession.token);
}
