/**
 * Answers have contracts (contracts/*.ts, registered as each route's response schema):
 * (a) every /api route documents a JSON body for its success status in the OpenAPI document;
 * (b) every route that refuses a call without a token (401) is marked with bearer security, and
 *     every operation marked as requiring a token refuses such a call;
 * (c) real answers, walked with real data, carry exactly the documented keys: none missing, none
 *     more (a field no schema lists never leaves), and their status is a documented one. A message
 *     keeps its `code` and `params` here (issue 47): they are documented keys of the answer.
 * The routes come from the app itself (route-table.ts), so a new route is checked the day it is added.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
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
import { useTestApp } from './harness.js';
import { adminToken, call, userToken, type Json } from './http.js';
import { waitForJob } from './jobs.js';
import { collectRoutes, fillPath, type RouteInfo } from './route-table.js';

const routes = collectRoutes();
const t = useTestApp();

/** The OpenAPI UI, its files and the document itself: not answers of the API. */
const NOT_API_ANSWERS = new Set([
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
]);

type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
};
type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
};

async function openApi(app: App): Promise<OpenApi> {
  const reply = await call<OpenApi>(app, 'GET', '/api/docs/json');
  expect(reply.status).toBe(200);
  return reply.body;
}

const apiRoutes = () => routes.filter((route) => !NOT_API_ANSWERS.has(route.key));
const operationOf = (doc: OpenApi, route: RouteInfo) =>
  doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
const successCodes = (operation: Operation) => Object.keys(operation.responses).filter((code) => /^2\d\d$/.test(code));
const jsonSchemaOf = (operation: Operation, code: string) => operation.responses[code]?.content?.['application/json']?.schema;

/**
 * Where a JSON value departs from a JSON schema of the document: a key the schema does not list,
 * a required key that is missing, or a value of another type. Written here, apart from zod, so
 * that it checks the document and the answers against each other.
 */
function departures(doc: OpenApi, schema: SchemaObject | undefined, value: unknown, path = '$'): string[] {
  if (!schema) return [`${path}: no schema`];
  // `{}` (a zod `unknown`, e.g. an audit line's fields) takes any value.
  if (Object.keys(schema).length === 0) return [];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    return target ? departures(doc, target, value, path) : [`${path}: unresolved ${schema.$ref}`];
  }
  const types = [schema.type ?? []].flat();
  if (value === null) return schema.nullable || types.includes('null') || isNullable(doc, schema) ? [] : [`${path}: null`];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const results = branches.map((branch) => departures(doc, branch, value, path));
    return results.some((found) => found.length === 0) ? [] : results.flat();
  }
  if (schema.allOf) return schema.allOf.flatMap((part) => departures(doc, part, value, path));
  if (schema.enum && !schema.enum.includes(value))
    return [`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`];
  if (schema.const !== undefined && schema.const !== value) return [`${path}: not ${JSON.stringify(schema.const)}`];
  if (Array.isArray(value)) {
    if (!types.includes('array')) return [`${path}: unexpected list`];
    return value.flatMap((item, i) => departures(doc, schema.items, item, `${path}[${i}]`));
  }
  if (typeof value === 'object') {
    if (!types.includes('object') && !schema.properties) return [`${path}: unexpected object`];
    const record = value as Record<string, unknown>;
    const listed = schema.properties ?? {};
    const extra = schema.additionalProperties;
    const found: string[] = [];
    for (const key of Object.keys(record)) {
      if (key in listed) found.push(...departures(doc, listed[key], record[key], `${path}.${key}`));
      else if (typeof extra === 'object') found.push(...departures(doc, extra, record[key], `${path}.${key}`));
      else found.push(`${path}.${key}: not in the schema`);
    }
    for (const key of schema.required ?? []) if (!(key in record)) found.push(`${path}.${key}: missing`);
    return found;
  }
  const kind = typeof value === 'number' ? (Number.isInteger(value) ? ['number', 'integer'] : ['number']) : [typeof value];
  return types.length === 0 || kind.some((k) => types.includes(k))
    ? []
    : [`${path}: ${typeof value}, expected ${types.join('|')}`];
}

function isNullable(doc: OpenApi, schema: SchemaObject): boolean {
  if (schema.$ref) return isNullable(doc, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {});
  return (schema.anyOf ?? schema.oneOf ?? []).some((branch) => branch.nullable || branch.type === 'null');
}

