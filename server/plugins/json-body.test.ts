import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contracts/form-messages.js';
import { createSkill } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { adminToken, call } from '../test/http.js';

const t = useTestApp();

/** A client that sends `Content-Type: application/json` on every request, with or without a body. */
async function sendWithJsonType(method: 'POST' | 'DELETE', url: string, token: string, payload?: string) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('JSON bodies', () => {
  it('a DELETE with the JSON content type and no body works', async () => {
    const token = await adminToken(t.app);
    const skill = await createSkill(t.db);
    const reply = await sendWithJsonType('DELETE', `/api/admin/skills/${skill.id}`, token);
    expect(reply.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/skills', { token })).body.skills).toEqual([]);
  });

  it('an empty body answers the per-field messages, whether the content type is sent or not', async () => {
    const token = await adminToken(t.app);
    const withType = await sendWithJsonType('POST', '/api/admin/skills', token);
    const withoutType = await call(t.app, 'POST', '/api/admin/skills', { token });
    for (const reply of [withType, withoutType]) {
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ name: [VALIDATION.nameRequired] });
    }
  });

  it('a body that is not an object is refused with a plain message', async () => {
    const token = await adminToken(t.app);
    for (const payload of ['[1]', '"text"', '42']) {
      const reply = await sendWithJsonType('POST', '/api/admin/skills', token, payload);
      expect(reply.status, payload).toBe(422);
      expect(reply.body.message, payload).toBe('The Request Body Must Be A JSON Object');
    }
  });

  it('prototype poisoning is still refused', async () => {
    const token = await adminToken(t.app);
    const reply = await sendWithJsonType('POST', '/api/admin/skills', token, '{"name": "x", "__proto__": {"admin": true}}');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual(expect.any(String));
  });
});
