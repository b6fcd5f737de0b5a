import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, VALIDATION } from '../../../contracts/form-messages.js';
import { achievements, userAchievements, userProjects, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { BAD_INPUT_TIMEOUT, expectNoServerErrors, sendMalformedJson } from '../../test/bad-payloads.js';
import { adminToken, call, userToken } from '../../test/http.js';
import {
  award,
  createAchievement,
  createCourse,
  createProject,
  createUser,
  enroll,
  STUDENT_PASSWORD,
  submit,
} from '../../test/factories.js';

const t = useTestApp();

const achievementKeys = [
  'badge',
  'created_at',
  'description',
  'id',
  'manual',
  'name',
  'points',
  'rule_metric',
  'rule_threshold',
  'users_count',
];
const manualBody = { name: 'Helper', description: 'Helped others', points: 20, manual: 1 };
const autoBody = {
  name: 'Builder',
  description: 'Two projects',
  points: 15,
  manual: 0,
  rule_metric: 'projects_count',
  rule_threshold: 2,
};

async function student(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, fields);
  return { user, token: await userToken(t.app, user.email, STUDENT_PASSWORD) };
}

/** A user who submitted `n` projects of one course. */
async function userWithProjects(n: number, pointsValue = 10) {
  const course = await createCourse(t.db);
  const user = await createUser(t.db);
  await enroll(t.db, user.id, course.id);
  for (let i = 0; i < n; i++) await submit(t.db, user.id, (await createProject(t.db, course.id, { pointsValue })).id);
  return user;
}

const figuresOf = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0];
const allAchievements = () => t.db.select().from(achievements);
const awardsOf = async (userId: number) =>
  (await t.db.select().from(userAchievements).where(eq(userAchievements.userId, userId))).map((a) => a.achievementId);