/** An answer must use a documented status, and its body must match the schema documented for it. */
function expectDocumented(doc: OpenApi, route: RouteInfo, reply: { status: number; body: Json }) {
  const operation = operationOf(doc, route);
  expect(operation, route.key).toBeDefined();
  expect(successCodes(operation), `${route.key} answered ${reply.status}`).toContain(String(reply.status));
  expect(departures(doc, jsonSchemaOf(operation, String(reply.status)), reply.body), route.key).toEqual([]);
}

describe('every route has an answer contract', () => {
  it('documents one success status with a JSON body for every /api route', async () => {
    const doc = await openApi(t.app);
    expect(apiRoutes().length).toBeGreaterThan(60);
    const lacking = apiRoutes().filter((route) => {
      const operation = operationOf(doc, route);
      if (!operation) return true;
      const codes = successCodes(operation);
      return codes.length !== 1 || !jsonSchemaOf(operation, codes[0]);
    });
    expect(lacking.map((route) => route.key)).toEqual([]);
  });

  it('documents the error answers {message, code, params?, errors?} of every /api route', async () => {
    const doc = await openApi(t.app);
    const lacking = apiRoutes().filter((route) => {
      const operation = operationOf(doc, route);
      const refusal = operation && (jsonSchemaOf(operation, '4XX') ?? jsonSchemaOf(operation, '4xx'));
      return departures(doc, refusal, { message: 'Not Found', code: 'server.notFound', params: { count: 1 } }).length > 0;
    });
    expect(lacking.map((route) => route.key)).toEqual([]);
  });

  it('has no dangling component reference in the document', async () => {
    const doc = await openApi(t.app);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
  });
});

