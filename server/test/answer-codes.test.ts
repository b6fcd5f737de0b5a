/**
 * Every answer's message carries a code the web app can show in Arabic (issue 47): walked over
 * every route the app registers (route-table.ts), so a new route is held to it the day it is
 * added. The refusals each route gives without a token, with either kind of token, for a record
 * that does not exist, for a malformed id or page and for an empty body (401, 403, 404, 422,
 * ...), and the success answer of each write's valid request (valid-writes.ts), carry a `code`
 * that the registry (contracts/message-codes.ts) and web/locales/ar/server.json both hold; `call`
 * (http.ts) checks on every answer that the code's English, with the answer's `params`, is the message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_ENGLISH } from '../../contracts/message-codes.js';
import { createUser, STUDENT_PASSWORD } from './factories.js';
import { useTestApp } from './harness.js';
import { adminToken, call, userToken, type Reply } from './http.js';
import { startMailCatcher } from './mail-catcher.js';
import { collectRoutes, fillPath, WRITE_METHODS, type RouteInfo } from './route-table.js';
import { buildScene, REQUESTS, send } from './valid-writes.js';

const routes = collectRoutes();
// Mail on (test/mail-catcher.ts): the mail routes answer 404 without it, before their own rules.
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

const arabic = JSON.parse(readFileSync(path.join(__dirname, '../../web/locales/ar/server.json'), 'utf8')) as Record<
  string,
  string
>;

/** The OpenAPI UI, its files and the document: not answers of the API. */
const isApiAnswer = (route: RouteInfo) => !route.url.startsWith('/api/docs');

/** Where an answer with a message lacks a code both the registry and the Arabic catalogue know; none for an answer without a message. */
function missingCode(request: string, reply: Reply): string[] {
  const { message, code } = (reply.body ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string') return [];
  if (typeof code !== 'string') return [`${request} ${reply.status}: "${message}" has no code`];
  const lacking = [!(code in MESSAGE_ENGLISH) && 'the registry', !(code in arabic) && 'ar/server.json'].filter(Boolean);
  return lacking.length ? [`${request} ${reply.status}: ${code} is not in ${lacking.join(' nor ')}`] : [];
}

describe('every answer carries a code the web catalogue knows', () => {
  it('for the refusals of every route: no token, either kind of token, a missing record, a malformed id or page, an empty body', async () => {
    const student = await createUser(t.db);
    const tokens = {
      none: undefined,
      admin: await adminToken(t.app),
      student: await userToken(t.app, student.email, STUDENT_PASSWORD),
    };
    const api = routes.filter(isApiAnswer);
    expect(api.length).toBeGreaterThan(60);
    const problems: string[] = [];
    const statuses = new Set<number>();
    const codes = new Set<string>();
    const ask = async (route: RouteInfo, path: string, token: string | undefined) => {
      const body = WRITE_METHODS.has(route.method) ? {} : undefined;
      const reply = await call(t.app, route.method as 'GET', path, { token, body, codes: true });
      problems.push(...missingCode(`${route.method} ${path}`, reply));
      statuses.add(reply.status);
      if (typeof reply.body?.code === 'string') codes.add(reply.body.code);
    };
    for (const route of api) {
      const missing = fillPath(route, Object.fromEntries(route.params.map((name) => [name, 999_999])));
      for (const token of Object.values(tokens)) await ask(route, missing, token);
      const right = route.url.startsWith('/api/admin/') ? tokens.admin : tokens.student;
      if (route.params.length)
        await ask(route, fillPath(route, Object.fromEntries(route.params.map((name) => [name, 'abc']))), right);
      if (route.schema.querystring) await ask(route, `${missing}?page=0&per_page=x`, right);
    }
    expect(problems).toEqual([]);
    expect([...statuses]).toEqual(expect.arrayContaining([401, 403, 404, 422]));
    expect([...codes]).toEqual(expect.arrayContaining(['auth.unauthenticated', 'auth.forbidden', 'validation.invalidId']));
  });

  it.each(Object.keys(REQUESTS))('for the success answer of %s', async (key) => {
    const route = routes.find((r) => r.key === key);
    expect(route, `${key} is not registered`).toBeDefined();
    const scene = await buildScene(t);
    const request = await REQUESTS[key](scene);
    const reply = await send(t.app, route!, scene, request, true);
    expect(reply.status, `${key} answered ${reply.status} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    expect(missingCode(key, reply)).toEqual([]);
  });

  it('has a valid request, and so a success answer checked above, for every write route', () => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method) && isApiAnswer(route)).map((route) => route.key);
    expect(writes.filter((key) => !(key in REQUESTS))).toEqual([]);
  });
});