describe('GET /api/admin/achievements', () => {
  it('lists achievements with users_count and manual as 0/1', async () => {
    const manual = await createAchievement(t.db, { name: 'Manual' });
    const user = await createUser(t.db);
    await award(t.db, user.id, manual.id);
    await createAchievement(t.db, { name: 'Auto', manual: false, ruleMetric: 'courses_count', ruleThreshold: 3 });
    const reply = await call(t.app, 'GET', '/api/admin/achievements', { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['achievements']);
    expect(Object.keys(reply.body.achievements[0]).sort()).toEqual(achievementKeys);
    expect(reply.body.achievements).toMatchObject([
      { name: 'Manual', manual: 1, users_count: 1, rule_metric: null, rule_threshold: null },
      { name: 'Auto', manual: 0, users_count: 0, rule_metric: 'courses_count', rule_threshold: 3 },
    ]);
  });
});

describe('POST /api/admin/achievements', () => {
  it('creates a manual achievement without a rule', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/achievements', {
      token: await adminToken(t.app),
      body: { ...manualBody, rule_metric: 'skills_count', rule_threshold: 4, badge: '/uploads/abc.svg' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(ACHIEVEMENTS.added);
    expect(Object.keys(reply.body.achievement).sort()).toEqual(achievementKeys);
    expect(reply.body.achievement).toMatchObject({
      name: 'Helper',
      manual: 1,
      points: 20,
      rule_metric: null,
      rule_threshold: null,
      badge: '/uploads/abc.svg',
      users_count: 0,
    });
  });

  it('creates an automatic achievement and awards it at once to everyone who meets the rule', async () => {
    const qualified = await userWithProjects(2);
    const notYet = await userWithProjects(1);
    const reply = await call(t.app, 'POST', '/api/admin/achievements', { token: await adminToken(t.app), body: autoBody });
    expect(reply.status).toBe(201);
    expect(reply.body.achievement).toMatchObject({ manual: 0, rule_metric: 'projects_count', rule_threshold: 2, users_count: 1 });
    expect(await awardsOf(qualified.id)).toEqual([reply.body.achievement.id]);
    expect(await awardsOf(notYet.id)).toEqual([]);
    expect((await figuresOf(qualified.id)).totalPoints).toBe(35);
  });

  it('validates with the spec messages and stores nothing', async () => {
    const token = await adminToken(t.app);
    const cases: [unknown, string, string][] = [
      [{ ...manualBody, name: '' }, 'name', VALIDATION.nameRequired],
      [{ ...manualBody, description: undefined }, 'description', VALIDATION.descriptionRequired],
      [{ ...manualBody, points: undefined }, 'points', VALIDATION.pointsRequired],
      [{ ...manualBody, points: 0 }, 'points', VALIDATION.pointsPositive],
      [{ ...manualBody, points: -3 }, 'points', VALIDATION.pointsPositive],
      [{ ...manualBody, manual: undefined }, 'manual', VALIDATION.typeRequired],
      [{ ...manualBody, manual: 'maybe' }, 'manual', VALIDATION.typeRequired],
      [{ ...manualBody, name: 'n'.repeat(300) }, 'name', VALIDATION.tooLong],
      [{ ...manualBody, badge: 'ftp://x/y.png' }, 'badge', 'Image Must Be An https:// URL Or An Uploaded File'],
      [{ ...autoBody, rule_metric: undefined }, 'rule_metric', 'Rule Metric is Required'],
      [{ ...autoBody, rule_metric: 'karma' }, 'rule_metric', VALIDATION.ruleMetricUnknown],
      [{ ...autoBody, rule_threshold: undefined }, 'rule_threshold', 'Rule Threshold is Required'],
      [{ ...autoBody, rule_threshold: 0 }, 'rule_threshold', 'Rule Threshold Must Be At Least 1'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t.app, 'POST', '/api/admin/achievements', { token, body });
      expect(reply.status, JSON.stringify(body).slice(0, 90)).toBe(422);
      expect(reply.body.errors[field]).toEqual([message]);
    }
    const broken = await sendMalformedJson(t.app, 'POST', '/api/admin/achievements', token, '{"name": [');
    expect(broken).toEqual({ status: 400, message: 'Malformed JSON Body' });
    expect(await allAchievements()).toEqual([]);
  });

  it("refuses a name taken in any letter case with 422 on name: 'The Name Has Already Been Taken'", async () => {
    await createAchievement(t.db, { name: 'Helper' });
    const reply = await call(t.app, 'POST', '/api/admin/achievements', {
      token: await adminToken(t.app),
      body: { ...autoBody, name: ' HELPER ' },
    });
    // The product's text itself (docs/product.md#messages), not the constant the route uses: a changed constant fails here.
    const taken = 'The Name Has Already Been Taken';
    expect(reply).toEqual({ status: 422, body: { message: taken, errors: { name: [taken] } } });
    expect((await allAchievements()).map((a) => a.name)).toEqual(['Helper']);
  });
});

describe('PUT /api/admin/achievements/{id}', () => {
  it('edits fields but never the type', async () => {
    const manual = await createAchievement(t.db, { name: 'Old' });
    const reply = await call(t.app, 'PUT', `/api/admin/achievements/${manual.id}`, {
      token: await adminToken(t.app),
      body: { ...manualBody, name: 'New', manual: 0, rule_metric: 'projects_count', rule_threshold: 1 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      achievement: expect.objectContaining({ id: manual.id, name: 'New', manual: 1, rule_metric: null, rule_threshold: null }),
      message: ACHIEVEMENTS.updated,
    });
  });

  it('a rename carries over to the title of holders who chose it; their profile still saves unchanged', async () => {
    const renamed = await createAchievement(t.db, { name: 'Helper' });
    const kept = await createAchievement(t.db, { name: 'Mentor' });
    const holder = await student();
    const otherTitle = await student();
    for (const { user } of [holder, otherTitle]) {
      await award(t.db, user.id, renamed.id);
      await award(t.db, user.id, kept.id);
    }
    await t.db.update(users).set({ title: 'Helper' }).where(eq(users.id, holder.user.id));
    await t.db.update(users).set({ title: 'Mentor' }).where(eq(users.id, otherTitle.user.id));
    const reply = await call(t.app, 'PUT', `/api/admin/achievements/${renamed.id}`, {
      token: await adminToken(t.app),
      body: { name: 'Community Helper', description: renamed.description, points: renamed.points },
    });
    expect(reply.status).toBe(200);
    expect((await figuresOf(holder.user.id)).title).toBe('Community Helper');
    expect((await figuresOf(otherTitle.user.id)).title).toBe('Mentor');
    const me = await call(t.app, 'GET', '/api/user/me', { token: holder.token });
    const { name, title, bio } = me.body.user;
    const resaved = await call(t.app, 'PUT', '/api/user/profile/update', { token: holder.token, body: { name, title, bio } });
    expect(resaved.status).toBe(200);
    expect(resaved.body.user.title).toBe('Community Helper');
  });

  it("refuses another achievement's name in any letter case; keeping its own name or changing its case is fine", async () => {
    await createAchievement(t.db, { name: 'Mentor' });
    const helper = await createAchievement(t.db, { name: 'Helper' });
    const holder = await createUser(t.db, { title: null });
    await award(t.db, holder.id, helper.id);
    await t.db.update(users).set({ title: 'Helper' }).where(eq(users.id, holder.id));
    const token = await adminToken(t.app);
    const url = `/api/admin/achievements/${helper.id}`;
    const body = { description: helper.description, points: helper.points };
    const taken = await call(t.app, 'PUT', url, { token, body: { ...body, name: 'mentor' } });
    expect(taken).toEqual({ status: 422, body: { message: ACHIEVEMENTS.nameTaken, errors: { name: [ACHIEVEMENTS.nameTaken] } } });
    expect((await figuresOf(holder.id)).title).toBe('Helper');
    expect((await call(t.app, 'PUT', url, { token, body: { ...body, name: 'Helper' } })).status).toBe(200);
    expect((await call(t.app, 'PUT', url, { token, body: { ...body, name: 'HELPER' } })).status).toBe(200);
    expect((await allAchievements()).map((a) => a.name).sort()).toEqual(['HELPER', 'Mentor']);
    expect((await figuresOf(holder.id)).title).toBe('HELPER');
  });

  it('a points change moves the totals of every holder', async () => {
    const manual = await createAchievement(t.db, { points: 50 });
    const holder = await createUser(t.db);
    const other = await createUser(t.db);
    await award(t.db, holder.id, manual.id);
    expect((await figuresOf(holder.id)).totalPoints).toBe(50);
    await call(t.app, 'PUT', `/api/admin/achievements/${manual.id}`, {
      token: await adminToken(t.app),
      body: { name: manual.name, description: manual.description, points: 80 },
    });
    expect((await figuresOf(holder.id)).totalPoints).toBe(80);
    expect((await figuresOf(other.id)).totalPoints).toBe(0);
  });

  it('a rule edit awards the achievement to everyone who now meets it and withdraws it, with its points and title, from everyone who no longer does', async () => {
    const auto = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 3, points: 5 });
    const one = await userWithProjects(1);
    const two = await userWithProjects(2);
    const token = await adminToken(t.app);
    const lower = await call(t.app, 'PUT', `/api/admin/achievements/${auto.id}`, {
      token,
      body: { name: auto.name, description: auto.description, points: 5, rule_threshold: 2 },
    });
    expect(lower.body.achievement).toMatchObject({ rule_metric: 'projects_count', rule_threshold: 2, users_count: 1 });
    expect(await awardsOf(two.id)).toEqual([auto.id]);
    expect((await figuresOf(two.id)).totalPoints).toBe(25);
    await t.db.update(users).set({ title: auto.name }).where(eq(users.id, two.id));
    const raise = await call(t.app, 'PUT', `/api/admin/achievements/${auto.id}`, {
      token,
      body: { name: auto.name, description: auto.description, points: 5, rule_metric: 'courses_count', rule_threshold: 9 },
    });
    expect(raise.body.achievement).toMatchObject({ rule_metric: 'courses_count', rule_threshold: 9, users_count: 0 });
    expect(await awardsOf(two.id)).toEqual([]);
    expect(await awardsOf(one.id)).toEqual([]);
    expect(await figuresOf(two.id)).toMatchObject({ totalPoints: 20, title: null });
  });

  it('validates, answers 404 for a missing achievement, and changes nothing', async () => {
    const auto = await createAchievement(t.db, { name: 'Keep', manual: false, ruleMetric: 'projects_count', ruleThreshold: 3 });
    const token = await adminToken(t.app);
    const body = { name: 'X', description: 'Y', points: 5 };
    expect(await call(t.app, 'PUT', '/api/admin/achievements/999', { token, body })).toEqual({
      status: 404,
      body: { message: ACHIEVEMENTS.notFound },
    });
    const badThreshold = await call(t.app, 'PUT', `/api/admin/achievements/${auto.id}`, {
      token,
      body: { ...body, rule_threshold: 'lots' },
    });
    expect(badThreshold.status).toBe(422);
    expect(badThreshold.body.errors).toEqual({ rule_threshold: [VALIDATION.number] });
    const badPoints = await call(t.app, 'PUT', `/api/admin/achievements/${auto.id}`, { token, body: { ...body, points: 0 } });
    expect(badPoints.body.errors).toEqual({ points: [VALIDATION.pointsPositive] });
    expect((await call(t.app, 'PUT', '/api/admin/achievements/zero', { token, body })).status).toBe(422);
    const [row] = await allAchievements();
    expect(row).toMatchObject({ name: 'Keep', ruleThreshold: 3 });
  });
});

