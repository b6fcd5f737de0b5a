/**
 * Moderation (issue 14 item 7): the review queue, removing a fake submission (figures checked
 * against the JavaScript oracle of test/oracle.ts and db:check), and suspension (every public
 * route checked one by one, ranks, totals, sign-in, tokens, lifting).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH, VALIDATION } from '../../../contracts/messages.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import { auditLog, submissionRemovals, userAchievements, userProjects, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
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
} from '../../test/factories.js';
import { differencesFromRows, rankingFromRows } from '../../test/oracle.js';
import { findDrift } from '../progress/check.js';

const t = useTestApp();

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

/** Three students in one course; Mona has two projects and the automatic "two projects" badge. */
async function scene() {
  const course = await createCourse(t.db, { title: 'React' });
  const todo = await createProject(t.db, course.id, { name: 'Todo', pointsValue: 30 });
  const shop = await createProject(t.db, course.id, { name: 'Shop', pointsValue: 20 });
  const twoProjects = await createAchievement(t.db, {
    name: 'Two Projects',
    manual: false,
    ruleMetric: 'projects_count',
    ruleThreshold: 2,
    points: 15,
  });
  const mona = await createUser(t.db, { name: 'Mona Fake', email: 'mona@academy.test' });
  const omar = await createUser(t.db, { name: 'Omar Real', email: 'omar@academy.test' });
  const sara = await createUser(t.db, { name: 'Sara Real', email: 'sara@academy.test' });
  for (const user of [mona, omar, sara]) await enroll(t.db, user.id, course.id);
  await submit(t.db, omar.id, todo.id, { createdAt: at(1), url: 'https://github.com/omar/todo' });
  const monaTodo = await submit(t.db, mona.id, todo.id, { createdAt: at(2), url: 'https://github.com/mona/todo' });
  const monaShop = await submit(t.db, mona.id, shop.id, { createdAt: at(3), url: 'https://fake.example/shop' });
  await submit(t.db, sara.id, shop.id, { createdAt: at(4), url: 'https://github.com/sara/shop' });
  return { course, todo, shop, twoProjects, mona, omar, sara, monaTodo, monaShop };
}