describe('the security marker', () => {
  it('is on every operation that refuses a call without a token, and only there', async () => {
    const doc = await openApi(t.app);
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const path = fillPath(route, Object.fromEntries(route.params.map((name) => [name, 1])));
      const reply = await call(t.app, route.method as 'GET', path, route.method === 'GET' ? {} : { body: {} });
      const security = operationOf(doc, route)?.security;
      const required = JSON.stringify(security) === JSON.stringify([{ bearer: [] }]);
      if ((reply.status === 401) !== required) wrong.push(`${route.key}: ${reply.status}, security ${JSON.stringify(security)}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Real ids for path parameters, by the word before the parameter. A GET route with another kind of id must be added here. */
function idFor(route: RouteInfo, ids: Record<'user' | 'course' | 'project' | 'job', number | string>) {
  const values: Record<string, number | string> = {};
  for (const match of route.url.matchAll(/\/([^/]+)\/:(\w+)/g)) {
    const owner = match[1].replace(/s$/, '') as keyof typeof ids;
    if (!(owner in ids)) throw new Error(`no id for ${match[2]} after /${match[1]}/ in ${route.key}`);
    values[match[2]] = ids[owner];
  }
  return fillPath(route, values);
}

async function seedCommunity(app: App, db: typeof t.db) {
  const student = await createUser(db, { avatar: 'avatar3', bio: 'Learning', twitter: 'https://x.com/me' });
  const other = await createUser(db);
  const course = await createCourse(db, { description: 'Basics', link: 'https://academy.test/c' });
  const second = await createCourse(db);
  const project = await createProject(db, course.id);
  await createProject(db, course.id);
  await enroll(db, student.id, course.id, 1500.5, true);
  await enroll(db, student.id, second.id, 0);
  await enroll(db, other.id, course.id);
  await submit(db, student.id, project.id);
  const manual = await createAchievement(db, { manual: true });
  await createAchievement(db, { manual: false });
  await award(db, student.id, manual.id);
  const skill = await createSkill(db);
  await giveSkills(db, student.id, [skill.id]);
  const admin = await adminToken(app);
  // A finished job (issue 21 item 1): the other student is given the manual achievement.
  const started = await call(app, 'POST', '/api/admin/users/bulk/achievement', {
    token: admin,
    body: { user_ids: [other.id], achievement_id: manual.id },
  });
  const job = await waitForJob(app, admin, started.body.job.id);
  return {
    ids: { user: student.id, course: course.id, project: project.id, job: job.id as string },
    admin,
    student: await userToken(app, student.email, STUDENT_PASSWORD),
  };
}

const ADMIN_ONLY = /^\/api\/admin\//;
const STUDENT_ONLY = [
  /^\/api\/user\//,
  /^\/api\/achievements\//,
  /^\/api\/front\/(user-skills|user-projects|enrolled-courses|course\/)/,
];

describe('answers carry exactly the documented keys', () => {
  it('for every GET route, whole and paged, with real data', async () => {
    const { ids, admin, student } = await seedCommunity(t.app, t.db);
    const doc = await openApi(t.app);
    const gets = apiRoutes().filter((route) => route.method === 'GET' && route.url !== '/api/health');
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      const token = ADMIN_ONLY.test(route.url) ? admin : STUDENT_ONLY.some((re) => re.test(route.url)) ? student : undefined;
      const path = idFor(route, ids);
      expectDocumented(doc, route, await call(t.app, 'GET', path, { token, codes: true }));
      if (route.schema.querystring)
        expectDocumented(doc, route, await call(t.app, 'GET', `${path}?page=1&per_page=1`, { token, codes: true }));
    }
    // The public walk again with a student token: personalised answers keep the same keys.
    for (const route of gets.filter((r) => !ADMIN_ONLY.test(r.url) && !STUDENT_ONLY.some((re) => re.test(r.url)))) {
      expectDocumented(doc, route, await call(t.app, 'GET', idFor(route, ids), { token: student, codes: true }));
    }
  });

  it('for sign-in and the writes that answer a record', async () => {
    const { ids, admin, student } = await seedCommunity(t.app, t.db);
    const doc = await openApi(t.app);
    const route = (key: string) => {
      const found = routes.find((r) => r.key === key);
      if (!found) throw new Error(`${key} is not registered`);
      return found;
    };
    const write = async (key: string, path: string, token: string | undefined, body: unknown) => {
      const reply = await call(t.app, route(key).method as 'POST', path, { token, body, codes: true });
      expectDocumented(doc, route(key), reply);
      return reply.body;
    };
    await write('POST /api/admin/login', '/api/admin/login', undefined, { email: 'root@academy.test', password: 'secret123' });
    await write('POST /api/admin/admin/add', '/api/admin/admin/add', admin, {
      name: 'Second',
      email: 'second@academy.test',
      password: 'secret123',
    });
    const user = await write('POST /api/admin/user/add', '/api/admin/user/add', admin, {
      name: 'New',
      email: 'new@academy.test',
      password: 'secret123',
    });
    await write('PUT /api/admin/user/update/:id', `/api/admin/user/update/${user.user.id}`, admin, {
      name: 'Renamed',
      email: 'new@academy.test',
    });
    await write('POST /api/admin/enrollment/enroll', '/api/admin/enrollment/enroll', admin, {
      user_id: user.user.id,
      course_id: ids.course,
      price: 10,
    });
    await write('POST /api/admin/user-projects/add', '/api/admin/user-projects/add', admin, {
      user_id: user.user.id,
      project_id: ids.project,
      url: 'https://github.com/new/app',
    });
    await write('POST /api/admin/course/add', '/api/admin/course/add', admin, { title: 'Added' });
    await write('POST /api/admin/project/add', '/api/admin/project/add', admin, {
      name: 'Added',
      course_id: ids.course,
      points_value: 5,
    });
    await write('POST /api/admin/achievements', '/api/admin/achievements', admin, {
      name: 'Added',
      description: 'x',
      points: 5,
      manual: 0,
      rule_metric: 'courses_count',
      rule_threshold: 1,
    });
    await write('POST /api/admin/achievements/preview', '/api/admin/achievements/preview', admin, {
      rule_metric: 'projects_count',
      rule_threshold: 1,
    });
    await write('POST /api/admin/skills', '/api/admin/skills', admin, { name: 'Added' });
    const started = await write('POST /api/admin/users/bulk/enroll', '/api/admin/users/bulk/enroll', admin, {
      user_ids: [user.user.id],
      course_id: ids.course,
      price: 0,
    });
    await waitForJob(t.app, admin, started.job.id);
    await write('POST /api/user/login', '/api/user/login', undefined, { email: 'new@academy.test', password: 'secret123' });
    await write('PUT /api/user/profile/update', '/api/user/profile/update', student, { name: 'Me', bio: 'Hello' });
    await write('PUT /api/user/avatar/update', '/api/user/avatar/update', student, { avatar: 'avatar5' });
    await write('PUT /api/front/user-skills', '/api/front/user-skills', student, { skill_ids: [] });
    const conflict = await call(t.app, 'POST', '/api/admin/enrollment/unenroll', {
      token: admin,
      body: { user_id: user.user.id, course_id: ids.course },
      codes: true,
    });
    // The one refusal that carries figures: they are documented, so they are not stripped; its
    // message holds values, so it has its code and those values (issue 47).
    expect(conflict.status).toBe(409);
    expect(Object.keys(conflict.body).sort()).toEqual(['code', 'message', 'params', 'points', 'submissions']);
    expect(conflict.body).toMatchObject({ code: 'enrollments.hasSubmissions', params: { count: 1, points: expect.any(Number) } });
  });
});
