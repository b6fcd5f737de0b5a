/**
 * The one API client (docs/product.md#calls): JSON, the XMLHttpRequest marker, the bearer token of the
 * right session, and the 401 handling of docs/product.md#failures. Failures throw ApiError carrying the server's
 * message, its `code` and `params` (issue 47: shown in the chosen language) and field errors.
 */
import type { MessageCode } from '../../contracts/message-codes';
import { AUTH } from '../../contracts/messages';
import { say } from '../i18n/useT';
import { adminSession, studentSession } from './session';

export type FieldErrors = Record<string, string[]>;

const codeOf = (body?: Record<string, unknown>) => (typeof body?.code === 'string' ? body.code : undefined);
const paramsOf = (body?: Record<string, unknown>) =>
  typeof body?.params === 'object' && body.params !== null ? (body.params as Record<string, unknown>) : undefined;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly errors?: FieldErrors,
    /** The whole JSON answer, for failures that carry more than a message (e.g. a 409's counts). */
    readonly body?: Record<string, unknown>,
    /** The answer's stable `code` beside its English `message` (contracts/message-codes.ts). */
    readonly code: string | undefined = codeOf(body),
    /** The values its text holds, by name (`params` of the answer). */
    readonly params: Record<string, unknown> | undefined = paramsOf(body),
  ) {
    super(message);
  }
}

/**
 * A 401 to a call that carried the signed-in student's token: their session ended under them (a
 * password reset signs them out everywhere, or it expired), and the app sends them to the login.
 * Its message says so instead of the server's 'Unauthenticated.' (issue 44 item 5).
 */
export class SessionEndedError extends ApiError {
  constructor(body?: Record<string, unknown>) {
    // Its own code: the answer's is the server's 'Unauthenticated.'.
    super(401, AUTH.sessionEnded, AUTH.sessionEnded, undefined, body, 'auth.sessionEnded' satisfies MessageCode, undefined);
  }
}

/**
 * The server's message when it sent one, else the screen's fallback (docs/product.md#failures), in
 * the language shown now (by the answer's code; English as it is).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? say(error.serverMessage, error.code, error.params) : say(fallback);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const isAdminPath = path.startsWith('/api/admin');
  const token = isAdminPath ? adminSession.token() : studentSession.token();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, say('Network Error'));
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) {
      if (isAdminPath) adminSession.clear();
      else studentSession.clear();
    }
    const failure = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
    if (response.status === 401 && !isAdminPath && token) throw new SessionEndedError(failure);
    const message = typeof failure?.message === 'string' ? failure.message : undefined;
    throw new ApiError(
      response.status,
      message ?? say(`Request failed with status ${response.status}`),
      message,
      failure?.errors as FieldErrors | undefined,
      failure,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
