import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUBMISSIONS, VALIDATION } from '../../../contracts/form-messages.js';
import { COURSES, PROJECTS } from '../../../contracts/staff-messages.js';
import { achievements, userAchievements, userProjects, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { BAD_INPUT_TIMEOUT, expectNoServerErrors, sendMalformedJson } from '../../test/bad-payloads.js';
import { adminToken, call, userToken } from '../../test/http.js';
import {
  createAchievement,
  createCourse,
  createProject,
  createUser,
  enroll,
  STUDENT_PASSWORD,
  submit,
} from '../../test/factories.js';

const t = useTestApp();

const submissionKeys = ['course_id', 'course_title', 'created_at', 'id', 'points_value', 'project_id', 'project_name', 'url'];
const URL_A = 'https://github.com/me/app';

/** A student enrolled in a course with two projects. */
async function scene() {
  const course = await createCourse(t.db, { title: 'React' });
  const first = await createProject(t.db, course.id, { name: 'Todo', pointsValue: 30 });
  const second = await createProject(t.db, course.id, { name: 'Shop', pointsValue: 20 });
  const user = await createUser(t.db, { name: 'Mona' });
  await enroll(t.db, user.id, course.id);
  const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
  return { course, first, second, user, token };
}

const figuresOf = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0];
const submissionCount = async () => (await t.db.select().from(userProjects)).length;

describe('POST /api/admin/user-projects/add', () => {
  it('adds a project for an enrolled user: points, counts and automatic achievements follow', async () => {
    const { first, user } = await scene();
    const badge = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 1, points: 5 });
    const body = { user_id: user.id, project_id: first.id, url: URL_A };
    const reply = await call(t.app, 'POST', '/api/admin/user-projects/add', { token: await adminToken(t.app), body });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Project Added Successfully');
    expect(Object.keys(reply.body.project).sort()).toEqual(submissionKeys);
    expect(reply.body.project).toMatchObject({
      project_id: first.id,
      url: URL_A,
      project_name: 'Todo',
      points_value: 30,
      course_title: 'React',
    });
    // The answer is the submission as it is read back afterwards.
    const listed = await call(t.app, 'GET', `/api/admin/users/${user.id}/projects`, { token: await adminToken(t.app) });
    expect(listed.body.projects).toEqual([reply.body.project]);
    expect(await figuresOf(user.id)).toMatchObject({ totalPoints: 35, projectsCount: 1, projectPoints: 30 });
    const awards = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, user.id));
    expect(awards.map((a) => a.achievementId)).toEqual([badge.id]);
    const [counted] = await t.db.select().from(achievements).where(eq(achievements.id, badge.id));
    expect(counted.usersCount).toBe(1);
  });

  it('refuses with 409 a project of a course the user is not enrolled in, and a second time', async () => {
    const { first, user } = await scene();
    const other = await createCourse(t.db);
    const foreign = await createProject(t.db, other.id);
    const token = await adminToken(t.app);
    const notEnrolled = await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: user.id, project_id: foreign.id, url: URL_A },
    });
    expect(notEnrolled).toEqual({ status: 409, body: { message: SUBMISSIONS.userNotEnrolled } });
    const body = { user_id: user.id, project_id: first.id, url: URL_A };
    expect((await call(t.app, 'POST', '/api/admin/user-projects/add', { token, body })).status).toBe(201);
    expect(await call(t.app, 'POST', '/api/admin/user-projects/add', { token, body })).toEqual({
      status: 409,
      body: { message: SUBMISSIONS.alreadyAdded },
    });
    expect(await submissionCount()).toBe(1);
    expect((await figuresOf(user.id)).totalPoints).toBe(30);
  });

  it('answers 404 for a missing user or project', async () => {
    const { first, user } = await scene();
    const token = await adminToken(t.app);
    const noUser = await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: 999, project_id: first.id, url: URL_A },
    });
    expect(noUser).toEqual({ status: 404, body: { message: SUBMISSIONS.userNotFound } });
    const noProject = await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: user.id, project_id: 999, url: URL_A },
    });
    expect(noProject).toEqual({ status: 404, body: { message: PROJECTS.notFound } });
  });

  it('validates with messages and stores nothing', async () => {
    const { first, user } = await scene();
    const token = await adminToken(t.app);
    const ok = { user_id: user.id, project_id: first.id, url: URL_A };
    const cases: [unknown, string, string][] = [
      [{ ...ok, url: undefined }, 'url', VALIDATION.required],
      [{ ...ok, url: 'ftp://x.org/a' }, 'url', VALIDATION.url],
      [{ ...ok, url: 'https://' }, 'url', VALIDATION.urlInvalid],
      [{ ...ok, url: 'https://github.com/me/my app' }, 'url', VALIDATION.urlInvalid],
      [{ ...ok, url: `https://x.org/${'a'.repeat(6000)}` }, 'url', VALIDATION.urlTooLong],
      [{ ...ok, url: `https://x.org/${'a'.repeat(2035)}` }, 'url', VALIDATION.urlTooLong],
      [{ ...ok, project_id: undefined }, 'project_id', VALIDATION.required],
      [{ ...ok, user_id: 'me' }, 'user_id', VALIDATION.integer],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t.app, 'POST', '/api/admin/user-projects/add', { token, body });
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(reply.body.errors[field]).toEqual([message]);
    }
    const huge = await call(t.app, 'POST', '/api/admin/user-projects/add', { token, body: { ...ok, user_id: 1e20 } });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.user_id).toContain(VALIDATION.integer);
    expect(await submissionCount()).toBe(0);
  });
});

