import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENROLLMENTS, SUCCESS, VALIDATION } from '../../../contracts/form-messages.js';
import { COURSES, USERS } from '../../../contracts/staff-messages.js';
import {
  achievements,
  courses,
  enrollments,
  payments,
  projects,
  userAchievements,
  userProjects,
  users,
} from '../../db/schema.js';
import { createAchievement, createCourse, createProject, createUser, enroll, submit } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';

const t = useTestApp();

const ENROLL = '/api/admin/enrollment/enroll';
const UNENROLL = '/api/admin/enrollment/unenroll';

async function scene() {
  const user = await createUser(t.db);
  const course = await createCourse(t.db);
  return { user, course, token: await adminToken(t.app) };
}

const enrollmentRows = () => t.db.select().from(enrollments);

describe('POST /api/admin/enrollment/enroll', () => {
  it('enrolls the user, stores price and discount, refreshes courses_count and users_count', async () => {
    const { user, course, token } = await scene();
    const body = { user_id: user.id, course_id: course.id, price: '1499.5', got_discount: true };
    expect(await call(t.app, 'POST', ENROLL, { token, body })).toEqual({
      status: 201,
      body: { message: SUCCESS.userEnrolled },
    });
    expect(await enrollmentRows()).toMatchObject([{ userId: user.id, courseId: course.id, price: '1499.50', gotDiscount: true }]);
    expect(await t.db.select().from(payments)).toMatchObject([{ kind: 'payment', amount: '1499.50', gotDiscount: true }]);
    const [u] = await t.db.select().from(users);
    const [c] = await t.db.select().from(courses);
    expect(u.coursesCount).toBe(1);
    expect(c.usersCount).toBe(1);
  });

  it('defaults got_discount to false and accepts a price of 0', async () => {
    const { user, course, token } = await scene();
    await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: course.id, price: 0 } });
    expect(await enrollmentRows()).toMatchObject([{ price: '0.00', gotDiscount: false }]);
  });

  it('awards an automatic courses_count achievement in the same change', async () => {
    const { user, course, token } = await scene();
    const achievement = await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 1 });
    await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: course.id, price: 10 } });
    expect(await t.db.select().from(userAchievements)).toMatchObject([{ userId: user.id, achievementId: achievement.id }]);
    const [u] = await t.db.select().from(users);
    expect(u.totalPoints).toBe(achievement.points);
  });

  it('refuses a second enrollment in the same course with 409', async () => {
    const { user, course, token } = await scene();
    await enroll(t.db, user.id, course.id);
    const reply = await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: course.id, price: 5 } });
    expect(reply).toEqual({ status: 409, body: { message: ENROLLMENTS.alreadyEnrolled } });
    expect(await enrollmentRows()).toHaveLength(1);
  });

  it('answers 404 for an unknown user or course', async () => {
    const { user, course, token } = await scene();
    expect(await call(t.app, 'POST', ENROLL, { token, body: { user_id: 999, course_id: course.id, price: 5 } })).toEqual({
      status: 404,
      body: { message: USERS.notFound },
    });
    expect(await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: 999, price: 5 } })).toEqual({
      status: 404,
      body: { message: COURSES.notFound },
    });
    expect(await enrollmentRows()).toEqual([]);
  });

  it('validates the payload with messages', async () => {
    const { user, course, token } = await scene();
    const empty = await call(t.app, 'POST', ENROLL, { token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      user_id: [VALIDATION.required],
      course_id: [VALIDATION.required],
      price: [VALIDATION.required],
    });
    const ids = { user_id: user.id, course_id: course.id };
    const cases: [unknown, string][] = [
      [-1, VALIDATION.minZero],
      ['abc', VALIDATION.number],
      [10.123, ENROLLMENTS.priceDecimals],
      [1e12, ENROLLMENTS.priceTooHigh],
      [{ amount: 1 }, VALIDATION.number],
    ];
    for (const [price, message] of cases) {
      const reply = await call(t.app, 'POST', ENROLL, { token, body: { ...ids, price } });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ price: [message] });
    }
    const badFlag = await call(t.app, 'POST', ENROLL, { token, body: { ...ids, price: 1, got_discount: 'sure' } });
    expect(badFlag.status).toBe(422);
    const badId = await call(t.app, 'POST', ENROLL, { token, body: { user_id: 'x'.repeat(10_000), course_id: 1.5, price: 1 } });
    expect(badId.body.errors).toEqual({ user_id: [VALIDATION.integer], course_id: [VALIDATION.integer] });
    expect(await enrollmentRows()).toEqual([]);
  });

  it('accepts prices whose 2 decimals are not exact in binary (0.29, 19.99)', async () => {
    const { user, course, token } = await scene();
    const other = await createCourse(t.db);
    expect(
      (await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: course.id, price: 0.29 } })).status,
    ).toBe(201);
    expect(
      (await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: other.id, price: 19.99 } })).status,
    ).toBe(201);
    expect((await enrollmentRows()).map((e) => e.price).sort()).toEqual(['0.29', '19.99']);
  });

  it('answers malformed JSON with 400', async () => {
    const { token } = await scene();
    const malformed = await t.app.inject({
      method: 'POST',
      url: ENROLL,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"user_id": 1, ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await enrollmentRows()).toEqual([]);
  });
});

