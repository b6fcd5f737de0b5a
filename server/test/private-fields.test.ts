/**
 * No answer of a public route carries an e-mail address, a password hash, a token (or its stored
 * hash) or `read_at` (when a student saw an award). The walk takes every GET route the app
 * registers (read from app.printRoutes), fills path parameters with real ids, and calls each one
 * without a token and with a student's token: a new route is walked the day it is added.
 * The student's own routes (docs/product.md#roles) may show that student's own e-mail and read_at.
 */
import { createHash } from 'node:crypto';
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
import { SUPER_ADMIN, useTestApp } from './harness.js';
import { adminToken, call, userToken } from './http.js';

const t = useTestApp();

/** The signed-in student's own data (docs/product.md#roles): the student's own e-mail and read_at may appear. */
const OWN_DATA = [
  /^\/api\/user\//,
  /^\/api\/achievements\/unread$/,
  /^\/api\/front\/(user-skills|user-projects|enrolled-courses)$/,
  /^\/api\/front\/course\/[^/]+\/projects$/,
];

/**
 * Third-party files (Swagger UI's scripts and styles), the web app's files, uploaded images and the
 * OpenAPI document (it names fields such as read_at, and holds no one's data) are not data.
 */
const NOT_DATA = [/\*/, /^\/api\/docs\/static\//, /^\/api\/docs\/(json|yaml)$/, /^\/uploads\//];

/** Every GET path the app answers, from printRoutes' tree (children are printed relative to their parent). */
function getRoutes(app: App): string[] {
  const tree = app.printRoutes({ commonPrefix: false, method: 'GET' });
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]?.split(', ').includes('GET')) paths.push(path.replace(/\/{2,}/g, '/'));
  }
  return paths;
}

/** Real ids for path parameters, by the word before the parameter. A new kind of id must be added here. */
function fillParams(path: string, ids: Record<string, number | string>): string {
  return path.replace(/\/([^/]+)\/:(\w+)/g, (_, owner: string, param: string) => {
    const key = owner.replace(/s$/, '');
    const id = ids[key];
    if (id === undefined) throw new Error(`private-fields.test.ts has no id for "${owner}/:${param}" in ${path}: add one`);
    return `/${owner}/${id}`;
  });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

async function seed(app: App) {
  const course = await createCourse(t.db, { title: 'Security' });
  const other = await createCourse(t.db, { title: 'Databases' });
  const project = await createProject(t.db, course.id, { name: 'Vault', pointsValue: 40 });
  const first = await createAchievement(t.db, { name: 'First Step', points: 10 });
  const second = await createAchievement(t.db, { name: 'Helper', points: 20 });
  const skill = await createSkill(t.db, 'Cryptography');
  const students = [];
  for (const name of ['Mona Adel', 'Omar Nabil']) {
    const user = await createUser(t.db, { name });
    await enroll(t.db, user.id, course.id);
    await enroll(t.db, user.id, other.id);
    await submit(t.db, user.id, project.id, { url: `https://github.com/${user.id}/vault` });
    await award(t.db, user.id, first.id);
    await award(t.db, user.id, second.id);
    await giveSkills(t.db, user.id, [skill.id]);
    students.push(user);
  }
  const [me, classmate] = students;
  const token = await userToken(app, me.email, STUDENT_PASSWORD);
  // One award read, one unread: read_at holds a real time.
  expect((await call(app, 'POST', '/api/achievements/read', { token, body: { ids: [first.id] } })).status).toBe(200);
  const admin = await adminToken(app);
  const ids = {
    user: classmate.id,
    course: course.id,
    project: project.id,
    achievement: second.id,
    skill: skill.id,
    // A sitemap file (modules/sharing): it lists addresses, never a field.
    sitemap: 'users-1.xml',
    // An admin's job, walked as the public and a student, who may not read it.
    job: '00000000-0000-4000-8000-000000000000',
  };
  return { me, classmate, token, admin, ids };
}

describe('private fields', () => {
  it('no GET route answers an e-mail, a password hash, a token, read_at or the locale to the public or to another student', async () => {
    const { me, classmate, token, admin, ids } = await seed(t.app);
    const routes = getRoutes(t.app).filter((path) => !NOT_DATA.some((pattern) => pattern.test(path)));
    // The walk must see the routes it is meant to guard (a change in printRoutes' format would hide them).
    expect(routes).toEqual(expect.arrayContaining(['/api/users/user/:id', '/api/front/users', '/api/front/leaderboard']));
    expect(routes.length).toBeGreaterThan(20);

    const secrets = [token, admin, sha256(token), sha256(admin), '$argon2', STUDENT_PASSWORD, SUPER_ADMIN.password];
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const path = fillParams(route, ids);
      const own = OWN_DATA.some((pattern) => pattern.test(route));
      for (const [who, bearer] of [
        ['anyone', undefined],
        ['a student', token],
      ] as const) {
        for (const url of [path, `${path}?page=1&per_page=50`]) {
          const reply = await call(t.app, 'GET', url, { token: bearer });
          if (reply.status === 200) answered++;
          const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
          const mayShowOwn = own && bearer === token;
          const found = [
            ...secrets.filter((secret) => text.includes(secret)).map((secret) => `secret ${secret.slice(0, 8)}…`),
            ...(text.match(EMAIL) ?? []).filter((email) => !(mayShowOwn && email === me.email)),
            ...(!mayShowOwn && text.includes('"read_at"') ? ['read_at'] : []),
            // The account's language (issue 47) is the student's own, as the e-mail is.
            ...(!mayShowOwn && text.includes('"locale"') ? ['locale'] : []),
            // Whether the student takes notification mail (issue 48), likewise.
            ...(!mayShowOwn && text.includes('"notify_by_mail"') ? ['notify_by_mail'] : []),
          ];
          if (found.length) leaks.push(`GET ${url} as ${who} (${reply.status}): ${[...new Set(found)].join(', ')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The public profile of a classmate and the student's own routes were really answered, not refused.
    expect(answered).toBeGreaterThan(routes.length);
    expect(classmate.email).not.toBe(me.email);
  });

  it('the walk finds every GET route, parameters included', async () => {
    const routes = getRoutes(t.app);
    for (const known of ['/api/health', '/api/front/course/:id/projects', '/api/admin/users/:id/projects', '/api/docs/json'])
      expect(routes).toContain(known);
  });

  it('the student still sees read_at on the own awards', async () => {
    const { token } = await seed(t.app);
    const own = await call(t.app, 'GET', '/api/user/achievements', { token });
    expect(own.body.achievements.map((award: { read_at: string | null }) => award.read_at !== null).sort()).toEqual([
      false,
      true,
    ]);
  });
});
