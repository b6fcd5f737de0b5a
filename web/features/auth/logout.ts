import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { studentSession } from '../../api/session';

/**
 * Logout clears the stored values even if the server call fails. Apart from api.ts: the layout
 * needs only this, and api.ts's login and password calls (useMutation) stay out of the first visit
 * (docs/decisions.md "Room in the first visit").
 */
export function useStudentLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      if (studentSession.token()) await api.post('/api/user/logout');
    } catch (error) {
      console.warn('Logout call failed', error);
    }
    studentSession.clear();
    queryClient.clear();
  };
}
