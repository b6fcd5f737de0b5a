/**
 * The permission matrix: every route the app registers under /api (taken from the app itself)
 * must be classified below, and each answers as its class says:
 * - admin / student: 401 without a token, with a garbage token and with a signed-out token;
 *   403 with the other kind of token; the right token gets past the guard (for admin routes, a
 *   super admin's and a plain admin's).
 * - super (routes only a super admin may use): refused as admin routes are, and 403 with the
 *   route's own message for a signed-in admin who is not a super admin, sent a valid request so
 *   that only the super admin rule can refuse it; a super admin's same request succeeds. Routes
 *   where super admin rights matter only for some bodies (granting `is_super`, editing a super
 *   admin: admins/service.ts) are admin routes; admins.test.ts covers those rules.
 * - public: answers anyone (a token of any kind, or a garbage one, never gives 401/403).
 * - student routes that name a record: another student's record is refused as docs/api.md says
 *   (404 for a submission, 403 for a course the student is not enrolled in) and stays unchanged.
 * A route missing from the table, or a table entry the app no longer registers, fails the test:
 * whoever adds a route classifies it here. This replaces the per-module "401 without a token,
 * 403 with the wrong one" tests.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../contracts/admin-messages.js';
import { AUTH } from '../../contracts/messages.js';
import { notifications, userAchievements, userProjects } from '../db/schema.js';
import {
  award,
  createAchievement,
  createCourse,
  createProject,
  createUser,
  enroll,
  STUDENT_PASSWORD,
  submit,
} from './factories.js';
import { SUPER_ADMIN, useTestApp } from './harness.js';
import { adminToken, userToken } from './http.js';
import { collectRoutes, fillPath, WRITE_METHODS, type RouteInfo } from './route-table.js';
import { issueUnsubscribeToken } from '../modules/mail/unsubscribe-tokens.js';

const routes = collectRoutes();
const t = useTestApp();

type Access = 'admin' | 'super' | 'student' | 'public';

/** Who may call each route. A new route must be added here. */
const ACCESS: Record<string, Access> = {
  // Sign-in, and the public site.
  'POST /api/admin/login': 'public',
  'POST /api/user/login': 'public',
  // Forgot password (issue 26): public exceptions to the /api/user/* rule; 404 here, where mail is off.
  'POST /api/user/password/forgot': 'public',
  'POST /api/user/password/check': 'public',
  'POST /api/user/password/reset': 'public',
  // Issue 48: a notification mail's unsubscribe link (its token, not a sign-in, says whose mail).
  'POST /api/front/unsubscribe': 'public',
  'GET /api/health': 'public',
  'GET /api/front/config': 'public',
  'GET /api/front/users': 'public',
  'GET /api/users/user/:id': 'public',
  'GET /api/users/user/:id/activity': 'public',
  'GET /api/front/courses': 'public',
  'GET /api/users/course/:id': 'public',
  'GET /api/front/projects': 'public',
  'GET /api/users/project/:id': 'public',
  'GET /api/front/achievements': 'public',
  'GET /api/front/skills': 'public',
  'GET /api/front/stats': 'public',
  'GET /api/front/leaderboard': 'public',
  // The OpenAPI document and its browsable UI.
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',

  // The student's own data.
  'POST /api/user/logout': 'student',
  'GET /api/user/me': 'student',
  'PUT /api/user/profile/update': 'student',
  'PUT /api/user/avatar/update': 'student',
  'GET /api/user/achievements': 'student',
  // Issue 25: the student's place and next steps.
  'GET /api/user/standing': 'student',
  'GET /api/user/achievements/progress': 'student',
  'GET /api/achievements/unread': 'student',
  'POST /api/achievements/read': 'student',
  // Issue 48: the bell.
  'GET /api/user/notifications': 'student',
  'POST /api/user/notifications/:id/read': 'student',
  'POST /api/user/notifications/read-all': 'student',
  'POST /api/user/first-steps/dismiss': 'student',
  // Issue 49: the live stream (anybody; a ticket, not a token, says whose notifications come too).
  'GET /api/live': 'public',
  'POST /api/user/live/ticket': 'student',
  'GET /api/user/live': 'student',
  'GET /api/front/user-skills': 'student',
  'PUT /api/front/user-skills': 'student',
  'GET /api/front/enrolled-courses': 'student',
  'GET /api/front/course/:id/projects': 'student',
  'GET /api/front/user-projects': 'student',
  'POST /api/front/user-projects': 'student',
  'PUT /api/front/user-projects/:id': 'student',
  'GET /api/front/user-projects/removed': 'student',

  // The admin area.
  'POST /api/admin/logout': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/me': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log/facets': 'admin',
  'GET /api/admin/stats/revenue': 'admin',
  'GET /api/admin/payments': 'admin',
  'POST /api/admin/payments/correction': 'admin',
  'POST /api/admin/uploads': 'admin',
  'GET /api/admin/settings': 'super',
  'PUT /api/admin/settings': 'super',
  'GET /api/admin/admins': 'admin',
  'POST /api/admin/admin/add': 'admin',
  'PUT /api/admin/admin/update/:id': 'admin',
  'DELETE /api/admin/admin/delete/:id': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/user/add': 'admin',
  'PUT /api/admin/user/update/:id': 'admin',
  'DELETE /api/admin/user/delete/:id': 'admin',
  'POST /api/admin/enrollment/enroll': 'admin',
  'POST /api/admin/enrollment/unenroll': 'admin',
  'POST /api/admin/users/bulk/enroll': 'admin',
  'POST /api/admin/users/bulk/achievement': 'admin',
  'GET /api/admin/users/:id/projects': 'admin',
  'GET /api/admin/users/:id/details': 'admin',
  'POST /api/admin/user-projects/add': 'admin',
  'PUT /api/admin/user-projects/update': 'admin',
  'POST /api/admin/user-projects/delete': 'admin',
  'GET /api/admin/submissions/latest': 'admin',
  'POST /api/admin/submissions/:id/remove': 'admin',
  'POST /api/admin/users/:id/suspend': 'admin',
  'POST /api/admin/users/:id/unsuspend': 'admin',
  // Invitations (issue 26): 404 here, where mail is off, once past the guard.
  'POST /api/admin/users/:id/invitation': 'admin',
  'GET /api/admin/courses': 'admin',
  'POST /api/admin/course/add': 'admin',
  'PUT /api/admin/course/update/:id': 'admin',
  'DELETE /api/admin/course/delete/:id': 'admin',
  'POST /api/admin/course/archive/:id': 'admin',
  'POST /api/admin/course/unarchive/:id': 'admin',
  'GET /api/admin/projects': 'admin',
  'POST /api/admin/project/add': 'admin',
  'PUT /api/admin/project/update/:id': 'admin',
  'POST /api/admin/project/delete/:id': 'admin',
  'POST /api/admin/project/archive/:id': 'admin',
  'POST /api/admin/project/unarchive/:id': 'admin',
  'GET /api/admin/achievements': 'admin',
  'POST /api/admin/achievements': 'admin',
  'POST /api/admin/achievements/preview': 'admin',
  'PUT /api/admin/achievements/:id': 'admin',
  'DELETE /api/admin/achievements/:id': 'admin',
  'POST /api/admin/users/:id/achievements': 'admin',
  'DELETE /api/admin/users/:id/achievements/:achievementId': 'admin',
  'GET /api/admin/skills': 'admin',
  'POST /api/admin/skills': 'admin',
  'PUT /api/admin/skills/:id': 'admin',
  'DELETE /api/admin/skills/:id': 'admin',
  // Cohort import and CSV exports (issue 14 items 1 and 4).
  'POST /api/admin/import/users/preview': 'admin',
  'POST /api/admin/import/users': 'admin',
  'GET /api/admin/import/users/template.csv': 'admin',
  'GET /api/admin/export/users.csv': 'admin',
  'GET /api/admin/export/enrollments.csv': 'admin',
  'GET /api/admin/export/submissions.csv': 'admin',
  'GET /api/admin/export/payments.csv': 'admin',
  // Long admin work run as jobs (issue 21 item 1): an admin reads only the jobs they started.
  'GET /api/admin/jobs': 'admin',
  'GET /api/admin/jobs/:id': 'admin',
  'DELETE /api/admin/jobs/:id/passwords': 'admin',
};

