/**
 * Property-based fuzzing of every write route under /api (POST, PUT, DELETE: admin, student and
 * login), taken from the app itself, so a new write route is fuzzed without editing this file.
 * Each generated request is BAD by construction, and checked to be bad against the route's own
 * schemas before it is sent (a valid one is discarded with fc.pre): a body its zod schema refuses,
 * a body the server cannot parse, or a path parameter that is malformed or names no record.
 * For each one: the answer is a 4xx (never 5xx), a JSON object with a string `message` and its
 * `code` (issue 47: test/message-codes.ts), and the domain tables are exactly as before (md5
 * digest). FUZZ_SEED and FUZZ_PAYLOADS change the seed and the total count (10,000 by default on
 * the embedded engine the README starts; 3,000 on PostgreSQL, where the same routes and schemas
 * run and only the engine's refusals differ).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admins } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { changedTables, digestTables, domainDigest } from './digest.js';
import {
  award,
  createAchievement,
  createCourse,
  createProject,
  createSkill,
  createUser,
  enroll,
  giveSkills,
  STUDENT_PASSWORD,
  submit,
} from './factories.js';
import { resetDatabase, useTestApp } from './harness.js';
import { adminToken, userToken } from './http.js';
import { codeProblem } from './message-codes.js';
import { collectRoutes, fillPath, WRITE_METHODS, type RouteInfo, type Schema } from './route-table.js';

const routes = collectRoutes();
const t = useTestApp();

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const TOTAL = Number(process.env.FUZZ_PAYLOADS ?? (process.env.TEST_DATABASE_URL ? 3_000 : 10_000));

/** Every table of the scene has rows 1..3: real ids. */
const REAL_IDS = [1, 2, 3];
/** Path values that are malformed (the schema refuses them) or name no record (valid form, no row). */
const GARBAGE_IDS: (string | number)[] = [
  0,
  -1,
  1.5,
  '1e3',
  '0x1',
  '+1',
  'abc',
  ' ',
  '9'.repeat(40),
  2_147_483_648,
  999_999,
  2_147_483_647,
  '\u0000',
  'ü',
  '😀',
  '../1',
  "1' OR '1'='1",
  'null',
  'undefined',
  '[1]',
  'x'.repeat(600),
];
const NONEXISTENT = new Set([999_999, 2_147_483_647]);
/** Routes that name a job by its UUID (contracts/jobs.ts jobIdParams takes any text): no value above names one. */
const namesJob = (route: RouteInfo) => route.url.startsWith('/api/admin/jobs/');

// ---------------------------------------------------------------------------------------------
// The scene: a few rows in every domain table, so real ids exist and a wrong write would show.

type Scene = { admin: string; student: string };

async function buildScene(): Promise<Scene> {
  const { db } = t;
  await db
    .insert(admins)
    .values({ name: 'Plain Admin', email: 'plain@academy.test', passwordHash: await hashPassword('secret123') });
  await db
    .insert(admins)
    .values({ name: 'Other Admin', email: 'other@academy.test', passwordHash: await hashPassword('secret123') });
  const [a, b] = [await createUser(t.db), await createUser(t.db)];
  await createUser(t.db);
  const [c1, c2] = [await createCourse(db), await createCourse(db)];
  await createCourse(db);
  const [p1, p2] = [await createProject(db, c1.id), await createProject(db, c1.id)];
  await createProject(db, c2.id);
  await enroll(db, a.id, c1.id);
  await enroll(db, a.id, c2.id, 500);
  await enroll(db, b.id, c1.id, 800, true);
  await submit(db, a.id, p1.id);
  await submit(db, b.id, p2.id);
  await submit(db, a.id, p2.id);
  const manual = await createAchievement(db);
  await createAchievement(db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 1 });
  await createAchievement(db, { manual: false, ruleMetric: 'skills_count', ruleThreshold: 5 });
  await award(db, a.id, manual.id);
  const [s1, s2] = [await createSkill(db), await createSkill(db)];
  await createSkill(db);
  await giveSkills(db, a.id, [s1.id, s2.id]);
  await giveSkills(db, b.id, [s1.id]);
  return { admin: await adminToken(t.app), student: await userToken(t.app, a.email, STUDENT_PASSWORD) };
}

