/** Small helpers to call the app like a client does: JSON in, JSON out, bearer tokens. */
import type { App } from '../app.js';
import { SUPER_ADMIN } from './harness.js';
import { codeProblem } from './message-codes.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON answer as tests read it: each test checks it by value against explicit expectations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place untyped JSON enters the tests
export type Json = any;

export type Reply<T = Json> = { status: number; body: T };

/**
 * The answer as the specification writes it: an answer's `message` carries a `code` (and `params`
 * for a text with values, issue 47) that must agree with it, checked here for every call of every
 * test (test/message-codes.ts), then left out, so a test compares the answer with the
 * specification's `{message}`. A test about the codes themselves keeps them (`codes: true`).
 */
export function asSpecified(body: Json, keepCodes: boolean | undefined, request: string) {
  const problem = codeProblem(body);
  if (problem) throw new Error(`${request}: ${problem}`);
  if (keepCodes || body === null || typeof body !== 'object' || typeof body.message !== 'string') return body;
  const { code: _code, params: _params, ...specified } = body;
  return specified;
}

export async function call<T = Json>(
  app: App,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; codes?: boolean } = {},
): Promise<Reply<T>> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  let body: Json;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body: asSpecified(body, options.codes, `${method} ${url}`) };
}

export async function adminToken(app: App, credentials = SUPER_ADMIN): Promise<string> {
  const reply = await call(app, 'POST', '/api/admin/login', {
    body: { email: credentials.email, password: credentials.password },
  });
  if (reply.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}

export async function userToken(app: App, email: string, password: string): Promise<string> {
  const reply = await call(app, 'POST', '/api/user/login', { body: { email, password } });
  if (reply.status !== 200) throw new Error(`user login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}