/** A signed-in admin who is not a super admin. */
const PLAIN_ADMIN = { name: 'Plain Admin', email: 'plain-admin@academy.test', password: 'secret123' };

/**
 * Super admin routes: what a signed-in admin who is not a super admin is answered (403 with this
 * message), and a valid body, so that nothing but the super admin rule can refuse the request.
 * Every 'super' route must be listed.
 */
const SUPER_ONLY: Record<string, { message: string; body?: unknown }> = {
  'GET /api/admin/settings': { message: SETTINGS.superOnly },
  'PUT /api/admin/settings': { message: SETTINGS.superOnly, body: { academy_name: 'Not A Super Admin Academy' } },
};

type Scene = Awaited<ReturnType<typeof buildScene>>;

/**
 * Student routes that name a record: how to ask for another student's record, what the answer
 * must be, and the other student's row that must stay as it was. Every student route with a
 * path parameter must be listed.
 */
const OTHERS_RECORD: Record<
  string,
  {
    params: (s: Scene) => Record<string, number>;
    body?: (s: Scene) => unknown;
    status: number;
    message: string;
    row?: (s: Scene) => Promise<unknown>;
  }
> = {
  'PUT /api/front/user-projects/:id': {
    params: (s) => ({ id: s.othersSubmission }),
    body: () => ({ url: 'https://github.com/me/stolen' }),
    status: 404,
    message: 'Submission Not Found',
    row: (s) => t.db.select().from(userProjects).where(eq(userProjects.id, s.othersSubmission)),
  },
  'GET /api/front/course/:id/projects': {
    params: (s) => ({ id: s.othersCourse }),
    status: 403,
    message: 'You Are Not Enrolled In This Course',
  },
  // Issue 48: another student's notification is not found, and stays unread.
  'POST /api/user/notifications/:id/read': {
    params: (s) => ({ id: s.othersNotice }),
    status: 404,
    message: 'Notification Not Found',
    row: (s) => t.db.select().from(notifications).where(eq(notifications.id, s.othersNotice)),
  },
};