// ---------------------------------------------------------------------------------------------
// What a route's body looks like: field names from its zod schema, plausible values by name.

type Loose = { shape?: Record<string, unknown>; def?: { in?: Loose; innerType?: Loose; schema?: Loose } };

function fieldsOf(schema: Schema | undefined): string[] {
  let current = schema as Loose | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = current.def?.in ?? current.def?.innerType ?? current.def?.schema;
  }
  return [];
}

function plausible(field: string): unknown {
  if (field === 'email') return 'fuzz@academy.test';
  if (field === 'password') return 'secret123';
  if (field === 'url' || field === 'link') return 'https://github.com/fuzz/project';
  if (field === 'image' || field === 'badge') return 'https://example.com/badge.png';
  if (field === 'ids' || field.endsWith('_ids')) return [1, 2];
  if (field === 'id' || field.endsWith('_id')) return 1;
  if (field === 'price' || field === 'refund') return 100;
  if (field === 'points' || field.startsWith('points_') || field.endsWith('_threshold')) return 5;
  if (['manual', 'confirm', 'got_discount', 'is_super'].includes(field)) return field === 'manual';
  if (field === 'rule_metric') return 'projects_count';
  if (field === 'avatar') return 'avatar1';
  return 'Fuzz Text';
}

// ---------------------------------------------------------------------------------------------
// Generators of bad values, bodies and requests.

const nest = (depth: number, leaf: unknown, asObject: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
};

const oddScalar = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '12',
  ' 7 ',
  '1e3',
  '0x10',
  '-5',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  '𝕏'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'https://',
  'javascript:alert(1)',
  'avatar0',
  'avatar21',
);

const hugeString = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 256, max: 70_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 1_300_000 }).map((n) => 'y'.repeat(n)) },
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: oddScalar },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean()).map(([n, o]) => nest(n, 1, o)) },
);

const extraKey = fc.oneof(
  fc.constantFrom('constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '$where', '$gt', 'isAdmin', 'role', 'id'),
  fc.string({ maxLength: 12 }),
);

type Pollution = 'none' | 'proto' | 'constructor' | 'nested-proto';
const pollution = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Pollution>('none') },
  { weight: 1, arbitrary: fc.constantFrom<Pollution>('proto', 'constructor', 'nested-proto') },
);

/** An own, enumerable `__proto__` key survives JSON.stringify, as an attacker's raw JSON would carry it. */
function polluted(body: unknown, kind: Pollution): unknown {
  if (kind === 'none' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (kind === 'constructor') copy['constructor'] = { prototype: { isAdmin: true, is_super: true } };
  else {
    const target = kind === 'proto' ? copy : ((copy.nested = {}) as Record<string, unknown>);
    Object.defineProperty(target, '__proto__', { value: { isAdmin: true, is_super: true }, enumerable: true, writable: true });
  }
  return copy;
}

function objectBody(fields: string[]): fc.Arbitrary<unknown> {
  const template = Object.fromEntries(fields.map((field) => [field, plausible(field)]));
  const mutated = fields.length
    ? fc
        .record({
          drop: fc.subarray(fields),
          replace: fc.dictionary(fc.constantFrom(...fields), badValue, { minKeys: 1, maxKeys: Math.min(3, fields.length) }),
          extra: fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
        })
        .map(({ drop, replace, extra }) => {
          const body: Record<string, unknown> = { ...extra, ...template, ...replace };
          for (const field of drop) delete body[field];
          return body;
        })
    : fc.dictionary(extraKey, badValue, { maxKeys: 4 });
  const whole = fc.oneof(
    fc.constantFrom<unknown>(null, [], [template], 'text', '', 42, -1, 0, true, false),
    fc.jsonValue({ maxDepth: 3 }),
    fc.object({ maxDepth: 2, values: [badValue] }),
  );
  return fc
    .tuple(fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 2, arbitrary: whole }), pollution)
    .map(([body, kind]) => polluted(body, kind));
}

type RawBody = { contentType?: string; payload: string | Buffer };

const MALFORMED_JSON = [
  '{',
  '{"name": [',
  "{'name': 'x'}",
  '{"name": "x",}',
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  '[1, 2',
  '"unterminated',
  '{"email": "a@b.c" "password": "x"}',
  '\u0000',
  '{"a": 01}',
  '{"a": .5}',
  '{"a": "\\x41"}',
];