describe('PUT /api/admin/user-projects/update', () => {
  it("edits the URL of the user's submission", async () => {
    const { first, user } = await scene();
    const submission = await submit(t.db, user.id, first.id);
    const body = { id: submission.id, user_id: user.id, url: 'http://new.example.com' };
    const reply = await call(t.app, 'PUT', '/api/admin/user-projects/update', { token: await adminToken(t.app), body });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: SUBMISSIONS.updated,
      project: expect.objectContaining({ id: submission.id, url: 'http://new.example.com', project_id: first.id }),
    });
  });

  it('answers 404 when the submission is missing or belongs to another user', async () => {
    const { first, user } = await scene();
    const other = await createUser(t.db);
    const submission = await submit(t.db, user.id, first.id, { url: URL_A });
    const token = await adminToken(t.app);
    for (const body of [
      { id: submission.id, user_id: other.id, url: 'https://evil.example.com' },
      { id: 999, user_id: user.id, url: 'https://evil.example.com' },
    ]) {
      expect(await call(t.app, 'PUT', '/api/admin/user-projects/update', { token, body })).toEqual({
        status: 404,
        body: { message: SUBMISSIONS.notFound },
      });
    }
    const bad = await call(t.app, 'PUT', '/api/admin/user-projects/update', {
      token,
      body: { id: submission.id, user_id: user.id, url: 'not a url' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.url).toEqual([VALIDATION.url]);
    const [row] = await t.db.select().from(userProjects);
    expect(row.url).toBe(URL_A);
  });
});

