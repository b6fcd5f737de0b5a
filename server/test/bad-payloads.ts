/**
 * Payloads a careless or hostile client might send instead of a valid one: wrong JSON types,
 * each field replaced by something odd, huge strings. A route must never answer 5xx, and when it
 * refuses (4xx) it must say why and leave the data as it was.
 */
import { expect } from 'vitest';
import type { App } from '../app.js';
import { call } from './http.js';

const oddValues: unknown[] = [null, true, -1, 1.5, 1e300, ' ', 'x'.repeat(6000), [1], { $gt: '' }];

/** These tests send many requests: give them room on a busy machine. */
export const BAD_INPUT_TIMEOUT = 120_000;

export function badPayloads(valid: Record<string, unknown>): unknown[] {
  const wholeBodies: unknown[] = [null, [], [valid], 'text', 42, true];
  const perField = Object.keys(valid).flatMap((key) => oddValues.map((value) => ({ ...valid, [key]: value })));
  return [...wholeBodies, ...perField];
}

export async function expectNoServerErrors(
  app: App,
  request: { method: 'POST' | 'PUT'; url: string; token?: string; valid: Record<string, unknown> },
  snapshot: () => Promise<unknown>,
) {
  for (const body of badPayloads(request.valid)) {
    const before = await snapshot();
    const reply = await call(app, request.method, request.url, { token: request.token, body });
    const label = JSON.stringify(body)?.slice(0, 100);
    expect(reply.status, label).toBeLessThan(500);
    if (reply.status >= 400) {
      expect(reply.body.message, label).toEqual(expect.any(String));
      expect(await snapshot(), label).toEqual(before);
    }
  }
}

/** Sends a body that is not valid JSON; answers the status and the message. */
export async function sendMalformedJson(app: App, method: 'POST' | 'PUT', url: string, token: string, payload = '{"name": [') {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message };
}
