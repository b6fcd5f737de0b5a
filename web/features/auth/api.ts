import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  LoginInput,
  PasswordLinkCheck,
  ResetPasswordInput,
  StudentLoginResponse,
} from '../../../contracts/auth';
import type { MessageResponse } from '../../../contracts/items';
import type { UnsubscribeInput } from '../../../contracts/unsubscribe';
import type { MeResponse } from '../../../contracts/users';
import { AUTH, LOAD_FAILED } from '../../../contracts/messages';
import { api, ApiError } from '../../api/client';
import { studentSession } from '../../api/session';
import { chooseLocale, i18n } from '../../i18n/i18n';
import { isLocale } from '../../i18n/locale';
import { say } from '../../i18n/useT';
import { meKeys } from '../queryKeys';

/** Checked, not trusted: an answer without a token reads as failed credentials. */
type LoginResponse = Partial<StudentLoginResponse>;

/**
 * After a login, the language the student chose on their account (issue 47) replaces the one
 * shown (and becomes this browser's choice): the login's answer says it if it carries `locale`,
 * else GET /api/user/me does (its profile then seeds the cache). An account without one, or a
 * call that failed, leaves the language shown as it is.
 */
async function followAccountLocale(user: object, queryClient: QueryClient) {
  try {
    let locale: unknown = 'locale' in user ? user.locale : undefined;
    if (locale === undefined) {
      const me = (await api.get<MeResponse>('/api/user/me')).user;
      queryClient.setQueryData(meKeys.all, me);
      locale = me.locale;
    }
    if (isLocale(locale) && locale !== i18n.locale) await chooseLocale(locale);
  } catch {
    // The language shown stays.
  }
}

/**
 * POST /api/user/login: stores token, user and type (docs/product.md#flows), then shows the
 * account's language if it has one (before the home page opens, so it does not flash in the other).
 */
export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const data = await api.post<LoginResponse>('/api/user/login', input);
      if (!data.token || !data.user) throw new Error('No token');
      return data as Required<LoginResponse>;
    },
    onSuccess: async ({ token, user, type }) => {
      queryClient.clear();
      studentSession.save(token, user, type ?? 'user');
      await followAccountLocale(user, queryClient);
    },
  });
}

const isValues = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A failure in the language shown (web/i18n/useT.ts `say`): the server's message when it sent
 * one (looked up by the code and values its answer carries beside it), else `fallback`. Call it
 * from a component that subscribes with `useSay()`.
 */
export function failureText(error: unknown, fallback: string) {
  if (!(error instanceof ApiError) || !error.serverMessage) return say(fallback);
  // The answer's code only when its message is the one shown (a session that ended shows its own).
  const answer = error.body?.message === error.serverMessage ? error.body : undefined;
  const code = typeof answer?.code === 'string' ? answer.code : undefined;
  return say(error.serverMessage, code, isValues(answer?.params) ? answer.params : undefined);
}

/**
 * What a failed login says, in the language shown: 'Invalid Credentials' for wrong credentials
 * (401, or an answer without a token), the server's own message for anything else (429 'Too many
 * login attempts...'), and a connection message when the server could not be reached.
 */
export function loginErrorMessage(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 401) return say(AUTH.studentInvalid);
  if (error.status === 0) return say(LOAD_FAILED.serverUnreachable);
  return failureText(error, LOAD_FAILED.login);
}

/** POST /api/user/password/forgot (issue 26): the same answer whatever the address. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (input: ForgotPasswordInput) => api.post<MessageResponse>('/api/user/password/forgot', input) });

/** POST /api/user/password/reset (issue 26): the link's token and the new password. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<MessageResponse>('/api/user/password/reset', input) });

/** POST /api/front/unsubscribe (issue 48): a notification mail's token turns that mail off. */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (input: UnsubscribeInput) => api.post<MessageResponse>('/api/front/unsubscribe', input) });

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