describe('POST /api/admin/user-projects/delete', () => {
  it('removes the submission and takes its points back', async () => {
    const { first, second, user } = await scene();
    await submit(t.db, user.id, first.id);
    await submit(t.db, user.id, second.id);
    const body = { user_id: user.id, project_id: first.id };
    const reply = await call(t.app, 'POST', '/api/admin/user-projects/delete', { token: await adminToken(t.app), body });
    expect(reply).toEqual({ status: 200, body: { message: SUBMISSIONS.removed } });
    expect(await figuresOf(user.id)).toMatchObject({ totalPoints: 20, projectsCount: 1 });
  });

  it('answers 404 when the user has not submitted the project, 422 for bad input', async () => {
    const { first, user } = await scene();
    const token = await adminToken(t.app);
    expect(
      await call(t.app, 'POST', '/api/admin/user-projects/delete', { token, body: { user_id: user.id, project_id: first.id } }),
    ).toEqual({ status: 404, body: { message: SUBMISSIONS.notFound } });
    const bad = await call(t.app, 'POST', '/api/admin/user-projects/delete', { token, body: { user_id: user.id } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.project_id).toEqual([VALIDATION.required]);
  });
});

describe('GET /api/admin/users/{id}/projects', () => {
  it('returns the user, their submissions and the projects still available to them', async () => {
    const { first, second, user } = await scene();
    const other = await createCourse(t.db);
    await createProject(t.db, other.id);
    await submit(t.db, user.id, first.id);
    const reply = await call(t.app, 'GET', `/api/admin/users/${user.id}/projects`, { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['available_projects', 'projects', 'user']);
    expect(reply.body.user).toEqual({ id: user.id, name: 'Mona', email: user.email });
    expect(reply.body.projects.map((p: { project_id: number }) => p.project_id)).toEqual([first.id]);
    expect(Object.keys(reply.body.projects[0]).sort()).toEqual(submissionKeys);
    expect(reply.body.available_projects.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect(reply.body.available_projects[0].course).toEqual({ id: second.courseId, title: 'React' });
  });

  it('answers 404 for a missing user', async () => {
    await scene();
    expect(await call(t.app, 'GET', '/api/admin/users/999/projects', { token: await adminToken(t.app) })).toEqual({
      status: 404,
      body: { message: SUBMISSIONS.userNotFound },
    });
  });
});

describe('GET /api/front/enrolled-courses', () => {
  it("returns the student's courses only", async () => {
    const { course, token } = await scene();
    await createCourse(t.db, { title: 'Not mine' });
    const reply = await call(t.app, 'GET', '/api/front/enrolled-courses', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.courses.map((c: { id: number }) => c.id)).toEqual([course.id]);
    expect(reply.body.courses[0]).toMatchObject({ title: 'React', projects_count: 2, users_count: 1 });
  });
});

describe('GET /api/front/course/{id}/projects', () => {
  it("returns the enrolled course's projects not yet submitted", async () => {
    const { course, first, second, user, token } = await scene();
    await submit(t.db, user.id, first.id);
    const reply = await call(t.app, 'GET', `/api/front/course/${course.id}/projects`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.projects.map((p: { id: number }) => p.id)).toEqual([second.id]);
  });

  it('answers 403 when not enrolled, 404 for an unknown course, 422 for a malformed id', async () => {
    const { token } = await scene();
    const other = await createCourse(t.db);
    expect(await call(t.app, 'GET', `/api/front/course/${other.id}/projects`, { token })).toEqual({
      status: 403,
      body: { message: COURSES.notEnrolled },
    });
    expect(await call(t.app, 'GET', '/api/front/course/999/projects', { token })).toEqual({
      status: 404,
      body: { message: COURSES.notFound },
    });
    expect((await call(t.app, 'GET', '/api/front/course/abc/projects', { token })).status).toBe(422);
  });
});

describe('GET /api/front/user-projects', () => {
  it("returns the student's submissions, newest first, and pages on request", async () => {
    const { first, second, user, token } = await scene();
    const someoneElse = await createUser(t.db);
    await enroll(t.db, someoneElse.id, first.courseId);
    await submit(t.db, someoneElse.id, first.id);
    await submit(t.db, user.id, first.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    await submit(t.db, user.id, second.id, { createdAt: new Date('2026-03-01T00:00:00Z') });
    const reply = await call(t.app, 'GET', '/api/front/user-projects', { token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['projects']);
    expect(reply.body.projects.map((p: { project_name: string }) => p.project_name)).toEqual(['Shop', 'Todo']);
    expect(Object.keys(reply.body.projects[0]).sort()).toEqual(submissionKeys);
    const paged = await call(t.app, 'GET', '/api/front/user-projects?page=2&per_page=1', { token });
    expect(paged.body.projects.map((p: { project_name: string }) => p.project_name)).toEqual(['Todo']);
    expect(paged.body.meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect((await call(t.app, 'GET', '/api/front/user-projects?page=0', { token })).status).toBe(422);
  });
});

describe('POST /api/front/user-projects', () => {
  it('submits a project of an enrolled course and adds its points', async () => {
    const { first, user, token } = await scene();
    const reply = await call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: first.id, url: URL_A } });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      message: 'Project Added Successfully',
      project: expect.objectContaining({ project_id: first.id, url: URL_A }),
    });
    const listed = await call(t.app, 'GET', '/api/front/user-projects', { token });
    expect(listed.body.projects).toEqual([reply.body.project]);
    expect(await figuresOf(user.id)).toMatchObject({ totalPoints: 30, projectsCount: 1 });
  });

  it("uses the spec's student messages", async () => {
    const { first, token } = await scene();
    const missing = await call(t.app, 'POST', '/api/front/user-projects', { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ project_id: ['This field is required'], url: ['This field is required'] });
    const wrongUrl = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: first.id, url: 'github.com/me' },
    });
    expect(wrongUrl.body.errors).toEqual({ url: ['URL must start with http:// or https://'] });
    const types = await call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: [1], url: 42 } });
    expect(types.status).toBe(422);
    expect(await submissionCount()).toBe(0);
  });

  it('takes a URL of up to 2048 characters and refuses a longer one with its message (issue 44)', async () => {
    const { first, token } = await scene();
    const longest = `https://github.com/me/${'a'.repeat(2048 - 22)}`;
    const tooLong = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: first.id, url: `https://github.com/me/${'a'.repeat(2984)}` },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ url: ['URL must be at most 2048 characters'] });
    expect(await submissionCount()).toBe(0);
    const taken = await call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: first.id, url: longest } });
    expect(taken.status).toBe(201);
    expect(taken.body.project.url).toHaveLength(2048);
  });

  it('refuses with 409 a course not enrolled in and a second submission; 404 for a missing project', async () => {
    const { first, token } = await scene();
    const other = await createCourse(t.db);
    const foreign = await createProject(t.db, other.id);
    expect(
      await call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: foreign.id, url: URL_A } }),
    ).toEqual({
      status: 409,
      body: { message: SUBMISSIONS.studentNotEnrolled },
    });
    const body = { project_id: first.id, url: URL_A };
    expect((await call(t.app, 'POST', '/api/front/user-projects', { token, body })).status).toBe(201);
    expect((await call(t.app, 'POST', '/api/front/user-projects', { token, body })).status).toBe(409);
    expect((await call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: 999, url: URL_A } })).status).toBe(
      404,
    );
    expect(await submissionCount()).toBe(1);
  });

  it('two simultaneous submissions of the same project: one succeeds, the other gets 409', async () => {
    const { first, user, token } = await scene();
    const body = { project_id: first.id, url: URL_A };
    const replies = await Promise.all([
      call(t.app, 'POST', '/api/front/user-projects', { token, body }),
      call(t.app, 'POST', '/api/front/user-projects', { token, body }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await submissionCount()).toBe(1);
    expect(await figuresOf(user.id)).toMatchObject({ totalPoints: 30, projectsCount: 1 });
  });

  it('ignores a user_id in the body: a student submits only for themself', async () => {
    const { first, user, token } = await scene();
    const victim = await createUser(t.db);
    await enroll(t.db, victim.id, first.courseId);
    await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: first.id, url: URL_A, user_id: victim.id },
    });
    const rows = await t.db.select().from(userProjects);
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
  });

  it('answers 400 to malformed JSON', async () => {
    const { token } = await scene();
    const broken = await sendMalformedJson(t.app, 'POST', '/api/front/user-projects', token, '{"url":"https://x');
    expect(broken).toEqual({ status: 400, message: 'Malformed JSON Body' });
    expect(await submissionCount()).toBe(0);
  });
});