/** Bodies the server must refuse before any route sees them (400 malformed, 415 unsupported type). */
const unparseableBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })),
  fc.tuple(fc.integer({ min: 1000, max: 50_000 }), fc.constantFrom('[', '{"a":')).map(([n, open]) => ({
    contentType: 'application/json',
    payload: open.repeat(n),
  })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({
    contentType: 'application/json',
    payload: `{"__proto__": ${JSON.stringify(value) ?? 'null'}, "name": "x"}`,
  })),
  fc
    .constantFrom(
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/octet-stream',
      'text/html',
      'image/png',
      'application/vnd.api+json',
    )
    .chain((contentType) =>
      fc.uint8Array({ maxLength: 80 }).map((bytes) => ({ contentType, payload: Buffer.concat([Buffer.from('name=x&'), bytes]) })),
    ),
);

/** Other raw bodies: random text sent as JSON, plain text, broken multipart forms. */
const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  unparseableBody,
  fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({ contentType: 'application/json', payload })),
  fc.string({ maxLength: 60 }).map((payload) => ({ contentType: 'text/plain', payload })),
  fc
    .tuple(fc.constantFrom('file', 'image', 'upload', ''), fc.uint8Array({ maxLength: 200 }), fc.boolean())
    .map(([field, bytes, closed]) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      payload: Buffer.concat([
        Buffer.from(
          `--fuzzboundary\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nGARBAGE`,
        ),
        bytes,
        Buffer.from(closed ? '\r\n--fuzzboundary--\r\n' : ''),
      ]),
    })),
  fc.constant({ contentType: 'multipart/form-data', payload: 'no boundary' }),
);

type Request = {
  params: Record<string, string | number>;
  raw: RawBody;
  token: 'own' | 'other' | 'none';
};

/**
 * Requests for a route, shaped so that nearly all are bad: a route with a body schema gets bodies
 * its schema refuses; one without gets a malformed or missing path record, or an unparseable body.
 */
function requestArbitrary(route: RouteInfo): fc.Arbitrary<Request> {
  const real = fc.constantFrom<string | number>(...REAL_IDS);
  const garbage = fc.constantFrom(...GARBAGE_IDS);
  const toParams = (values: (string | number)[]) => Object.fromEntries(route.params.map((name, i) => [name, values[i]]));
  const anyParams = fc.tuple(...route.params.map(() => fc.oneof(real, garbage))).map(toParams);
  // At least one parameter is garbage.
  const badParams = fc
    .tuple(fc.nat(Math.max(route.params.length - 1, 0)), fc.tuple(...route.params.map(() => fc.oneof(real, garbage))), garbage)
    .map(([i, values, bad]) => toParams(values.map((value, j) => (j === i ? bad : value))));
  const jsonBody = objectBody(fieldsOf(route.schema.body)).map((body): RawBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(body) ?? '',
  }));
  const anyBody = fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBody });
  const token = fc.oneof(
    { weight: 18, arbitrary: fc.constant<Request['token']>('own') },
    { weight: 1, arbitrary: fc.constant<Request['token']>('other') },
    { weight: 1, arbitrary: fc.constant<Request['token']>('none') },
  );
  const request = (params: fc.Arbitrary<Request['params']>, raw: fc.Arbitrary<RawBody>) => fc.record({ params, raw, token });
  if (route.schema.body || route.consumes?.includes('multipart/form-data')) return request(anyParams, anyBody);
  if (route.params.length)
    return fc.oneof({ weight: 3, arbitrary: request(badParams, anyBody) }, request(anyParams, unparseableBody));
  return request(anyParams, unparseableBody);
}

// ---------------------------------------------------------------------------------------------
// The model: is this request bad for the route? (Only requests proven bad are sent.)

const hasProtoKey = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (Object.hasOwn(value, '__proto__') || Object.values(value).some(hasProtoKey));

/** The body as the route's validation sees it, or 'unparseable' when the server must refuse it before. */
function effectiveBody(raw: RawBody): { body: unknown } | 'unparseable' | 'unknown' {
  const type = raw.contentType?.split(';')[0].trim().toLowerCase();
  const text = raw.payload.toString();
  if (type === 'application/json') {
    if (text.trim() === '') return { body: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return 'unparseable';
    }
    if (hasProtoKey(parsed)) return 'unparseable';
    return { body: parsed ?? {} };
  }
  if (type === 'text/plain') return { body: text };
  if (type === 'multipart/form-data') return 'unknown';
  if (type === undefined) return 'unknown';
  return 'unparseable';
}

