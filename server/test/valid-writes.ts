/**
 * One valid request for every write route the app registers (route-table.ts), and the scene they
 * act on: the tests that hold a promise to every write (write-freshness.test.ts, audit-lines.test.ts)
 * send each of them and check what it left.
 */
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
import { SUPER_ADMIN, type TestContext } from './harness.js';
import { adminToken, call, userToken, type Reply } from './http.js';
import { outcomeOf, waitForJob } from './jobs.js';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../db/schema.js';
import { issueLinks } from '../modules/auth/password-links.js';
import { unusablePasswordHash } from '../modules/auth/passwords.js';
import { issueUnsubscribeToken } from '../modules/mail/unsubscribe-tokens.js';
import { PNG, postUpload, type FormPart } from './multipart.js';
import { fillPath, type RouteInfo } from './route-table.js';

export type Scene = Awaited<ReturnType<typeof buildScene>>;

/**
 * A valid request of one route: its path parameters, its JSON body (or, for the upload route, the
 * form's parts) and its token (null: none; left out: the admin's under /api/admin/, else Ada's).
 */
export type Request = { params?: Record<string, number | string>; body?: unknown; upload?: FormPart[]; token?: string | null };

/**
 * Ada is a signed-in student enrolled in Web (one of its three projects submitted) and Data, with a
 * skill and an unread manual award; Bob is enrolled in Web too and submitted another of its projects; Cid is
 * suspended. Go has no students (to enroll in, or delete); Old and its project are archived; one
 * achievement and one skill are nobody's (to delete).
 */
export async function buildScene(t: TestContext) {
  const { db } = t;
  const ada = await createUser(db, { name: 'Ada' });
  const bob = await createUser(db, { name: 'Bob' });
  const cid = await createUser(db, { name: 'Cid', suspendedAt: new Date() });
  const web = await createCourse(db, { title: 'Web' });
  const go = await createCourse(db, { title: 'Go' });
  const data = await createCourse(db, { title: 'Data' });
  const old = await createCourse(db, { title: 'Old', archivedAt: new Date() });
  const [adaProject, bobProject, unsubmitted] = [
    await createProject(db, web.id),
    await createProject(db, web.id),
    await createProject(db, web.id),
  ];
  const archivedProject = await createProject(db, old.id, { archivedAt: new Date() });
  await enroll(db, ada.id, web.id);
  await enroll(db, ada.id, data.id);
  await enroll(db, bob.id, web.id);
  const adaSubmission = await submit(db, ada.id, adaProject.id);
  const bobSubmission = await submit(db, bob.id, bobProject.id);
  const manual = await createAchievement(db, { manual: true });
  const automatic = await createAchievement(db, { manual: false });
  const unearned = await createAchievement(db, { manual: true });
  await award(db, ada.id, manual.id);
  const [kept, spare] = [await createSkill(db), await createSkill(db)];
  await giveSkills(db, ada.id, [kept.id]);
  const admin = await adminToken(t.app);
  const plainAdmin = await call(t.app, 'POST', '/api/admin/admin/add', {
    token: admin,
    body: { name: 'Plain', email: 'plain@academy.test', password: 'secret123' },
  });
  return {
    ...{ ada, bob, cid, web, go, old, unsubmitted, archivedProject, adaSubmission, bobSubmission },
    ...{ manual, automatic, unearned, kept, spare, admin, plainAdminId: plainAdmin.body.admin.id as number },
    student: await userToken(t.app, ada.email, STUDENT_PASSWORD),
    app: t.app,
  };
}

const NEW_STUDENT_CSV = 'name,email\nNew Student,new@academy.test\n';