describe('GET /api/admin/submissions/latest', () => {
  it('lists every submission newest first with URL, student, course, project and points; one page with meta', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const reply = await call(t.app, 'GET', '/api/admin/submissions/latest', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.meta).toEqual({ total: 4, page: 1, per_page: 20 });
    expect(reply.body.submissions.map((row: { url: string }) => row.url)).toEqual([
      'https://github.com/sara/shop',
      'https://fake.example/shop',
      'https://github.com/mona/todo',
      'https://github.com/omar/todo',
    ]);
    expect(reply.body.submissions[1]).toEqual({
      id: s.monaShop.id,
      url: 'https://fake.example/shop',
      points: 20,
      created_at: at(3).toISOString(),
      user: { id: s.mona.id, name: 'Mona Fake', email: 'mona@academy.test' },
      course: { id: s.course.id, title: 'React' },
      project: { id: s.shop.id, name: 'Shop' },
    });
    const second = await call(t.app, 'GET', '/api/admin/submissions/latest?page=2&per_page=3', { token: admin });
    expect(second.body.meta).toEqual({ total: 4, page: 2, per_page: 3 });
    expect(second.body.submissions.map((row: { id: number }) => row.id)).toHaveLength(1);
  });

  it('searches the student name or e-mail, the project name and the URL, in any case', async () => {
    await scene();
    const admin = await adminToken(t.app);
    const urls = async (search: string) => {
      const reply = await call(t.app, 'GET', `/api/admin/submissions/latest?search=${encodeURIComponent(search)}`, {
        token: admin,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.meta.total).toBe(reply.body.submissions.length);
      return reply.body.submissions.map((row: { url: string }) => row.url);
    };
    expect(await urls('MONA FAKE')).toEqual(['https://fake.example/shop', 'https://github.com/mona/todo']);
    expect(await urls('omar@academy')).toEqual(['https://github.com/omar/todo']);
    expect(await urls('shop')).toEqual(['https://github.com/sara/shop', 'https://fake.example/shop']);
    expect(await urls('fake.example')).toEqual(['https://fake.example/shop']);
    expect(await urls('100%_')).toEqual([]);
  });

  it('refuses a bad page with 422, no token with 401, a student with 403', async () => {
    await scene();
    const bad = await call(t.app, 'GET', '/api/admin/submissions/latest?page=0', { token: await adminToken(t.app) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page).toEqual([VALIDATION.pageNumber]);
    expect((await call(t.app, 'GET', '/api/admin/submissions/latest')).status).toBe(401);
    const student = await userToken(t.app, 'omar@academy.test', STUDENT_PASSWORD);
    expect((await call(t.app, 'GET', '/api/admin/submissions/latest', { token: student })).status).toBe(403);
  });
});

describe('POST /api/admin/submissions/:id/remove', () => {
  it('removes the submission: figures, rank and automatic awards as the rows imply; the student sees why', async () => {
    const s = await scene();
    expect((await stored(s.mona.id)).totalPoints).toBe(65);
    const admin = await adminToken(t.app);
    const reply = await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, {
      token: admin,
      body: { reason: '  The link is not a project  ' },
    });
    expect(reply).toEqual({ status: 200, body: { message: MODERATION.submissionRemoved } });

    // Independent oracle: every stored figure, counter and award is what the rows imply; db:check agrees.
    expect(await differencesFromRows(t.db)).toEqual([]);
    expect(await findDrift(t.db)).toEqual([]);
    const mona = await stored(s.mona.id);
    expect(mona).toMatchObject({ totalPoints: 30, projectPoints: 30, projectsCount: 1 });
    expect(mona.pointsChangedAt.getTime()).toBe(at(2).getTime());
    const badges = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, s.mona.id));
    expect(badges).toEqual([]);
    expect(await t.db.select().from(userProjects).where(eq(userProjects.id, s.monaShop.id))).toEqual([]);

    // Ranks: the public list follows the oracle's order (Mona 30 from Jan 2 ranks after Omar 30 from Jan 1).
    const ranking = (await rankingFromRows(t.db)).map((row) => row.id);
    const list = await call(t.app, 'GET', '/api/front/users');
    expect(list.body.users.map((u: { id: number }) => u.id)).toEqual(ranking);
    expect(ranking).toEqual([s.omar.id, s.mona.id, s.sara.id]);

    const [removal] = await t.db.select().from(submissionRemovals);
    expect(removal).toMatchObject({
      userId: s.mona.id,
      projectId: s.shop.id,
      projectName: 'Shop',
      courseTitle: 'React',
      url: 'https://fake.example/shop',
      points: 20,
      reason: 'The link is not a project',
      adminId: 1,
    });
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'submission'));
    expect(line).toMatchObject({ action: 'remove', entityId: s.monaShop.id, adminName: 'Root Admin' });
    expect(line.summary).toContain('The link is not a project');

    const student = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    const seen = await call(t.app, 'GET', '/api/front/user-projects/removed', { token: student });
    expect(seen).toEqual({
      status: 200,
      body: {
        removals: [
          {
            id: removal.id,
            project_name: 'Shop',
            course_title: 'React',
            url: 'https://fake.example/shop',
            points: 20,
            reason: 'The link is not a project',
            submitted_at: at(3).toISOString(),
            removed_at: removal.createdAt.toISOString(),
          },
        ],
      },
    });
    const other = await userToken(t.app, 'omar@academy.test', STUDENT_PASSWORD);
    expect((await call(t.app, 'GET', '/api/front/user-projects/removed', { token: other })).body).toEqual({ removals: [] });
    // The student may submit the project again.
    const again = await call(t.app, 'POST', '/api/front/user-projects', {
      token: student,
      body: { project_id: s.shop.id, url: 'https://github.com/mona/shop' },
    });
    expect(again.status).toBe(201);
  });

  it('refuses a missing, blank or too long reason with 422 and changes nothing', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const cases: [unknown, string][] = [
      [{}, MODERATION.reasonRequired],
      [{ reason: '   ' }, MODERATION.reasonRequired],
      [{ reason: 'x'.repeat(501) }, VALIDATION.tooLong],
      [{ reason: 42 }, VALIDATION.text],
    ];
    for (const [body, message] of cases) {
      const reply = await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body });
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(reply.body.errors.reason).toEqual([message]);
    }
    const ok = await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, {
      token: admin,
      body: { reason: 'y'.repeat(500) },
    });
    expect(ok.status).toBe(200);
    expect(await t.db.select().from(submissionRemovals)).toHaveLength(1);
  });

  it('answers 404 for an unknown or already removed submission, 401/403 for the wrong role', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const body = { reason: 'Fake' };
    expect(await call(t.app, 'POST', '/api/admin/submissions/9999/remove', { token: admin, body })).toEqual({
      status: 404,
      body: { message: MODERATION.submissionNotFound },
    });
    expect((await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body })).status).toBe(
      200,
    );
    expect((await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body })).status).toBe(
      404,
    );
    expect((await call(t.app, 'POST', `/api/admin/submissions/${s.monaTodo.id}/remove`, { body })).status).toBe(401);
    const student = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    const asStudent = await call(t.app, 'POST', `/api/admin/submissions/${s.monaTodo.id}/remove`, { token: student, body });
    expect(asStudent.status).toBe(403);
    expect(await t.db.select().from(submissionRemovals)).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/front/user-projects/removed')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/front/user-projects/removed', { token: admin })).status).toBe(403);
  });

  it('two admins removing the same submission at once: one removal, one 404, figures exact', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body: { reason: 'Fake' } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect(await t.db.select().from(submissionRemovals)).toHaveLength(1);
    expect(await differencesFromRows(t.db)).toEqual([]);
  });
});

