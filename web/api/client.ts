/**
 * The one API client (docs/product.md#calls): JSON, the XMLHttpRequest marker, the bearer token of the
 * right session, and the 401 handling of docs/product.md#failures. Failures throw ApiError carrying the server's
 * message and field errors.
 */
import { AUTH } from '../../contracts/messages';
import { adminSession, studentSession } from './session';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly errors?: FieldErrors,
    /** The whole JSON answer, for failures that carry more than a message (e.g. a 409's counts). */
    readonly body?: Record<string, unknown>,
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
    super(401, AUTH.sessionEnded, AUTH.sessionEnded, undefined, body);
  }
}

/** The server's message when it sent one, else the screen's fallback (docs/product.md#failures). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
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
    throw new ApiError(0, 'Network Error');
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
      message ?? `Request failed with status ${response.status}`,
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
