/**
 * The promise "the next read shows the write" (issue 22 item 7), held to every write route the app
 * registers (route-table.ts), so a new write route cannot skip it:
 * - each route has a valid request below (REQUESTS); the API accepts it (2xx; a job: succeeded),
 *   and afterwards this app's freshness generation has moved, which drops every kept public answer
 *   and derived value (freshness/), unless the route is in WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER,
 *   where the same valid call must leave the generation where it was (previews invalidate nothing);
 *   on PostgreSQL another instance hears of the write, or of a listed one hears nothing;
 * - content checks with the answer cache on: public answers read (and cached) before a write show
 *   what the write changed on the next read. The oracle is the data the test wrote.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { announceCommit } from '../freshness/freshness.js';
import { listenForCommits } from '../freshness/listener.js';
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
import { adminToken, call, userToken, type Json, type Reply } from './http.js';
import { outcomeOf, waitForJob } from './jobs.js';
import { PNG, postUpload, type FormPart } from './multipart.js';
import { collectRoutes, fillPath, WRITE_METHODS, type RouteInfo } from './route-table.js';

const routes = collectRoutes();
const t = useTestApp({ PUBLIC_CACHE: '1' });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let listener: { heard: string[]; close: () => Promise<void> } | undefined;
/** On PostgreSQL: the senders of the commit notices another instance hears (freshness/listener.ts), in order. */
async function noticesHeard() {
  if (!listener) {
    const heard: string[] = [];
    const { close } = await listenForCommits(t.config.databaseUrl!, {
      onNotice: (sender) => heard.push(sender),
      onStateChange: () => {},
      log: t.app.log,
    });
    listener = { heard, close };
  }
  return listener.heard;
}
afterAll(async () => {
  await listener?.close();
});

/**
 * Sends a notice of its own and waits until it is heard, here and by the app (it moves the app's
 * generation); answers where it is in `heard`. Notices arrive in commit order, so every notice of a
 * commit made before it has been heard by then.
 */
async function heardUpTo(heard: string[], mark: string) {
  const generation = t.app.freshness.generation;
  await announceCommit(t.db, mark);
  await expect.poll(() => heard.includes(mark) && t.app.freshness.generation > generation, { timeout: 2000 }).toBe(true);
  return heard.indexOf(mark);
}

/**
 * Writes after which every public answer stays true: sign-in and sign-out (tokens), the student's
 * own read marks (shown only to the student, never cached), and previews (they write nothing).
 */
const WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER = new Set([
  'POST /api/admin/login',
  'POST /api/user/login',
  'POST /api/admin/logout',
  'POST /api/user/logout',
  'POST /api/achievements/read',
  'POST /api/admin/achievements/preview',
  'POST /api/admin/import/users/preview',
]);

type Scene = Awaited<ReturnType<typeof buildScene>>;

/**
 * A valid request of one route: its path parameters, its JSON body (or, for the upload route, the
 * form's parts) and its token (null: none; left out: the admin's under /api/admin/, else Ada's).
 */
type Request = { params?: Record<string, number>; body?: unknown; upload?: FormPart[]; token?: string | null };

/**
 * Ada is a signed-in student enrolled in Web (one of its three projects submitted) and Data, with a
 * skill and an unread manual award; Bob is enrolled in Web too and submitted another of its projects; Cid is
 * suspended. Go has no students (to enroll in, or delete); Old and its project are archived; one
 * achievement and one skill are nobody's (to delete).
 */
async function buildScene() {
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
  };
}

const NEW_STUDENT_CSV = 'name,email\nNew Student,new@academy.test\n';

/** One valid request for every write route. */
const REQUESTS: Record<string, (s: Scene) => Request | Promise<Request>> = {
  // Sign-in and sign-out.
  'POST /api/admin/login': () => ({ token: null, body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } }),
  'POST /api/user/login': (s) => ({ token: null, body: { email: s.ada.email, password: STUDENT_PASSWORD } }),
  'POST /api/admin/logout': async () => ({ token: await adminToken(t.app) }),
  'POST /api/user/logout': async (s) => ({ token: await userToken(t.app, s.ada.email, STUDENT_PASSWORD) }),

  // The student's own data.
  'PUT /api/user/profile/update': () => ({ body: { name: 'Ada Lovelace', bio: 'Engines' } }),
  'PUT /api/user/avatar/update': () => ({ body: { avatar: 'avatar5' } }),
  'POST /api/achievements/read': (s) => ({ body: { ids: [s.manual.id] } }),
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
    const preview = await call(t.app, 'POST', '/api/admin/import/users/preview', {
      token: s.admin,
      body: { csv: NEW_STUDENT_CSV },
    });
    return { body: { csv: NEW_STUDENT_CSV, preview_id: preview.body.preview_id } };
  },
};