async function buildScene() {
  const { db } = t;
  const [me, other] = [await createUser(db), await createUser(db)];
  const [shared, othersCourse] = [await createCourse(db), await createCourse(db)];
  const [project, othersProject] = [await createProject(db, shared.id), await createProject(db, othersCourse.id)];
  await enroll(db, me.id, shared.id);
  await enroll(db, other.id, shared.id);
  await enroll(db, other.id, othersCourse.id);
  const othersSubmission = await submit(db, other.id, project.id);
  const achievement = await createAchievement(db);
  await award(db, other.id, achievement.id);
  const [othersNotice] = await db
    .insert(notifications)
    .values({ userId: other.id, kind: 'top_entered', params: { rank: 2 } })
    .returning({ id: notifications.id });
  const student = await userToken(t.app, me.email, STUDENT_PASSWORD);
  const admin = await adminToken(t.app);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/admin/admin/add',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ ...PLAIN_ADMIN, is_super: false }),
  });
  expect(added.statusCode, 'adding a plain admin').toBe(201);
  const plainAdmin = await adminToken(t.app, PLAIN_ADMIN);
  const signedOutStudent = await userToken(t.app, me.email, STUDENT_PASSWORD);
  const signedOutAdmin = await adminToken(t.app);
  for (const [url, token] of [
    ['/api/user/logout', signedOutStudent],
    ['/api/admin/logout', signedOutAdmin],
  ]) {
    const response = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, url).toBe(200);
  }
  return {
    me,
    other,
    student,
    admin,
    plainAdmin,
    signedOutStudent,
    signedOutAdmin,
    ids: { id: me.id, achievementId: achievement.id },
    publicIds: { user: me.id, course: shared.id, project: othersProject.id },
    othersSubmission: othersSubmission.id,
    othersCourse: othersCourse.id,
    othersAward: achievement.id,
    othersNotice: othersNotice.id,
  };
}