describe('POST /api/admin/enrollment/unenroll', () => {
  it('removes the enrollment and refreshes counts', async () => {
    const { user, course, token } = await scene();
    await enroll(t.db, user.id, course.id);
    const reply = await call(t.app, 'POST', UNENROLL, { token, body: { user_id: user.id, course_id: course.id } });
    expect(reply).toEqual({ status: 200, body: { message: SUCCESS.userUnenrolled } });
    expect(await enrollmentRows()).toEqual([]);
    const [u] = await t.db.select().from(users);
    const [c] = await t.db.select().from(courses);
    expect(u.coursesCount).toBe(0);
    expect(c.usersCount).toBe(0);
  });

  it("answers 409 with the count and points of the user's submissions in the course, and changes nothing", async () => {
    const { user, course, token } = await scene();
    const other = await createCourse(t.db);
    const [a, b, elsewhere] = [
      await createProject(t.db, course.id, { pointsValue: 30 }),
      await createProject(t.db, course.id, { pointsValue: 1 }),
      await createProject(t.db, other.id, { pointsValue: 7 }),
    ];
    await enroll(t.db, user.id, course.id);
    await enroll(t.db, user.id, other.id);
    for (const project of [a, b, elsewhere]) await submit(t.db, user.id, project.id);
    const reply = await call(t.app, 'POST', UNENROLL, { token, body: { user_id: user.id, course_id: course.id } });
    expect(reply).toEqual({
      status: 409,
      body: { message: ENROLLMENTS.hasSubmissions(2, 31), submissions: 2, points: 31 },
    });
    expect(reply.body.message).toBe(
      'This User Has 2 Submissions (31 Points) In This Course: Confirm To Remove Them With The Enrollment',
    );
    expect(await enrollmentRows()).toHaveLength(2);
    expect(await t.db.select().from(userProjects)).toHaveLength(3);
  });

  it('with confirm, removes the submissions of that course with the enrollment, their points and the awards they carried', async () => {
    const { user, course, token } = await scene();
    const other = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 30 });
    const kept = await createProject(t.db, other.id, { pointsValue: 7 });
    const rule = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 2, points: 10 });
    await enroll(t.db, user.id, course.id);
    await enroll(t.db, user.id, other.id);
    await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: user.id, project_id: project.id, url: 'https://a.test' },
    });
    await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: user.id, project_id: kept.id, url: 'https://b.test' },
    });
    expect((await t.db.select().from(users))[0].totalPoints).toBe(47);

    const reply = await call(t.app, 'POST', UNENROLL, { token, body: { user_id: user.id, course_id: course.id, confirm: true } });
    expect(reply).toEqual({ status: 200, body: { message: SUCCESS.userUnenrolled } });
    expect((await t.db.select().from(userProjects)).map((s) => s.projectId)).toEqual([kept.id]);
    expect(await t.db.select().from(userAchievements)).toEqual([]);
    const [u] = await t.db.select().from(users);
    expect({ courses: u.coursesCount, projects: u.projectsCount, points: u.totalPoints }).toEqual({
      courses: 1,
      projects: 1,
      points: 7,
    });
    const [p] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(p.usersCount).toBe(0);
    expect((await t.db.select().from(achievements))[0].usersCount).toBe(0);
    expect(rule.id).toBeGreaterThan(0);
  });

  it('keeps the money in the ledger: revenue = payments - refunds, whatever is unenrolled or deleted', async () => {
    const { user, course, token } = await scene();
    const second = await createUser(t.db);
    const revenue = async () => (await call(t.app, 'GET', '/api/admin/stats', { token })).body.stats.total_revenue;
    await call(t.app, 'POST', ENROLL, { token, body: { user_id: user.id, course_id: course.id, price: 1000 } });
    await call(t.app, 'POST', ENROLL, { token, body: { user_id: second.id, course_id: course.id, price: 499.5 } });
    expect(await revenue()).toBe(1499.5);

    const tooMuch = await call(t.app, 'POST', UNENROLL, {
      token,
      body: { user_id: user.id, course_id: course.id, refund: 1000.01 },
    });
    expect(tooMuch).toEqual({
      status: 422,
      body: { message: ENROLLMENTS.refundTooHigh, errors: { refund: [ENROLLMENTS.refundTooHigh] } },
    });
    expect(await enrollmentRows()).toHaveLength(2);

    const refunded = await call(t.app, 'POST', UNENROLL, {
      token,
      body: { user_id: user.id, course_id: course.id, refund: 250 },
    });
    expect(refunded.status).toBe(200);
    expect(await revenue()).toBe(1249.5);
    expect((await call(t.app, 'DELETE', `/api/admin/user/delete/${second.id}`, { token })).status).toBe(200);
    expect(await revenue()).toBe(1249.5);
    const ledger = await t.db.select().from(payments).orderBy(asc(payments.id));
    expect(ledger.map((p) => [p.kind, p.amount, p.userId, p.adminId])).toEqual([
      ['payment', '1000.00', user.id, 1],
      ['payment', '499.50', null, 1],
      ['refund', '250.00', user.id, 1],
    ]);
  });

  it('refuses with 409 when the user is not enrolled', async () => {
    const { user, course, token } = await scene();
    expect(await call(t.app, 'POST', UNENROLL, { token, body: { user_id: user.id, course_id: course.id } })).toEqual({
      status: 409,
      body: { message: ENROLLMENTS.notEnrolled },
    });
  });

  it('answers 404 for unknown ids and 422 for a missing course', async () => {
    const { user, course, token } = await scene();
    expect((await call(t.app, 'POST', UNENROLL, { token, body: { user_id: 999, course_id: course.id } })).status).toBe(404);
    expect((await call(t.app, 'POST', UNENROLL, { token, body: { user_id: user.id, course_id: 999 } })).status).toBe(404);
    const missing = await call(t.app, 'POST', UNENROLL, { token, body: { user_id: user.id } });
    expect(missing).toEqual({
      status: 422,
      body: { message: VALIDATION.required, errors: { course_id: [VALIDATION.required] } },
    });
  });
});
