import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  LoginInput,
  PasswordLinkCheck,
  ResetPasswordInput,
  StudentLoginResponse,
} from '../../../contracts/auth';
import type { MessageResponse } from '../../../contracts/items';
import { AUTH, LOAD_FAILED } from '../../../contracts/messages';
import { api, ApiError, errorMessage } from '../../api/client';
import { studentSession } from '../../api/session';

/** Checked, not trusted: an answer without a token reads as failed credentials. */
type LoginResponse = Partial<StudentLoginResponse>;

/** POST /api/user/login: stores token, user and type (docs/product.md#flows). */
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

/**
 * What a failed login says: 'Invalid Credentials' for wrong credentials (401, or an answer
 * without a token), the server's own message for anything else (429 'Too many login attempts...'),
 * and a connection message when the server could not be reached.
 */
export function loginErrorMessage(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 401) return AUTH.studentInvalid;
  if (error.status === 0) return LOAD_FAILED.serverUnreachable;
  return errorMessage(error, LOAD_FAILED.login);
}

/** POST /api/user/password/forgot (issue 26): the same answer whatever the address. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (input: ForgotPasswordInput) => api.post<MessageResponse>('/api/user/password/forgot', input) });

/** POST /api/user/password/reset (issue 26): the link's token and the new password. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<MessageResponse>('/api/user/password/reset', input) });

/**
 * POST /api/user/password/check (issue 44 item 4): whether the link can still set a password,
 * asked once when its page opens (the token in the body, never in a URL). Spends nothing; not
 * asked again on its own, since a dead link checked counts as a guess.
 */
export const usePasswordLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['password-link-check', token],
    queryFn: () => api.post<PasswordLinkCheck>('/api/user/password/check', { token }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: 0,
  });
