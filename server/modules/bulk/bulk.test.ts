/**
 * Bulk actions of the admin Users table: partly invalid targets (already enrolled, missing ids,
 * repeated ids), refusals that change nothing, the ledger and the audit line, and every figure
 * checked against the oracle (test/oracle.ts), which recomputes them from the raw rows.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH } from '../../../contracts/messages.js';
import { ACHIEVEMENTS, ENROLLMENTS, VALIDATION } from '../../../contracts/form-messages.js';
import { COURSES, USERS } from '../../../contracts/staff-messages.js';
import { BULK } from '../../../contracts/admin-messages.js';
import { auditLog, courses, enrollments, payments, userAchievements, users } from '../../db/schema.js';
import { award, createAchievement, createCourse, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';
import { differencesFromRows } from '../../test/oracle.js';

const t = useTestApp();

const ENROLL = '/api/admin/users/bulk/enroll';
const GIVE = '/api/admin/users/bulk/achievement';

async function people(count: number, prefix = 'cohort') {
  const list = [];
  for (let i = 0; i < count; i++)
    list.push(await createUser(t.db, { email: `${prefix}${i}@academy.test`, name: `${prefix} ${i}` }));
  return list;
}

/** Everything a refused request must leave as it was. */
const snapshot = async () => ({
  enrollments: await t.db.select().from(enrollments).orderBy(asc(enrollments.id)),
  payments: await t.db.select().from(payments).orderBy(asc(payments.id)),
  awards: await t.db.select().from(userAchievements).orderBy(asc(userAchievements.id)),
  users: await t.db.select().from(users).orderBy(asc(users.id)),
  audit: await t.db.select().from(auditLog),
});