describe('DELETE /api/admin/achievements/{id}', () => {
  it('deletes an achievement nobody has', async () => {
    const manual = await createAchievement(t.db);
    const reply = await call(t.app, 'DELETE', `/api/admin/achievements/${manual.id}`, { token: await adminToken(t.app) });
    expect(reply).toEqual({ status: 200, body: { message: ACHIEVEMENTS.deleted } });
    expect(await allAchievements()).toEqual([]);
  });

  it('refuses with 409 while users have it', async () => {
    const manual = await createAchievement(t.db);
    await award(t.db, (await createUser(t.db)).id, manual.id);
    const reply = await call(t.app, 'DELETE', `/api/admin/achievements/${manual.id}`, { token: await adminToken(t.app) });
    expect(reply).toEqual({ status: 409, body: { message: ACHIEVEMENTS.earned } });
    expect(await allAchievements()).toHaveLength(1);
  });

  it('answers 404 for a missing achievement', async () => {
    expect((await call(t.app, 'DELETE', '/api/admin/achievements/3', { token: await adminToken(t.app) })).status).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/achievements', () => {
  it('gives a manual achievement and adds its points', async () => {
    const manual = await createAchievement(t.db, { points: 40 });
    const user = await createUser(t.db);
    const reply = await call(t.app, 'POST', `/api/admin/users/${user.id}/achievements`, {
      token: await adminToken(t.app),
      body: { achievement_id: manual.id },
    });
    expect(reply).toEqual({ status: 201, body: { message: 'Achievement given successfully' } });
    expect(await awardsOf(user.id)).toEqual([manual.id]);
    expect((await figuresOf(user.id)).totalPoints).toBe(40);
    const [counted] = await allAchievements();
    expect(counted.usersCount).toBe(1);
  });

  it('refuses with 409 an automatic achievement and one the user already has', async () => {
    const manual = await createAchievement(t.db);
    const auto = await createAchievement(t.db, { manual: false, ruleMetric: 'skills_count', ruleThreshold: 5 });
    const user = await createUser(t.db);
    await award(t.db, user.id, manual.id);
    const token = await adminToken(t.app);
    const url = `/api/admin/users/${user.id}/achievements`;
    expect(await call(t.app, 'POST', url, { token, body: { achievement_id: auto.id } })).toEqual({
      status: 409,
      body: { message: ACHIEVEMENTS.notManual },
    });
    expect(await call(t.app, 'POST', url, { token, body: { achievement_id: manual.id } })).toEqual({
      status: 409,
      body: { message: ACHIEVEMENTS.alreadyHas },
    });
    expect(await awardsOf(user.id)).toEqual([manual.id]);
  });

  it("validates with 'Achievement is required' and answers 404 for a missing user or achievement", async () => {
    const manual = await createAchievement(t.db);
    const user = await createUser(t.db);
    const token = await adminToken(t.app);
    const missing = await call(t.app, 'POST', `/api/admin/users/${user.id}/achievements`, { token, body: {} });
    expect(missing).toEqual({
      status: 422,
      body: { message: VALIDATION.achievementRequired, errors: { achievement_id: [VALIDATION.achievementRequired] } },
    });
    expect(
      await call(t.app, 'POST', '/api/admin/users/999/achievements', { token, body: { achievement_id: manual.id } }),
    ).toEqual({ status: 404, body: { message: ACHIEVEMENTS.userNotFound } });
    expect(
      await call(t.app, 'POST', `/api/admin/users/${user.id}/achievements`, { token, body: { achievement_id: 999 } }),
    ).toEqual({ status: 404, body: { message: ACHIEVEMENTS.notFound } });
    expect(await awardsOf(user.id)).toEqual([]);
  });
});

describe('DELETE /api/admin/users/{id}/achievements/{achievementId}', () => {
  it('revokes a manual achievement with its points and the title naming it', async () => {
    const user = await userWithProjects(1, 10);
    const manual = await createAchievement(t.db, { manual: true, points: 40 });
    await award(t.db, user.id, manual.id);
    await t.db.update(users).set({ title: manual.name }).where(eq(users.id, user.id));
    const token = await adminToken(t.app);
    const reply = await call(t.app, 'DELETE', `/api/admin/users/${user.id}/achievements/${manual.id}`, { token });
    expect(reply).toEqual({ status: 200, body: { message: ACHIEVEMENTS.revoked } });
    expect(await awardsOf(user.id)).toEqual([]);
    expect(await figuresOf(user.id)).toMatchObject({ totalPoints: 10, title: null });
    expect((await allAchievements())[0].usersCount).toBe(0);
  });

  it('refuses an automatic achievement (409), one the user lacks (404), unknown ids (404), and changes nothing', async () => {
    const user = await userWithProjects(1, 10);
    const auto = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 1, points: 5 });
    const manual = await createAchievement(t.db, { manual: true, points: 40 });
    const token = await adminToken(t.app);
    const revoke = (userId: number | string, achievementId: number | string) =>
      call(t.app, 'DELETE', `/api/admin/users/${userId}/achievements/${achievementId}`, { token });
    expect(await revoke(user.id, auto.id)).toEqual({ status: 409, body: { message: ACHIEVEMENTS.notRevocable } });
    expect(await revoke(user.id, manual.id)).toEqual({ status: 404, body: { message: ACHIEVEMENTS.notHeld } });
    expect((await revoke(999, manual.id)).status).toBe(404);
    expect((await revoke(user.id, 999)).status).toBe(404);
    expect((await revoke('x', manual.id)).status).toBe(422);
    expect(await awardsOf(user.id)).toEqual([auto.id]);
    expect((await figuresOf(user.id)).totalPoints).toBe(15);
  });
});