/** Every public answer that could show a student, fetched at once. */
async function publicAnswers(ids: { course: number; project: number; user: number; other: number }) {
  const get = async (url: string) => {
    const reply = await call(t.app, 'GET', url);
    return { status: reply.status, body: reply.body };
  };
  return {
    users: await get('/api/front/users?per_page=100'),
    leaderboard: await get('/api/front/leaderboard'),
    stats: await get('/api/front/stats'),
    courses: await get('/api/front/courses'),
    course: await get(`/api/users/course/${ids.course}?per_page=100`),
    courseLetter: await get(`/api/users/course/${ids.course}?letter=M`),
    projects: await get('/api/front/projects'),
    project: await get(`/api/users/project/${ids.project}`),
    achievements: await get('/api/front/achievements'),
    skills: await get('/api/front/skills'),
    profile: await get(`/api/users/user/${ids.user}`),
    otherProfile: await get(`/api/users/user/${ids.other}`),
  };
}

const idsOf = (list: { id: number }[]) => list.map((item) => item.id);

describe('POST /api/admin/users/:id/suspend and /unsuspend', () => {
  /** Mona leads (65 points, a manual award, a skill); Omar and Sara follow. */
  async function leaderScene() {
    const s = await scene();
    const star = await createAchievement(t.db, { name: 'Star', manual: true, points: 100 });
    await award(t.db, s.mona.id, star.id);
    const skill = await createSkill(t.db, 'TypeScript');
    await giveSkills(t.db, s.mona.id, [skill.id]);
    await giveSkills(t.db, s.omar.id, [skill.id]);
    return { ...s, star, skill };
  }

  it('hides the student from every public list, ranking and total; ranks shift; figures kept; lifting restores all', async () => {
    const s = await leaderScene();
    const ids = { course: s.course.id, project: s.shop.id, user: s.mona.id, other: s.sara.id };
    const before = await publicAnswers(ids);
    expect(before.leaderboard.body.stats.top_developers[0]).toMatchObject({ id: s.mona.id, rank: 1 });
    const storedBefore = await stored(s.mona.id);

    const admin = await adminToken(t.app);
    const student = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    const reply = await call(t.app, 'POST', `/api/admin/users/${s.mona.id}/suspend`, {
      token: admin,
      body: { reason: ' Fake submissions ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: MODERATION.suspended,
      user: { id: s.mona.id, suspension_reason: 'Fake submissions', suspended_at: expect.any(String) },
    });

    const during = await publicAnswers(ids);
    const others = [s.omar.id, s.sara.id];
    // Users list and its total; ranks of the others shift up.
    expect(idsOf(during.users.body.users)).toEqual(others);
    expect(during.users.body.users.map((u: { rank: number }) => u.rank)).toEqual([1, 2]);
    expect(during.users.body.meta.total).toBe(2);
    // Leaderboard.
    expect(idsOf(during.leaderboard.body.stats.top_developers)).toEqual(others);
    expect(during.leaderboard.body.stats.top_developers[0].rank).toBe(1);
    // Homepage / stats: totals without her (users, her 2 submissions, her 215 points), and her out of every list.
    const stats = during.stats.body.stats;
    expect(stats).toMatchObject({
      total_users: 2,
      total_courses: 1,
      total_projects: before.stats.body.stats.total_projects - 2,
      total_points_earned: before.stats.body.stats.total_points_earned - storedBefore.totalPoints,
    });
    expect(storedBefore.totalPoints).toBe(30 + 20 + 15 + 100);
    expect(idsOf(stats.top_developers)).toEqual(others);
    expect(idsOf(stats.latest_users)).toEqual([s.sara.id, s.omar.id]);
    expect(stats.latest_achievements.map((a: { user: { id: number } }) => a.user.id)).not.toContain(s.mona.id);
    expect(before.stats.body.stats.latest_achievements.map((a: { user: { id: number } }) => a.user.id)).toContain(s.mona.id);
    const latestShop = stats.latest_projects.find((p: { id: number }) => p.id === s.shop.id);
    expect(latestShop.users_count).toBe(1);
    // Courses list and course page: members, counts per letter, total, users_count.
    expect(during.courses.body.courses[0].users_count).toBe(2);
    expect(idsOf(during.course.body.users)).toEqual(others);
    expect(during.course.body.letters).toEqual([
      { letter: 'O', count: 1 },
      { letter: 'S', count: 1 },
    ]);
    expect(before.course.body.letters).toContainEqual({ letter: 'M', count: 1 });
    expect(during.course.body.meta.total).toBe(2);
    expect(during.course.body.course.users_count).toBe(2);
    expect(during.courseLetter.body.users).toEqual([]);
    expect(during.courseLetter.body.meta.total).toBe(0);
    // Projects list and project page.
    const shopOf = (body: { projects: Record<string, { id: number; users_count: number }[]> }) =>
      body.projects.React.find((p) => p.id === s.shop.id)!;
    expect(shopOf(before.projects.body).users_count).toBe(2);
    expect(shopOf(during.projects.body).users_count).toBe(1);
    expect(idsOf(during.project.body.project.users)).toEqual([s.sara.id]);
    expect(during.project.body.project.users_count).toBe(1);
    expect(during.project.body.meta.total).toBe(1);
    expect(during.project.body.project.course.users_count).toBe(2);
    // Achievements: awardees and the total of users.
    const starOf = (body: { achievements: { id: number; users_earned: number; total_users: number }[] }) =>
      body.achievements.find((a) => a.id === s.star.id)!;
    expect(starOf(before.achievements.body)).toMatchObject({ users_earned: 1, total_users: 3 });
    expect(starOf(during.achievements.body)).toMatchObject({ users_earned: 0, total_users: 2, progress: 0 });
    // Skills.
    expect(during.skills.body.skills).toEqual([{ id: s.skill.id, name: 'TypeScript', users_count: 1 }]);
    // Her profile is gone; another's rank moved up.
    expect(during.profile.status).toBe(404);
    expect(before.otherProfile.body.user.rank).toBe(3);
    expect(during.otherProfile.body.user.rank).toBe(2);

    // Sessions revoked, sign-in refused with the reason the admin gave (issue 20 item 7), figures kept.
    expect((await call(t.app, 'GET', '/api/user/me', { token: student })).status).toBe(401);
    expect(
      await call(t.app, 'POST', '/api/user/login', { body: { email: 'mona@academy.test', password: STUDENT_PASSWORD } }),
    ).toEqual({
      status: 403,
      body: { message: 'Your Account Is Suspended: Fake submissions' },
    });
    // Only to whoever knows the password: a wrong one gets the ordinary answer, without the reason.
    const wrongPassword = await call(t.app, 'POST', '/api/user/login', {
      body: { email: 'mona@academy.test', password: 'nope1234' },
    });
    expect(wrongPassword).toEqual({ status: 401, body: { message: AUTH.studentInvalid } });
    const stranger = await call(t.app, 'POST', '/api/user/login', {
      body: { email: 'nobody@academy.test', password: 'nope1234' },
    });
    expect(stranger).toEqual(wrongPassword);
    const storedDuring = await stored(s.mona.id);
    expect(storedDuring).toMatchObject({
      totalPoints: storedBefore.totalPoints,
      projectsCount: 2,
      coursesCount: 1,
      skillsCount: 1,
      pointsChangedAt: storedBefore.pointsChangedAt,
    });
    expect(await findDrift(t.db)).toEqual([]);
    expect(await differencesFromRows(t.db)).toEqual([]);

    // The admin dashboard counts her apart; the Users table says so, without a rank.
    const dashboard = await call(t.app, 'GET', '/api/admin/stats', { token: admin });
    expect(dashboard.body.stats).toMatchObject({ total_users: 3, suspended_users: 1 });
    const table = await call(t.app, 'GET', '/api/admin/users', { token: admin });
    const row = table.body.users.find((u: { id: number }) => u.id === s.mona.id);
    expect(row).toMatchObject({ rank: null, suspension_reason: 'Fake submissions', suspended_at: expect.any(String) });
    const line = await t.db.select().from(auditLog).where(eq(auditLog.action, 'suspend'));
    expect(line).toHaveLength(1);

    // Lifting restores every public answer exactly as it was.
    const lift = await call(t.app, 'POST', `/api/admin/users/${s.mona.id}/unsuspend`, { token: admin });
    expect(lift).toEqual({
      status: 200,
      body: { message: MODERATION.unsuspended, user: { id: s.mona.id, suspended_at: null, suspension_reason: null } },
    });
    expect(await publicAnswers(ids)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/admin/stats', { token: admin })).body.stats.suspended_users).toBe(0);
    const again = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    expect((await call(t.app, 'GET', '/api/user/me', { token: again })).status).toBe(200);
    // The token held before the suspension stays dead.
    expect((await call(t.app, 'GET', '/api/user/me', { token: student })).status).toBe(401);
  });

  it('a token that survives a suspension (a sign-in that crossed it) is refused and deleted', async () => {
    const s = await scene();
    const student = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    await t.db.update(users).set({ suspendedAt: new Date(), suspensionReason: 'x' }).where(eq(users.id, s.mona.id));
    expect((await call(t.app, 'GET', '/api/user/me', { token: student })).status).toBe(401);
    await t.db.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, s.mona.id));
    expect((await call(t.app, 'GET', '/api/user/me', { token: student })).status).toBe(401);
  });

  it('refuses: 409 twice, 404 unknown, 422 without a reason, 401/403 wrong role; nothing changes', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const suspend = (id: number, body: unknown, token: string | null = admin) =>
      call(t.app, 'POST', `/api/admin/users/${id}/suspend`, { token: token ?? undefined, body });
    const blank = await suspend(s.mona.id, { reason: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.reason).toEqual([MODERATION.reasonRequired]);
    expect((await suspend(s.mona.id, { reason: 'z'.repeat(501) })).status).toBe(422);
    expect((await stored(s.mona.id)).suspendedAt).toBeNull();
    expect(await suspend(9999, { reason: 'Fake' })).toEqual({ status: 404, body: { message: MODERATION.userNotFound } });
    expect(await call(t.app, 'POST', '/api/admin/users/9999/unsuspend', { token: admin })).toEqual({
      status: 404,
      body: { message: MODERATION.userNotFound },
    });
    expect(await call(t.app, 'POST', `/api/admin/users/${s.mona.id}/unsuspend`, { token: admin })).toEqual({
      status: 409,
      body: { message: MODERATION.notSuspended },
    });
    expect((await suspend(s.mona.id, { reason: 'Fake' }, null)).status).toBe(401);
    const student = await userToken(t.app, 'omar@academy.test', STUDENT_PASSWORD);
    expect((await suspend(s.mona.id, { reason: 'Fake' }, student)).status).toBe(403);
    expect((await stored(s.mona.id)).suspendedAt).toBeNull();
    expect((await suspend(s.mona.id, { reason: 'Fake' })).status).toBe(200);
    expect(await suspend(s.mona.id, { reason: 'Again' })).toEqual({
      status: 409,
      body: { message: MODERATION.alreadySuspended },
    });
    expect((await stored(s.mona.id)).suspensionReason).toBe('Fake');
    expect((await call(t.app, 'POST', `/api/admin/users/${s.mona.id}/unsuspend`, { token: student })).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/admin/users/${s.mona.id}/unsuspend`)).status).toBe(401);
  });

  it('sign-ins racing a suspension leave no working session', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const login = () =>
      call(t.app, 'POST', '/api/user/login', { body: { email: 'mona@academy.test', password: STUDENT_PASSWORD } });
    const replies = await Promise.all([
      login(),
      login(),
      call(t.app, 'POST', `/api/admin/users/${s.mona.id}/suspend`, { token: admin, body: { reason: 'Fake' } }),
      login(),
      login(),
    ]);
    expect(replies[2].status).toBe(200);
    for (const reply of [replies[0], replies[1], replies[3], replies[4]]) {
      expect([200, 403]).toContain(reply.status);
      if (reply.status === 200) expect((await call(t.app, 'GET', '/api/user/me', { token: reply.body.token })).status).toBe(401);
    }
  });
});