describe('POST /api/admin/users/bulk/enroll', () => {
  it('enrolls the listed users, refuses the enrolled and the missing with reasons, counts a repeated id once', async () => {
    const [a, b, c, d] = await people(4);
    const course = await createCourse(t.db, { title: 'Web Basics' });
    const rule = await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 1, points: 7 });
    await enroll(t.db, b.id, course.id, 500);
    const token = await adminToken(t.app);
    const missing = d.id + 1000;
    const body = { user_ids: [c.id, a.id, b.id, missing, a.id, d.id], course_id: course.id, price: '1200.5', got_discount: true };

    const reply = await runJob(t.app, ENROLL, { token, body });

    expect(reply).toEqual({
      status: 200,
      body: {
        message: '3 Users Enrolled, 2 Refused',
        requested: 5,
        changed: 3,
        refused: [
          { user_id: b.id, name: b.name, email: b.email, reason: ENROLLMENTS.alreadyEnrolled },
          { user_id: missing, name: null, email: null, reason: USERS.notFound },
        ],
      },
    });
    const rows = await t.db.select().from(enrollments).orderBy(asc(enrollments.userId));
    expect(rows.map((row) => [row.userId, row.price, row.gotDiscount])).toEqual([
      [a.id, '1200.50', true],
      [b.id, '500.00', false],
      [c.id, '1200.50', true],
      [d.id, '1200.50', true],
    ]);
    // One payment per new enrollment, by the signed-in admin; B's earlier payment untouched.
    const ledger = await t.db.select().from(payments).orderBy(asc(payments.userId));
    expect(ledger.map((row) => [row.userId, row.kind, row.amount, row.adminId, row.gotDiscount])).toEqual([
      [a.id, 'payment', '1200.50', 1, true],
      [b.id, 'payment', '500.00', null, false],
      [c.id, 'payment', '1200.50', 1, true],
      [d.id, 'payment', '1200.50', 1, true],
    ]);
    // The automatic rule moved with the enrollments, and every stored figure agrees with the rows.
    const holders = await t.db.select().from(userAchievements).where(eq(userAchievements.achievementId, rule.id));
    expect(holders).toHaveLength(4);
    const [stored] = await t.db.select().from(courses);
    expect(stored.usersCount).toBe(4);
    expect(await differencesFromRows(t.db)).toEqual([]);
    // One audit line for the action, listing the users it enrolled.
    expect(await t.db.select().from(auditLog)).toMatchObject([
      {
        adminId: 1,
        adminName: 'Root Admin',
        action: 'enroll',
        entity: 'course',
        entityId: course.id,
        summary: 'Enrolled 3 users in Web Basics for 1,200.50 EGP each (discount) (bulk)',
        after: {
          course: 'Web Basics',
          price: 1200.5,
          got_discount: true,
          users: [a, c, d].map(({ id, name }) => ({ id, name })),
        },
      },
    ]);
  });

  it('enrolls every user the Users table search matches (and no one else)', async () => {
    const cohort = await people(3, 'spring');
    const others = await people(2, 'autumn');
    const course = await createCourse(t.db);
    const token = await adminToken(t.app);
    const listed = await call(t.app, 'GET', '/api/admin/users?search=SPRING', { token });
    expect(listed.body.meta.total).toBe(3);

    const reply = await runJob(t.app, ENROLL, { token, body: { search: 'SPRING', course_id: course.id, price: 0 } });

    expect(reply.body).toEqual({ message: '3 Users Enrolled', requested: 3, changed: 3, refused: [] });
    const enrolled = (await t.db.select().from(enrollments)).map((row) => row.userId).sort((x, y) => x - y);
    expect(enrolled).toEqual(cohort.map((user) => user.id));
    expect(others.every((user) => !enrolled.includes(user.id))).toBe(true);
    // A price of 0 is no payment.
    expect(await t.db.select().from(payments)).toEqual([]);
    expect(await differencesFromRows(t.db)).toEqual([]);
  });

  it('a blank search means every user', async () => {
    await people(4);
    const course = await createCourse(t.db);
    const token = await adminToken(t.app);
    const reply = await runJob(t.app, ENROLL, { token, body: { search: '  ', course_id: course.id, price: 10 } });
    expect(reply.body).toMatchObject({ requested: 4, changed: 4, refused: [] });
  });

  it('refuses bad input with 422 and the field at fault, changing nothing', async () => {
    const [a, b] = await people(2);
    const course = await createCourse(t.db);
    await enroll(t.db, a.id, course.id);
    const token = await adminToken(t.app);
    const before = await snapshot();
    const cases: [unknown, string, string][] = [
      [{ user_ids: [a.id, b.id], course_id: course.id, price: -5 }, 'price', VALIDATION.minZero],
      [{ user_ids: [a.id, b.id], course_id: course.id, price: 10.555 }, 'price', ENROLLMENTS.priceDecimals],
      [{ user_ids: [a.id, b.id], course_id: course.id, price: 'ten' }, 'price', VALIDATION.number],
      [{ user_ids: [a.id, b.id], course_id: course.id }, 'price', VALIDATION.required],
      [{ user_ids: [a.id, b.id], price: 10 }, 'course_id', VALIDATION.required],
      [{ course_id: course.id, price: 10 }, 'user_ids', BULK.noTargets],
      [{ user_ids: [a.id], search: 'x', course_id: course.id, price: 10 }, 'user_ids', BULK.noTargets],
      [{ user_ids: [], course_id: course.id, price: 10 }, 'user_ids', VALIDATION.required],
      [{ user_ids: [a.id, 'b'], course_id: course.id, price: 10 }, 'user_ids.1', VALIDATION.integer],
      [{ user_ids: 'all', course_id: course.id, price: 10 }, 'user_ids', VALIDATION.list],
    ];
    for (const [body, field, message] of cases) {
      const reply = await runJob(t.app, ENROLL, { token, body });
      expect({ body, status: reply.status, errors: reply.body.errors?.[field] }).toEqual({
        body,
        status: 422,
        errors: [message],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses more than 100,000 ids with 422', async () => {
    const token = await adminToken(t.app);
    const course = await createCourse(t.db);
    const user_ids = Array.from({ length: 100_001 }, (_, i) => i + 1);
    const reply = await runJob(t.app, ENROLL, { token, body: { user_ids, course_id: course.id, price: 1 } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.user_ids).toEqual([VALIDATION.tooManyItems]);
  });

  it('answers 404 for a missing course and 409 for an archived one, changing nothing', async () => {
    const [a] = await people(1);
    const course = await createCourse(t.db, { archivedAt: new Date() });
    const token = await adminToken(t.app);
    const before = await snapshot();
    expect(await runJob(t.app, ENROLL, { token, body: { user_ids: [a.id], course_id: course.id + 1, price: 1 } })).toEqual({
      status: 404,
      body: { message: COURSES.notFound },
    });
    expect(await runJob(t.app, ENROLL, { token, body: { user_ids: [a.id], course_id: course.id, price: 1 } })).toEqual({
      status: 409,
      body: { message: BULK.courseArchived },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses callers without an admin token (401) and students (401/403), changing nothing', async () => {
    const [a] = await people(1);
    const course = await createCourse(t.db);
    const student = await userToken(t.app, a.email, STUDENT_PASSWORD);
    const before = await snapshot();
    const body = { user_ids: [a.id], course_id: course.id, price: 1 };
    expect(await runJob(t.app, ENROLL, { body })).toEqual({ status: 401, body: { message: AUTH.unauthenticated } });
    const asStudent = await runJob(t.app, ENROLL, { token: student, body });
    expect([401, 403]).toContain(asStudent.status);
    const give = await runJob(t.app, GIVE, { token: student, body: { user_ids: [a.id], achievement_id: 1 } });
    expect([401, 403]).toContain(give.status);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/users/bulk/achievement', () => {
  it('gives a manual achievement to those who lack it, refusing holders and missing users', async () => {
    const [a, b, c] = await people(3);
    const manual = await createAchievement(t.db, { manual: true, points: 40, name: 'Mentor' });
    await award(t.db, b.id, manual.id);
    const token = await adminToken(t.app);
    const gone = c.id + 50;

    const reply = await runJob(t.app, GIVE, {
      token,
      body: { user_ids: [a.id, b.id, c.id, gone, c.id], achievement_id: manual.id },
    });

    expect(reply).toEqual({
      status: 200,
      body: {
        message: 'Achievement Given To 2 Users, 2 Refused',
        requested: 4,
        changed: 2,
        refused: [
          { user_id: b.id, name: b.name, email: b.email, reason: ACHIEVEMENTS.alreadyHas },
          { user_id: gone, name: null, email: null, reason: USERS.notFound },
        ],
      },
    });
    const totals = await t.db.select({ id: users.id, total: users.totalPoints }).from(users).orderBy(asc(users.id));
    expect(totals).toEqual([a, b, c].map((user) => ({ id: user.id, total: 40 })));
    expect(await differencesFromRows(t.db)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toMatchObject([
      {
        action: 'award',
        entity: 'achievement',
        entityId: manual.id,
        summary: 'Gave Mentor to 2 users (bulk)',
        after: { achievement: 'Mentor', users: [a, c].map(({ id, name }) => ({ id, name })) },
      },
    ]);
  });

  it('refuses an automatic achievement (409) and a missing one (404), changing nothing', async () => {
    const [a] = await people(1);
    const rule = await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 5 });
    const token = await adminToken(t.app);
    const before = await snapshot();
    expect(await runJob(t.app, GIVE, { token, body: { user_ids: [a.id], achievement_id: rule.id } })).toEqual({
      status: 409,
      body: { message: ACHIEVEMENTS.notManual },
    });
    expect(await runJob(t.app, GIVE, { token, body: { search: '', achievement_id: rule.id + 1 } })).toEqual({
      status: 404,
      body: { message: ACHIEVEMENTS.notFound },
    });
    const bad = await runJob(t.app, GIVE, { token, body: { user_ids: [a.id] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.achievement_id).toEqual([VALIDATION.achievementRequired]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('at scale', () => {
  const COUNT = Number(process.env.BULK_USERS ?? 3000);

  it(
    `enrolls and awards ${COUNT.toLocaleString('en-US')} users matched by a search in seconds, every figure exact`,
    { timeout: 120_000 },
    async () => {
      await t.db.execute(sql`INSERT INTO users (name, email, password_hash)
      SELECT 'Student ' || g, 'bulk' || g || '@scale.test', 'not-a-hash' FROM generate_series(1, ${COUNT}) g`);
      const course = await createCourse(t.db);
      const manual = await createAchievement(t.db, { manual: true, points: 5 });
      await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 1, points: 2 });
      const token = await adminToken(t.app);

      let start = performance.now();
      const enrolled = await runJob(t.app, ENROLL, {
        token,
        body: { search: '@scale.test', course_id: course.id, price: 100 },
      });
      const enrollMs = Math.round(performance.now() - start);
      expect(enrolled.body).toMatchObject({ requested: COUNT, changed: COUNT, refused: [] });

      const ids = (await t.db.select({ id: users.id }).from(users)).map((row) => row.id);
      start = performance.now();
      const given = await runJob(t.app, GIVE, { token, body: { user_ids: ids, achievement_id: manual.id } });
      const giveMs = Math.round(performance.now() - start);
      expect(given.body).toMatchObject({ requested: COUNT, changed: COUNT, refused: [] });
      console.log(`bulk at ${COUNT} users: enroll ${enrollMs} ms, give achievement ${giveMs} ms`);

      const [sums] = await t.db
        .select({ points: sql<number>`SUM(${users.totalPoints})::int`, courses: sql<number>`SUM(${users.coursesCount})::int` })
        .from(users);
      expect(sums).toEqual({ points: 7 * COUNT, courses: COUNT });
      expect(await differencesFromRows(t.db)).toEqual([]);
    },
  );
});