/** One valid request for every write route. */
export const REQUESTS: Record<string, (s: Scene) => Request | Promise<Request>> = {
  // Sign-in and sign-out.
  'POST /api/admin/login': () => ({ token: null, body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } }),
  'POST /api/user/login': (s) => ({ token: null, body: { email: s.ada.email, password: STUDENT_PASSWORD } }),
  'POST /api/admin/logout': async (s) => ({ token: await adminToken(s.app) }),
  'POST /api/user/logout': async (s) => ({ token: await userToken(s.app, s.ada.email, STUDENT_PASSWORD) }),
  // Mail routes: the test app must send mail (test/mail-catcher.ts), else they answer 404.
  'POST /api/user/password/forgot': (s) => ({ token: null, body: { email: s.ada.email } }),
  'POST /api/user/password/check': async (s) => {
    const [token] = (await issueLinks(s.app.db, [s.ada.id], 'reset', 3600)).values();
    return { token: null, body: { token } };
  },
  'POST /api/user/password/reset': async (s) => {
    const [token] = (await issueLinks(s.app.db, [s.ada.id], 'reset', 3600)).values();
    return { token: null, body: { token, password: 'reset-secret' } };
  },
  'POST /api/front/unsubscribe': async (s) => ({ token: null, body: { token: await issueUnsubscribeToken(s.app.db, s.ada.id) } }),

  // The student's own data.
  'PUT /api/user/profile/update': () => ({ body: { name: 'Ada Lovelace', bio: 'Engines' } }),
  'PUT /api/user/avatar/update': () => ({ body: { avatar: 'avatar5' } }),
  'POST /api/achievements/read': (s) => ({ body: { ids: [s.manual.id] } }),
  'POST /api/user/notifications/:id/read': async (s) => {
    const [notice] = await s.app.db
      .insert(notifications)
      .values({ userId: s.ada.id, kind: 'top_entered', params: { rank: 1 } })
      .returning({ id: notifications.id });
    return { params: { id: notice.id } };
  },
  'POST /api/user/notifications/read-all': () => ({}),
  'POST /api/user/first-steps/dismiss': () => ({}),
  'POST /api/user/live/ticket': () => ({}),
  'PUT /api/front/user-skills': (s) => ({ body: { skill_ids: [s.kept.id, s.spare.id] } }),
  'POST /api/front/user-projects': (s) => ({
    body: { project_id: s.unsubmitted.id, url: 'https://github.com/ada/new' },
  }),
  'PUT /api/front/user-projects/:id': (s) => ({
    params: { id: s.adaSubmission.id },
    body: { url: 'https://github.com/ada/moved' },
  }),

  // The admin area.
  'POST /api/admin/payments/correction': (s) => ({
    body: { user_id: s.ada.id, course_id: s.web.id, amount: -10, note: 'Refund' },
  }),
  'POST /api/admin/uploads': () => ({ upload: [{ field: 'file', content: PNG, filename: 'badge.png' }] }),
  'PUT /api/admin/settings': () => ({ body: { academy_name: 'Fresh Academy' } }),
  'POST /api/admin/admin/add': () => ({ body: { name: 'Second', email: 'second@academy.test', password: 'secret123' } }),
  'PUT /api/admin/admin/update/:id': (s) => ({
    params: { id: s.plainAdminId },
    body: { name: 'Renamed', email: 'plain@academy.test' },
  }),
  'DELETE /api/admin/admin/delete/:id': (s) => ({ params: { id: s.plainAdminId } }),
  'POST /api/admin/user/add': () => ({ body: { name: 'New', email: 'new@academy.test', password: 'secret123' } }),
  'PUT /api/admin/user/update/:id': (s) => ({ params: { id: s.bob.id }, body: { name: 'Robert', email: s.bob.email } }),
  'DELETE /api/admin/user/delete/:id': (s) => ({ params: { id: s.bob.id } }),
  'POST /api/admin/enrollment/enroll': (s) => ({ body: { user_id: s.ada.id, course_id: s.go.id, price: 10 } }),
  'POST /api/admin/enrollment/unenroll': (s) => ({ body: { user_id: s.bob.id, course_id: s.web.id, confirm: true } }),
  'POST /api/admin/users/bulk/enroll': (s) => ({ body: { user_ids: [s.ada.id, s.bob.id], course_id: s.go.id, price: 0 } }),
  'POST /api/admin/users/bulk/achievement': (s) => ({ body: { user_ids: [s.bob.id], achievement_id: s.manual.id } }),
  'POST /api/admin/user-projects/add': (s) => ({
    body: { user_id: s.ada.id, project_id: s.unsubmitted.id, url: 'https://github.com/ada/added' },
  }),
  'PUT /api/admin/user-projects/update': (s) => ({
    body: { id: s.bobSubmission.id, user_id: s.bob.id, url: 'https://github.com/bob/moved' },
  }),
  'POST /api/admin/user-projects/delete': (s) => ({ body: { user_id: s.bob.id, project_id: s.bobSubmission.projectId } }),
  'POST /api/admin/submissions/:id/remove': (s) => ({ params: { id: s.bobSubmission.id }, body: { reason: 'Copied' } }),
  'POST /api/admin/users/:id/suspend': (s) => ({ params: { id: s.bob.id }, body: { reason: 'Spam' } }),
  'POST /api/admin/users/:id/unsuspend': (s) => ({ params: { id: s.cid.id } }),
  'POST /api/admin/users/:id/invitation': async (s) => {
    // Bob, as a student imported with an invitation, has not chosen a password yet.
    await s.app.db.update(users).set({ passwordHash: unusablePasswordHash() }).where(eq(users.id, s.bob.id));
    return { params: { id: s.bob.id } };
  },
  'POST /api/admin/course/add': () => ({ body: { title: 'Rust' } }),
  'PUT /api/admin/course/update/:id': (s) => ({ params: { id: s.web.id }, body: { title: 'Web Basics' } }),
  'DELETE /api/admin/course/delete/:id': (s) => ({ params: { id: s.go.id } }),
  'POST /api/admin/course/archive/:id': (s) => ({ params: { id: s.web.id } }),
  'POST /api/admin/course/unarchive/:id': (s) => ({ params: { id: s.old.id } }),
  'POST /api/admin/project/add': (s) => ({ body: { name: 'Blog', course_id: s.web.id, points_value: 5 } }),
  'PUT /api/admin/project/update/:id': (s) => ({
    params: { id: s.unsubmitted.id },
    body: { name: 'Shop', course_id: s.web.id, points_value: 7 },
  }),
  'POST /api/admin/project/delete/:id': (s) => ({ params: { id: s.unsubmitted.id } }),
  'POST /api/admin/project/archive/:id': (s) => ({ params: { id: s.unsubmitted.id } }),
  'POST /api/admin/project/unarchive/:id': (s) => ({ params: { id: s.archivedProject.id } }),
  'POST /api/admin/achievements': () => ({ body: { name: 'Starter', description: 'First steps', points: 5, manual: true } }),
  'POST /api/admin/achievements/preview': (s) => ({
    body: { id: s.automatic.id, rule_metric: 'projects_count', rule_threshold: 2 },
  }),
  'PUT /api/admin/achievements/:id': (s) => ({
    params: { id: s.manual.id },
    body: { name: 'Renamed', description: 'Still earned', points: 60 },
  }),
  'DELETE /api/admin/achievements/:id': (s) => ({ params: { id: s.unearned.id } }),
  'POST /api/admin/users/:id/achievements': (s) => ({ params: { id: s.bob.id }, body: { achievement_id: s.manual.id } }),
  'DELETE /api/admin/users/:id/achievements/:achievementId': (s) => ({
    params: { id: s.ada.id, achievementId: s.manual.id },
  }),
  'POST /api/admin/skills': () => ({ body: { name: 'Rust' } }),
  'PUT /api/admin/skills/:id': (s) => ({ params: { id: s.kept.id }, body: { name: 'TypeScript' } }),
  'DELETE /api/admin/skills/:id': (s) => ({ params: { id: s.spare.id } }),
  'POST /api/admin/import/users/preview': () => ({ body: { csv: NEW_STUDENT_CSV } }),
  'POST /api/admin/import/users': async (s) => {
    const preview = await call(s.app, 'POST', '/api/admin/import/users/preview', {
      token: s.admin,
      body: { csv: NEW_STUDENT_CSV },
    });
    return { body: { csv: NEW_STUDENT_CSV, preview_id: preview.body.preview_id } };
  },
  'DELETE /api/admin/jobs/:id/passwords': async (s) => {
    // A finished import whose new student got a generated password.
    const { body } = await REQUESTS['POST /api/admin/import/users'](s);
    const started = await call(s.app, 'POST', '/api/admin/import/users', { token: s.admin, body });
    await waitForJob(s.app, s.admin, started.body.job.id);
    return { params: { id: started.body.job.id } };
  },
};

/**
 * Sends the request as a client would; a job's answer is its outcome once finished. `codes` keeps
 * the code and values beside the answer's message (http.ts `call`).
 */
export async function send(app: App, route: RouteInfo, scene: Scene, request: Request, codes?: boolean): Promise<Reply> {
  const token = request.token === undefined ? (route.url.startsWith('/api/admin/') ? scene.admin : scene.student) : request.token;
  if (request.upload) return postUpload(app, token!, request.upload, codes);
  const url = fillPath(route, request.params ?? {});
  const reply = await call(app, route.method as 'POST', url, { token: token ?? undefined, body: request.body, codes });
  // A 202 with a job is long work; forgot password answers 202 with only its message.
  return reply.status === 202 && reply.body?.job ? outcomeOf(await waitForJob(app, token!, reply.body.job.id), codes) : reply;
}