/** Sends the request as a client would; a job's answer is its outcome once finished. */
async function send(app: App, route: RouteInfo, scene: Scene, request: Request): Promise<Reply> {
  const token = request.token === undefined ? (route.url.startsWith('/api/admin/') ? scene.admin : scene.student) : request.token;
  if (request.upload) return postUpload(app, token!, request.upload);
  const url = fillPath(route, request.params ?? {});
  const reply = await call(app, route.method as 'POST', url, { token: token ?? undefined, body: request.body });
  return reply.status === 202 ? outcomeOf(await waitForJob(app, token!, reply.body.job.id)) : reply;
}

describe('every write route moves the generation, or is listed as changing no public answer', () => {
  it('has a request for every registered write route, and none for a route that is gone', async () => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method)).map((route) => route.key);
    expect(writes.length).toBeGreaterThan(40);
    expect(
      writes.filter((key) => !(key in REQUESTS)),
      'write routes with no entry in REQUESTS',
    ).toEqual([]);
    expect(
      Object.keys(REQUESTS).filter((key) => !writes.includes(key)),
      'REQUESTS entries the app no longer registers',
    ).toEqual([]);
    expect([...WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER].filter((key) => !(key in REQUESTS))).toEqual([]);
  });

  it.each(Object.keys(REQUESTS))('%s', async (key) => {
    const route = routes.find((r) => r.key === key);
    expect(route, `${key} is not registered`).toBeDefined();
    const scene = await buildScene();
    const request = await REQUESTS[key](scene);
    const heard = onPostgres ? await noticesHeard() : undefined;
    const start = heard && (await heardUpTo(heard, `before ${key}`));
    const before = t.app.freshness.generation;
    const reply = await send(t.app, route!, scene, request);
    expect(reply.status, `${key} answered ${reply.status} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    const listed = WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER.has(key);
    if (listed) {
      expect(t.app.freshness.generation, `${key} is listed as changing no public answer, but moved the generation`).toBe(before);
    } else {
      expect(t.app.freshness.generation, `${key} did not move the generation: its write is not tracked`).toBeGreaterThan(before);
    }
    if (!heard) return;
    const notices = heard.slice(start! + 1, await heardUpTo(heard, `after ${key}`));
    if (listed) expect(notices, `${key} told other instances it changed data`).toEqual([]);
    else expect(notices.length, `${key} did not tell other instances it changed data`).toBeGreaterThan(0);
  });
});

describe('the next public read shows the write (answer cache on, answers cached before it)', () => {
  /** Points of the other students' submissions: Ada (no submission yet) ranks after them. */
  const OTHERS = [
    { name: 'Zed', points: 300 },
    { name: 'Yan', points: 200 },
    { name: 'Xia', points: 100 },
  ];
  const ADA_PROJECT_POINTS = 500;

  /** Zed, Yan and Xia each submitted a project of Web; Ada is enrolled in Web; Zed and Yan in Go. */
  async function community() {
    const { db } = t;
    const web = await createCourse(db, { title: 'Web' });
    const go = await createCourse(db, { title: 'Go' });
    const others = [];
    for (const { name, points } of OTHERS) {
      const user = await createUser(db, { name });
      const project = await createProject(db, web.id, { pointsValue: points });
      await enroll(db, user.id, web.id);
      await submit(db, user.id, project.id);
      others.push(user);
    }
    for (const user of others.slice(0, 2)) await enroll(db, user.id, go.id);
    const adaProject = await createProject(db, web.id, { pointsValue: ADA_PROJECT_POINTS });
    const ada = await createUser(db, { name: 'Ada' });
    await enroll(db, ada.id, web.id);
    const [sql, rust] = [await createSkill(db, 'SQL'), await createSkill(db, 'Rust')];
    await giveSkills(db, ada.id, [sql.id]);
    const helper = await createAchievement(db, { name: 'Helper', description: 'Helps', points: 50 });
    // The rows above were written by hand, not through the API.
    t.app.freshness.advance();
    return {
      ...{ web, go, others, ada, adaProject, sql, rust, helper },
      admin: await adminToken(t.app),
      student: await userToken(t.app, ada.email, STUDENT_PASSWORD),
    };
  }

  /** Reads a public answer, then again from the answer cache (checked): the write that follows must drop it. */
  async function readCached(path: string) {
    expect((await call(t.app, 'GET', path)).status, path).toBe(200);
    const { hits } = t.app.publicCache.counts;
    const again = await call(t.app, 'GET', path);
    expect(t.app.publicCache.counts.hits, `${path} was not served from the answer cache`).toBe(hits + 1);
    return again.body;
  }

  const read = async (path: string) => {
    const reply = await call(t.app, 'GET', path);
    expect(reply.status, path).toBe(200);
    return reply.body;
  };

  const names = (list: { name: string }[]) => list.map((item) => item.name).sort();
  const titles = (list: { title: string }[]) => list.map((item) => item.title).sort();

  it('the skills save, on the public profile', async () => {
    const c = await community();
    const profile = `/api/users/user/${c.ada.id}`;
    expect(names((await readCached(profile)).user.skills)).toEqual(['SQL']);

    const saved = await call(t.app, 'PUT', '/api/front/user-skills', {
      token: c.student,
      body: { skill_ids: [c.sql.id, c.rust.id] },
    });
    expect(saved.status).toBe(200);
    expect(names((await read(profile)).user.skills)).toEqual(['Rust', 'SQL']);
  });

  it("a submission, in the student's points and rank on the profile and on the leaderboard", async () => {
    const c = await community();
    const profile = `/api/users/user/${c.ada.id}`;
    /** Ids in rank order, from the points the test gave: most points first. */
    const byPoints = (ada: number) =>
      [...c.others.map((user, i) => ({ id: user.id, points: OTHERS[i].points })), { id: c.ada.id, points: ada }]
        .sort((a, b) => b.points - a.points)
        .map((entry) => entry.id);
    const leaderboardIds = (body: Json) => body.stats.top_developers.map((developer: Json) => developer.id);
    const before = await readCached(profile);
    expect({ points: before.user.total_points, rank: before.user.rank }).toEqual({ points: 0, rank: OTHERS.length + 1 });
    expect(leaderboardIds(await readCached('/api/front/leaderboard'))).toEqual(byPoints(0));

    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: c.student,
      body: { project_id: c.adaProject.id, url: 'https://github.com/ada/engine' },
    });
    expect(submitted.status).toBe(201);
    const expectedRank = byPoints(ADA_PROJECT_POINTS).indexOf(c.ada.id) + 1;
    const after = await read(profile);
    expect({ points: after.user.total_points, rank: after.user.rank }).toEqual({
      points: ADA_PROJECT_POINTS,
      rank: expectedRank,
    });
    const leaderboard = await read('/api/front/leaderboard');
    expect(leaderboardIds(leaderboard)).toEqual(byPoints(ADA_PROJECT_POINTS));
    const adaThere = leaderboard.stats.top_developers.find((developer: Json) => developer.id === c.ada.id);
    expect({ points: adaThere.total_points, rank: adaThere.rank }).toEqual({ points: ADA_PROJECT_POINTS, rank: expectedRank });
  });

  it("an enrollment, in the course's users count, on the course page and on the profile", async () => {
    const c = await community();
    const page = `/api/users/course/${c.go.id}`;
    const profile = `/api/users/user/${c.ada.id}`;
    const goOf = (body: Json) => body.courses.find((course: Json) => course.id === c.go.id);
    expect(goOf(await readCached('/api/front/courses')).users_count).toBe(2);
    const pageBefore = await readCached(page);
    expect({ count: pageBefore.course.users_count, users: names(pageBefore.users) }).toEqual({
      count: 2,
      users: ['Yan', 'Zed'],
    });
    expect(titles((await readCached(profile)).user.courses)).toEqual(['Web']);

    const enrolled = await call(t.app, 'POST', '/api/admin/enrollment/enroll', {
      token: c.admin,
      body: { user_id: c.ada.id, course_id: c.go.id, price: 0 },
    });
    expect(enrolled.status).toBe(201);
    expect(goOf(await read('/api/front/courses')).users_count).toBe(3);
    const pageAfter = await read(page);
    expect({ count: pageAfter.course.users_count, users: names(pageAfter.users) }).toEqual({
      count: 3,
      users: ['Ada', 'Yan', 'Zed'],
    });
    expect(pageAfter.letters).toEqual([
      { letter: 'A', count: 1 },
      { letter: 'Y', count: 1 },
      { letter: 'Z', count: 1 },
    ]);
    const after = (await read(profile)).user;
    expect({ courses: titles(after.courses), count: after.courses_count }).toEqual({ courses: ['Go', 'Web'], count: 2 });
  });

  it('a profile update, on the profile and the developers list', async () => {
    const c = await community();
    const profile = `/api/users/user/${c.ada.id}`;
    const adaIn = (body: Json) => body.users.find((user: Json) => user.id === c.ada.id);
    expect((await readCached(profile)).user).toMatchObject({ name: 'Ada', bio: null });
    expect(adaIn(await readCached('/api/front/users')).name).toBe('Ada');

    const change = { name: 'Ada Lovelace', bio: 'Writes programs for engines' };
    const updated = await call(t.app, 'PUT', '/api/user/profile/update', { token: c.student, body: change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await read(profile)).user).toMatchObject(change);
    expect(adaIn(await read('/api/front/users')).name).toBe(change.name);
  });

  it('an achievement edit, on the achievements page', async () => {
    const c = await community();
    const helperIn = (body: Json) => body.achievements.find((achievement: Json) => achievement.id === c.helper.id);
    expect(helperIn(await readCached('/api/front/achievements'))).toMatchObject({
      name: 'Helper',
      description: 'Helps',
      points: 50,
    });

    const change = { name: 'Mentor', description: 'Helps the others', points: 70 };
    const edited = await call(t.app, 'PUT', `/api/admin/achievements/${c.helper.id}`, { token: c.admin, body: change });
    expect(edited.status).toBe(200);
    expect(helperIn(await read('/api/front/achievements'))).toMatchObject(change);
  });
});
