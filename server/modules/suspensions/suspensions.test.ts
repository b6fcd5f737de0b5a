/**
 * Suspension (issue 14 item 7): every public route checked one by one, ranks, totals, sign-in,
 * tokens, lifting.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH } from '../../../contracts/messages.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import { auditLog, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { award, createAchievement, createSkill, giveSkills, STUDENT_PASSWORD } from '../../test/factories.js';
import { differencesFromRows } from '../../test/oracle.js';
import { threeStudentsScene } from '../../test/scenes.js';
import { findDrift } from '../progress/check.js';

const t = useTestApp();

const scene = () => threeStudentsScene(t.db);
const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

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
