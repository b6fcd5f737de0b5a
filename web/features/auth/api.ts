import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../contracts/auth';
import { api } from '../../api/client';
import { studentSession, type StudentUser } from '../../api/session';

type LoginResponse = { token?: string; user?: StudentUser; type?: string };

/** POST /api/user/login: stores token, user and type (spec section 4). */
export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const data = await api.post<LoginResponse>('/api/user/login', input);
      if (!data.token || !data.user) throw new Error('No token');
      return data as Required<LoginResponse>;
    },
    onSuccess: ({ token, user, type }) => {
      queryClient.clear();
      studentSession.save(token, user, type ?? 'user');
    },
  });
}

/** Logout clears the stored values even if the server call fails. */
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