describe('POST /api/admin/achievements/preview', () => {
  it('counts who would gain and who would lose an automatic achievement, changing nothing', async () => {
    const one = await userWithProjects(1);
    await userWithProjects(2);
    await userWithProjects(3);
    const auto = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 2, points: 5 });
    const token = await adminToken(t.app);
    const preview = (body: object) => call(t.app, 'POST', '/api/admin/achievements/preview', { token, body });
    expect(await preview({ rule_metric: 'projects_count', rule_threshold: 1 })).toEqual({
      status: 200,
      body: { awards: 3, withdraws: 0 },
    });
    expect(await preview({ id: auto.id, rule_metric: 'projects_count', rule_threshold: 1 })).toEqual({
      status: 200,
      body: { awards: 1, withdraws: 0 },
    });
    expect(await preview({ id: auto.id, rule_metric: 'projects_count', rule_threshold: 3 })).toEqual({
      status: 200,
      body: { awards: 0, withdraws: 1 },
    });
    expect(await preview({ id: auto.id, rule_metric: 'courses_count', rule_threshold: 1 })).toEqual({
      status: 200,
      body: { awards: 1, withdraws: 0 },
    });
    expect(await awardsOf(one.id)).toEqual([]);
    expect((await preview({ id: 999, rule_metric: 'projects_count', rule_threshold: 1 })).status).toBe(404);
    const bad = await preview({ rule_metric: 'stars', rule_threshold: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['rule_metric', 'rule_threshold']);
  });
});

