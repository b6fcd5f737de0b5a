/** Small helpers to call the app like a client does: JSON in, JSON out, bearer tokens. */
import type { App } from '../app.js';
import { SUPER_ADMIN } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON answer as tests read it: each test checks it by value against explicit expectations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place untyped JSON enters the tests
export type Json = any;

export type Reply<T = Json> = { status: number; body: T };

export async function call<T = Json>(
  app: App,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown } = {},
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
  return { status: response.statusCode, body };
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