describe('PUT /api/front/user-projects/{id}', () => {
  it('edits the URL of my submission and nothing else', async () => {
    const { first, user, token } = await scene();
    const submission = await submit(t.db, user.id, first.id);
    const reply = await call(t.app, 'PUT', `/api/front/user-projects/${submission.id}`, {
      token,
      body: { url: 'https://new.example.com', project_id: 12345 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: SUBMISSIONS.updated,
      project: expect.objectContaining({ id: submission.id, project_id: first.id, url: 'https://new.example.com' }),
    });
  });

  it("answers 404 for another student's submission or a missing one and changes nothing", async () => {
    const { first, token } = await scene();
    const owner = await createUser(t.db);
    await enroll(t.db, owner.id, first.courseId);
    const theirs = await submit(t.db, owner.id, first.id, { url: URL_A });
    for (const id of [theirs.id, 999]) {
      expect(
        await call(t.app, 'PUT', `/api/front/user-projects/${id}`, { token, body: { url: 'https://mine.example.com' } }),
      ).toEqual({
        status: 404,
        body: { message: SUBMISSIONS.notFound },
      });
    }
    const [row] = await t.db.select().from(userProjects);
    expect(row.url).toBe(URL_A);
  });

  it('validates the URL with the spec messages', async () => {
    const { first, user, token } = await scene();
    const submission = await submit(t.db, user.id, first.id);
    const blank = await call(t.app, 'PUT', `/api/front/user-projects/${submission.id}`, { token, body: { url: '' } });
    expect(blank.body.errors).toEqual({ url: ['This field is required'] });
    const wrong = await call(t.app, 'PUT', `/api/front/user-projects/${submission.id}`, {
      token,
      body: { url: 'javascript:alert(1)' },
    });
    expect(wrong.body.errors).toEqual({ url: ['URL must start with http:// or https://'] });
  });

  it('there is no student delete', async () => {
    const { first, user, token } = await scene();
    const submission = await submit(t.db, user.id, first.id);
    expect((await call(t.app, 'DELETE', `/api/front/user-projects/${submission.id}`, { token })).status).toBe(404);
    expect(await submissionCount()).toBe(1);
  });
});

describe('bad input on submission writes', () => {
  it(
    'never answers 5xx and a refusal changes nothing',
    async () => {
      const { first, second, user, token } = await scene();
      const admin = await adminToken(t.app);
      const submission = await submit(t.db, user.id, first.id);
      const snapshot = async () => [await t.db.select().from(userProjects).orderBy(userProjects.id), await figuresOf(user.id)];
      const addValid = { user_id: user.id, project_id: second.id, url: URL_A };
      await expectNoServerErrors(
        t.app,
        { method: 'POST', url: '/api/admin/user-projects/add', token: admin, valid: addValid },
        snapshot,
      );
      const updateValid = { id: submission.id, user_id: user.id, url: URL_A };
      await expectNoServerErrors(
        t.app,
        { method: 'PUT', url: '/api/admin/user-projects/update', token: admin, valid: updateValid },
        snapshot,
      );
      const deleteValid = { user_id: user.id, project_id: 999 };
      await expectNoServerErrors(
        t.app,
        { method: 'POST', url: '/api/admin/user-projects/delete', token: admin, valid: deleteValid },
        snapshot,
      );
      await expectNoServerErrors(
        t.app,
        { method: 'POST', url: '/api/front/user-projects', token, valid: { project_id: second.id, url: URL_A } },
        snapshot,
      );
      await expectNoServerErrors(
        t.app,
        { method: 'PUT', url: `/api/front/user-projects/${submission.id}`, token, valid: { url: URL_A } },
        snapshot,
      );
    },
    BAD_INPUT_TIMEOUT,
  );
});