describe('automatic achievements follow their rule both ways', () => {
  it('withdraws one with its points when a submission is removed, and awards it again when it is back', async () => {
    const auto = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 2, points: 5 });
    const user = await userWithProjects(2, 10);
    expect(await awardsOf(user.id)).toEqual([auto.id]);
    const [submission] = await t.db.select().from(userProjects).where(eq(userProjects.userId, user.id));
    const token = await adminToken(t.app);
    const body = { user_id: user.id, project_id: submission.projectId };
    expect((await call(t.app, 'POST', '/api/admin/user-projects/delete', { token, body })).status).toBe(200);
    expect(await awardsOf(user.id)).toEqual([]);
    expect((await figuresOf(user.id)).totalPoints).toBe(10);
    const again = await call(t.app, 'POST', '/api/admin/user-projects/add', { token, body: { ...body, url: 'https://x.test' } });
    expect(again.status).toBe(201);
    expect(await awardsOf(user.id)).toEqual([auto.id]);
    expect((await figuresOf(user.id)).totalPoints).toBe(25);
  });
});

describe('GET /api/front/achievements', () => {
  it('shows users_earned, total_users, progress rounded to 0.1, and earned=false without a token', async () => {
    const manual = await createAchievement(t.db, { name: 'One of three' });
    const [a] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await award(t.db, a.id, manual.id);
    const reply = await call(t.app, 'GET', '/api/front/achievements');
    expect(reply.status).toBe(200);
    expect(reply.body.achievements).toHaveLength(1);
    expect(Object.keys(reply.body.achievements[0]).sort()).toEqual(
      [...achievementKeys, 'earned', 'progress', 'total_users', 'users_earned'].sort(),
    );
    expect(reply.body.achievements[0]).toMatchObject({ users_earned: 1, total_users: 3, progress: 33.3, earned: false });
    expect(JSON.stringify(reply.body)).not.toMatch(/@|password|hash|token/i);
  });

  it('says earned=true for a signed-in student who has it', async () => {
    const manual = await createAchievement(t.db);
    const other = await createAchievement(t.db);
    const { user, token } = await student();
    await award(t.db, user.id, manual.id);
    const reply = await call(t.app, 'GET', '/api/front/achievements', { token });
    expect(reply.body.achievements.map((x: { id: number; earned: boolean }) => [x.id, x.earned])).toEqual([
      [manual.id, true],
      [other.id, false],
    ]);
    expect(reply.body.achievements[0].progress).toBe(100);
  });

  it('answers progress 0 when there are no users', async () => {
    await createAchievement(t.db);
    const reply = await call(t.app, 'GET', '/api/front/achievements');
    expect(reply.body.achievements[0]).toMatchObject({ users_earned: 0, total_users: 0, progress: 0 });
  });
});