function isBad(route: RouteInfo, request: Request): boolean {
  const { params, raw } = request;
  const parsed = effectiveBody(raw);
  if (parsed === 'unparseable') return true;
  if (route.schema.params && !route.schema.params.safeParse(params).success) return true;
  if (Object.values(params).some((value) => NONEXISTENT.has(Number(value)))) return true;
  if (namesJob(route)) return true;
  if (route.schema.body) return parsed !== 'unknown' && !route.schema.body.safeParse(parsed.body).success;
  // A multipart route (an upload) without a file part named `file` holding an image.
  if (route.consumes?.includes('multipart/form-data')) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------

const isAdminRoute = (route: RouteInfo) => route.url.startsWith('/api/admin/') && !route.url.endsWith('/login');

describe('fuzz: bad payloads on every write route', () => {
  it(`never answer 5xx, always say why, and change no domain row (${TOTAL} payloads, seed ${SEED})`, async () => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method));
    expect(writes.length).toBeGreaterThan(20);
    // The garbage path values are bad for every id parameter: malformed, or no such record.
    for (const value of GARBAGE_IDS) {
      const parses = writes.some(
        (r) => !namesJob(r) && r.schema.params?.safeParse(Object.fromEntries(r.params.map((p) => [p, value]))).success,
      );
      if (parses) expect(NONEXISTENT.has(Number(value)), String(value)).toBe(true);
    }

    let scene = await buildScene();
    let baseline = await domainDigest(t.db);
    const perRoute = Math.ceil(TOTAL / writes.length);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const failures: string[] = [];
    let sent = 0;
    let discarded = 0;
    const started = Date.now();

    for (const route of writes) {
      const property = fc.asyncProperty(requestArbitrary(route), async (request) => {
        if (!isBad(route, request)) discarded++;
        fc.pre(isBad(route, request));
        const own = isAdminRoute(route) ? scene.admin : scene.student;
        const other = isAdminRoute(route) ? scene.student : scene.admin;
        const token = { own, other, none: undefined }[request.token];
        const url = fillPath(route, request.params);
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            ...(request.raw.contentType && { 'content-type': request.raw.contentType }),
          },
          payload: request.raw.payload,
        });
        sent++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const label = `${route.method} ${url.slice(0, 120)} ${request.raw.contentType} ${request.raw.payload.toString().slice(0, 200)}`;
        if (response.statusCode >= 500) serverErrors.push(`${response.statusCode} ${label}`);
        const after = await domainDigest(t.db);
        if (after.digest !== baseline.digest) {
          const changed = changedTables(baseline, after);
          // Start again from a fresh scene, so the shrinking runs compare with a true baseline.
          await resetDatabase(t.db);
          scene = await buildScene();
          baseline = await domainDigest(t.db);
          throw new Error(`${label}: a refused payload changed ${changed.join(', ')}`);
        }
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        // The caller's own token keeps working: no bad payload signs it out.
        if (request.token === 'own') expect(response.statusCode, `${label}: the token stopped working`).not.toBe(401);
        let body: unknown;
        try {
          body = response.json();
        } catch {
          throw new Error(`${label}: the answer is not JSON: ${response.body.slice(0, 200)}`);
        }
        expect(body, label).toMatchObject({ message: expect.any(String) });
        // ...with its code, which the web app shows in the reader's language (issue 47).
        expect(codeProblem(body), label).toBeUndefined();
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: perRoute });
      } catch (error) {
        failures.push(`${route.key}: ${(error as Error).message.slice(0, 3000)}`);
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}x${count}`);
    console.log(
      `fuzz: ${sent} bad payloads sent over ${writes.length} write routes in ${seconds} s (seed ${SEED}, ${discarded} valid ones discarded); ` +
        `5xx seen: ${serverErrors.length}; statuses: ${histogram.join(' ')}; digest of ${(await digestTables(t.db)).join(', ')}`,
    );
    expect(serverErrors, 'answers 5xx').toEqual([]);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
  }, 240_000);
});