const GARBAGE_HEADERS = ['Bearer not-a-token', `Bearer ${'x'.repeat(600)}`, 'Basic YWRtaW46YWRtaW4=', 'Bearer', 'garbage'];

async function send(route: RouteInfo, url: string, authorization?: string, body?: unknown) {
  const response = await t.app.inject({
    method: route.method,
    url,
    headers: {
      ...(authorization && { authorization }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  let json: { message?: unknown } | undefined;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, message: json?.message };
}

describe('permission matrix', () => {
  it('every registered /api route is classified, and each answers its callers as its class says', async () => {
    const registered = routes.map((route) => route.key).sort();
    expect(registered.length).toBeGreaterThan(40);
    const unclassified = registered.filter((key) => !(key in ACCESS));
    const gone = Object.keys(ACCESS).filter((key) => !registered.includes(key));
    expect(unclassified, 'routes with no entry in ACCESS: classify them').toEqual([]);
    expect(gone, 'ACCESS entries the app no longer registers').toEqual([]);
    const studentWithParams = routes.filter((r) => ACCESS[r.key] === 'student' && r.params.length).map((r) => r.key);
    expect(studentWithParams.sort(), 'student routes naming a record need an OTHERS_RECORD entry').toEqual(
      Object.keys(OTHERS_RECORD).sort(),
    );
    const superRoutes = routes.filter((r) => ACCESS[r.key] === 'super').map((r) => r.key);
    expect(superRoutes.sort(), 'super admin routes need a SUPER_ONLY entry').toEqual(Object.keys(SUPER_ONLY).sort());

    const s = await buildScene();
    const problems: string[] = [];
    const check = (label: string, ok: boolean, got: { status: number; message?: unknown }) => {
      if (!ok) problems.push(`${label}: got ${got.status} ${JSON.stringify(got.message)}`);
    };
    const counts = { admin: 0, super: 0, student: 0, public: 0, requests: 0 };

    for (const route of routes) {
      const access = ACCESS[route.key];
      counts[access]++;
      const isWrite = WRITE_METHODS.has(route.method);
      if (access === 'public') {
        const url = fillPath(route, {
          id: route.url.includes('/course/')
            ? s.publicIds.course
            : route.url.includes('/project/')
              ? s.publicIds.project
              : s.publicIds.user,
          '*': 'index.html',
        });
        const body = route.url.endsWith('/login')
          ? route.url.startsWith('/api/admin/')
            ? { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }
            : { email: s.me.email, password: STUDENT_PASSWORD }
          : route.key === 'POST /api/front/unsubscribe'
            ? { token: await issueUnsubscribeToken(t.db, s.me.id) }
            : undefined;
        for (const [who, authorization] of [
          ['no token', undefined],
          ['a student token', `Bearer ${s.student}`],
          ['an admin token', `Bearer ${s.admin}`],
          ['a signed-out token', `Bearer ${s.signedOutStudent}`],
          ...GARBAGE_HEADERS.map((header) => [`"${header.slice(0, 20)}"`, header]),
        ] as const) {
          const got = await send(route, url, authorization, body);
          counts.requests++;
          check(`${route.key} with ${who}`, got.status < 400 || got.status === 404, got);
        }
        continue;
      }

      const asAdmin = access !== 'student';
      const [own, wrong, signedOut] = asAdmin ? [s.admin, s.student, s.signedOutAdmin] : [s.student, s.admin, s.signedOutStudent];
      const url = fillPath(route, s.ids);
      const refusals: [string, string | undefined, number, string][] = [
        ['no token', undefined, 401, AUTH.unauthenticated],
        ...GARBAGE_HEADERS.map((header): [string, string, number, string] => [
          `"${header.slice(0, 20)}"`,
          header,
          401,
          AUTH.unauthenticated,
        ]),
        ['a signed-out token', `Bearer ${signedOut}`, 401, AUTH.unauthenticated],
        [
          'a signed-out token of the other kind',
          `Bearer ${asAdmin ? s.signedOutStudent : s.signedOutAdmin}`,
          401,
          AUTH.unauthenticated,
        ],
        [asAdmin ? 'a student token' : 'an admin token', `Bearer ${wrong}`, 403, AUTH.forbidden],
      ];
      for (const [who, authorization, status, message] of refusals) {
        const got = await send(route, url, authorization, isWrite ? {} : undefined);
        counts.requests++;
        check(`${route.key} with ${who}`, got.status === status && got.message === message, got);
      }

      if (access === 'super') {
        // Only the super admin rule stands between a plain admin and a valid request; a super admin passes it.
        const spec = SUPER_ONLY[route.key];
        const refused = await send(route, url, `Bearer ${s.plainAdmin}`, spec.body);
        const passed = await send(route, url, `Bearer ${s.admin}`, spec.body);
        counts.requests += 2;
        check(`${route.key} with a plain admin token`, refused.status === 403 && refused.message === spec.message, refused);
        check(`${route.key} with a super admin token`, passed.status >= 200 && passed.status < 300, passed);
        continue;
      }

      // The right token gets past the guard: for an admin route, any admin's. Writes are sent a
      // malformed id or body, so nothing changes; a write that takes neither (a sign-out) gets a
      // token of its own.
      const bare = isWrite && !route.params.length && !route.schema.body;
      const callers: [string, string, () => Promise<string>][] =
        access === 'admin'
          ? [
              ['a super admin', own, () => adminToken(t.app)],
              ['a plain admin', s.plainAdmin, () => adminToken(t.app, PLAIN_ADMIN)],
            ]
          : [['a student', own, () => userToken(t.app, s.me.email, STUDENT_PASSWORD)]];
      const passUrl = isWrite && route.params.length ? fillPath(route, { id: 'x', achievementId: 'x' }) : url;
      for (const [who, token, fresh] of callers) {
        const got = await send(route, passUrl, `Bearer ${bare ? await fresh() : token}`, isWrite ? [] : undefined);
        counts.requests++;
        check(`${route.key} with ${who} token`, got.status !== 401 && got.status !== 403, got);
      }
    }

    // Another student's records.
    for (const [key, spec] of Object.entries(OTHERS_RECORD)) {
      const route = routes.find((r) => r.key === key)!;
      const before = await spec.row?.(s);
      const got = await send(route, fillPath(route, spec.params(s)), `Bearer ${s.student}`, spec.body?.(s));
      counts.requests++;
      check(`${key} on another student's record`, got.status === spec.status && got.message === spec.message, got);
      if (spec.row) expect(await spec.row(s), `${key}: another student's record changed`).toEqual(before);
    }
    // Marking another student's award read (the ids are achievement ids) leaves theirs unread.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/achievements/read',
      headers: { authorization: `Bearer ${s.student}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [s.othersAward] }),
    });
    counts.requests++;
    expect(read.statusCode).toBe(200);
    const [othersAward] = await t.db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.userId, s.other.id), eq(userAchievements.achievementId, s.othersAward)));
    expect(othersAward.readAt, "another student's award was marked read").toBeNull();

    console.log(
      `permission matrix: ${routes.length} routes (${counts.admin} admin, ${counts.super} super admin, ${counts.student} student, ${counts.public} public), ${counts.requests} requests`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