describe('GET /api/user/achievements', () => {
  it("returns the student's awards, newest first, with earned_at and read_at", async () => {
    const first = await createAchievement(t.db, { name: 'First' });
    const second = await createAchievement(t.db, { name: 'Second' });
    await createAchievement(t.db, { name: 'Not mine' });
    const { user, token } = await student();
    await award(t.db, user.id, first.id);
    await award(t.db, user.id, second.id);
    const reply = await call(t.app, 'GET', '/api/user/achievements', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.achievements.map((x: { name: string }) => x.name)).toEqual(['Second', 'First']);
    expect(Object.keys(reply.body.achievements[0]).sort()).toEqual([...achievementKeys, 'earned_at', 'read_at'].sort());
    expect(reply.body.achievements[0].read_at).toBeNull();
  });
});

describe('GET /api/achievements/unread and POST /api/achievements/read', () => {
  it('lists unread awards; marking some ids read leaves the others unread', async () => {
    const one = await createAchievement(t.db);
    const two = await createAchievement(t.db);
    const { user, token } = await student();
    expect(await call(t.app, 'GET', '/api/achievements/unread', { token })).toEqual({
      status: 200,
      body: { hasUnread: false, achievements: [] },
    });
    await award(t.db, user.id, one.id);
    await award(t.db, user.id, two.id);
    const unread = await call(t.app, 'GET', '/api/achievements/unread', { token });
    expect(unread.body.hasUnread).toBe(true);
    expect(unread.body.achievements.map((x: { id: number }) => x.id).sort()).toEqual([one.id, two.id]);
    const marked = await call(t.app, 'POST', '/api/achievements/read', { token, body: { ids: [one.id] } });
    expect(marked).toEqual({ status: 200, body: { message: ACHIEVEMENTS.markedRead } });
    const left = await call(t.app, 'GET', '/api/achievements/unread', { token });
    expect(left.body.achievements.map((x: { id: number }) => x.id)).toEqual([two.id]);
  });

  it('without ids marks every unread award read, only for the caller', async () => {
    const one = await createAchievement(t.db);
    const me = await student();
    const other = await student();
    await award(t.db, me.user.id, one.id);
    await award(t.db, other.user.id, one.id);
    expect((await call(t.app, 'POST', '/api/achievements/read', { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/achievements/unread', { token: me.token })).body.hasUnread).toBe(false);
    expect((await call(t.app, 'GET', '/api/achievements/unread', { token: other.token })).body.hasUnread).toBe(true);
    const mine = await call(t.app, 'GET', '/api/user/achievements', { token: me.token });
    expect(mine.body.achievements[0].read_at).toEqual(expect.any(String));
  });

  it('refuses bad ids with 422', async () => {
    const { token } = await student();
    expect((await call(t.app, 'POST', '/api/achievements/read', { token, body: { ids: 'all' } })).status).toBe(422);
    expect((await call(t.app, 'POST', '/api/achievements/read', { token, body: { ids: [-1] } })).status).toBe(422);
  });
});

describe('bad input on achievement writes', () => {
  it(
    'never answers 5xx and a refusal changes nothing',
    async () => {
      const token = await adminToken(t.app);
      const auto = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 3 });
      const manual = await createAchievement(t.db);
      const { user, token: studentToken } = await student();
      const snapshot = async () => [
        await t.db.select().from(achievements).orderBy(achievements.id),
        await t.db.select().from(userAchievements).orderBy(userAchievements.id),
      ];
      await expectNoServerErrors(t.app, { method: 'POST', url: '/api/admin/achievements', token, valid: autoBody }, snapshot);
      await expectNoServerErrors(
        t.app,
        { method: 'PUT', url: `/api/admin/achievements/${auto.id}`, token, valid: autoBody },
        snapshot,
      );
      const give = {
        method: 'POST' as const,
        url: `/api/admin/users/${user.id}/achievements`,
        token,
        valid: { achievement_id: 999 },
      };
      await expectNoServerErrors(t.app, give, snapshot);
      const read = { method: 'POST' as const, url: '/api/achievements/read', token: studentToken, valid: { ids: [manual.id] } };
      await expectNoServerErrors(t.app, read, snapshot);
    },
    BAD_INPUT_TIMEOUT,
  );
});
