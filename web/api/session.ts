/** The client-side stored values (docs/product.md#entities), in localStorage. */
import type { AdminLoginResponse, StudentUser } from '../../contracts/auth';

/** Who signed in, as the login answers say (contracts/auth.ts). */
export type AdminUser = AdminLoginResponse['user'];
export type { StudentUser };

const KEYS = {
  adminToken: 'admin_token',
  adminUser: 'admin_user',
  adminType: 'admin_type',
  userToken: 'user_token',
  userData: 'user_data',
  userType: 'user_type',
  userId: 'user_id',
  userName: 'user_name',
} as const;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Re-render hooks subscribe here (also fires on changes from other tabs). */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const adminSession = {
  token: () => localStorage.getItem(KEYS.adminToken),
  type: () => localStorage.getItem(KEYS.adminType),
  user: () => readJson<AdminUser>(KEYS.adminUser),
  save(token: string, user: AdminUser, type: string) {
    localStorage.setItem(KEYS.adminToken, token);
    localStorage.setItem(KEYS.adminUser, JSON.stringify(user));
    localStorage.setItem(KEYS.adminType, type);
    changed();
  },
  clear() {
    [KEYS.adminToken, KEYS.adminUser, KEYS.adminType].forEach((key) => localStorage.removeItem(key));
    changed();
  },
};

export const studentSession = {
  token: () => localStorage.getItem(KEYS.userToken),
  type: () => localStorage.getItem(KEYS.userType),
  user: () => readJson<StudentUser>(KEYS.userData),
  isSignedIn: () => Boolean(localStorage.getItem(KEYS.userToken)) && localStorage.getItem(KEYS.userType) === 'user',
  save(token: string, user: StudentUser, type: string) {
    localStorage.setItem(KEYS.userToken, token);
    localStorage.setItem(KEYS.userData, JSON.stringify(user));
    localStorage.setItem(KEYS.userType, type);
    localStorage.setItem(KEYS.userId, String(user.id));
    localStorage.setItem(KEYS.userName, user.name);
    changed();
  },
  /** Keeps the stored name in step after a profile edit. */
  updateUser(user: StudentUser) {
    localStorage.setItem(KEYS.userData, JSON.stringify(user));
    localStorage.setItem(KEYS.userName, user.name);
    changed();
  },
  clear() {
    Object.values(KEYS)
      .filter((key) => key.startsWith('user_'))
      .forEach((key) => localStorage.removeItem(key));
    changed();
  },
};
