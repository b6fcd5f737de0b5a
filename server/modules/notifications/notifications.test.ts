/**
 * Notifications (issue 48): each staff action and rule award writes its kind with the names it
 * needs, in the change's transaction; the API pages them with the unread count; the bell and the
 * popup mark each other read; they read right after their achievement is gone; the prune.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../../contracts/form-messages.js';
import { rows } from '../../db/client.js';
import { notifications, userAchievements } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken, type Json } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';
import { createAchievement, createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { pruneNotifications } from './queries.js';

const t = useTestApp();

async function student(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, fields);
  return { user, token: await userToken(t.app, user.email, STUDENT_PASSWORD) };
}

/** The student's notifications as stored, oldest first: what each change wrote. */
const storedFor = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).map(
    ({ kind, params }) => ({ kind, params }),
  );

const bell = async (token: string, query = '') => call(t.app, 'GET', `/api/user/notifications${query}`, { token });

describe('what staff do, told to the student', () => {
  it('a manual award and its revoke, each with the achievement named', async () => {
    const { user } = await student();
    const helper = await createAchievement(t.db, { name: 'Helper', points: 20 });
    const admin = await adminToken(t.app);
    const url = `/api/admin/users/${user.id}/achievements`;
    expect((await call(t.app, 'POST', url, { token: admin, body: { achievement_id: helper.id } })).status).toBe(201);
    expect((await call(t.app, 'DELETE', `${url}/${helper.id}`, { token: admin })).status).toBe(200);
    expect(await storedFor(user.id)).toEqual([
      { kind: 'achievement_awarded', params: { achievement_id: helper.id, name: 'Helper', points: 20 } },
      { kind: 'achievement_revoked', params: { achievement_id: helper.id, name: 'Helper' } },
    ]);
  });

  it('enrollment, staff removal, moderation removal and an unenrollment that removes and withdraws', async () => {
    const { user } = await student();
    const course = await createCourse(t.db, { title: 'React' });
    const [todo, shop, blog] = [
      await createProject(t.db, course.id, { name: 'Todo' }),
      await createProject(t.db, course.id, { name: 'Shop' }),
      await createProject(t.db, course.id, { name: 'Blog' }),
    ];
    const builder = await createAchievement(t.db, { name: 'Builder', manual: false, ruleThreshold: 1, points: 5 });
    const admin = await adminToken(t.app);
    const enrolled = await call(t.app, 'POST', '/api/admin/enrollment/enroll', {
      token: admin,
      body: { user_id: user.id, course_id: course.id, price: 0 },
    });
    expect(enrolled.status).toBe(201);
    const submitted = [todo, shop, blog].map(({ id }) =>
      call(t.app, 'POST', '/api/admin/user-projects/add', {
        token: admin,
        body: { user_id: user.id, project_id: id, url: `https://github.com/s/${id}` },
      }),
    );
    for (const reply of submitted) expect((await reply).status).toBe(201);
    const removed = await call(t.app, 'POST', '/api/admin/user-projects/delete', {
      token: admin,
      body: { user_id: user.id, project_id: todo.id },
    });
    expect(removed.status).toBe(200);
    const [shopRow] = rows<{ id: number }>(
      await t.db.execute(sql`SELECT id FROM user_projects WHERE user_id = ${user.id} AND project_id = ${shop.id}`),
    );
    const moderated = await call(t.app, 'POST', `/api/admin/submissions/${shopRow.id}/remove`, {
      token: admin,
      body: { reason: 'The link shows another student’s work' },
    });
    expect(moderated.status).toBe(200);
    const unenrolled = await call(t.app, 'POST', '/api/admin/enrollment/unenroll', {
      token: admin,
      body: { user_id: user.id, course_id: course.id, confirm: true },
    });
    expect(unenrolled.status).toBe(200);

    const removal = (project: { id: number; name: string }, by: string, reason: string | null) => ({
      kind: 'submission_removed',
      params: { project_id: project.id, project_name: project.name, course_title: 'React', by, reason },
    });
    expect(await storedFor(user.id)).toEqual([
      { kind: 'enrolled', params: { course_id: course.id, course_title: 'React' } },
      // The first submission met Builder's rule (one project).
      { kind: 'achievement_awarded', params: { achievement_id: builder.id, name: 'Builder', points: 5 } },
      removal(todo, 'staff', null),
      removal(shop, 'moderation', 'The link shows another student’s work'),
      removal(blog, 'unenrollment', null),
      { kind: 'unenrolled', params: { course_id: course.id, course_title: 'React' } },
      { kind: 'achievement_withdrawn', params: { achievement_id: builder.id, name: 'Builder' } },
    ]);
  });

  it('a bulk award and a bulk enroll tell each student once; a cohort import tells nobody of its enrollments', async () => {
    const [ada, bob] = [await createUser(t.db), await createUser(t.db)];
    const course = await createCourse(t.db, { title: 'Node' });
    const star = await createAchievement(t.db, { name: 'Star', points: 7 });
    const admin = await adminToken(t.app);
    const given = await runJob(t.app, '/api/admin/users/bulk/achievement', {
      token: admin,
      body: { user_ids: [ada.id, bob.id], achievement_id: star.id },
    });
    expect(given.status).toBe(200);
    const enrolled = await runJob(t.app, '/api/admin/users/bulk/enroll', {
      token: admin,
      body: { user_ids: [ada.id, bob.id], course_id: course.id, price: 0 },
    });
    expect(enrolled.status).toBe(200);
    for (const user of [ada, bob]) {
      expect(await storedFor(user.id)).toEqual([
        { kind: 'achievement_awarded', params: { achievement_id: star.id, name: 'Star', points: 7 } },
        { kind: 'enrolled', params: { course_id: course.id, course_title: 'Node' } },
      ]);
    }
    const csv = `name,email,password,courses\nCara Import,cara@academy.test,secret123,${course.title}:0`;
    const previewed = await call(t.app, 'POST', '/api/admin/import/users/preview', { token: admin, body: { csv } });
    const imported = await runJob(t.app, '/api/admin/import/users', {
      token: admin,
      body: { csv, preview_id: previewed.body.preview_id },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [cara] = rows<{ id: number }>(await t.db.execute(sql`SELECT id FROM users WHERE email = 'cara@academy.test'`));
    expect(await storedFor(Number(cara.id))).toEqual([]);
  });

  it('a rule award after the student’s own submission', async () => {
    const { user, token } = await student();
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { name: 'Todo' });
    await enroll(t.db, user.id, course.id);
    const first = await createAchievement(t.db, { name: 'First Project', manual: false, ruleThreshold: 1, points: 3 });
    const reply = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: project.id, url: 'https://github.com/s/todo' },
    });
    expect(reply.status).toBe(201);
    expect(await storedFor(user.id)).toEqual([
      { kind: 'achievement_awarded', params: { achievement_id: first.id, name: 'First Project', points: 3 } },
    ]);
  });

  it('a change that fails after its notification was written leaves none', async () => {
    const { user } = await student();
    const helper = await createAchievement(t.db);
    // The audit line is written after the notification, in the same transaction: make it fail.
    await t.db.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      const admin = await adminToken(t.app);
      const reply = await call(t.app, 'POST', `/api/admin/users/${user.id}/achievements`, {
        token: admin,
        body: { achievement_id: helper.id },
      });
      expect(reply.status).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_audit ON audit_log`);
      await t.db.execute(sql`DROP FUNCTION refuse_audit()`);
    }
    expect(await storedFor(user.id)).toEqual([]);
    expect(await t.db.select().from(userAchievements).where(eq(userAchievements.userId, user.id))).toEqual([]);
  });
});

describe('GET /api/user/notifications', () => {
  it('pages newest first with the unread count; 20 by default, at most 100', async () => {
    const { user, token } = await student();
    await t.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: user.id,
        kind: 'enrolled' as const,
        params: { course_id: i + 1, course_title: `Course ${i + 1}` },
      })),
    );
    const first = await bell(token);
    expect(first.status).toBe(200);
    expect(first.body.unread).toBe(25);
    expect(first.body.meta).toEqual({ total: 25, page: 1, per_page: 20 });
    expect(first.body.notifications.map((n: Json) => n.params.course_id)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(first.body.notifications[0]).toEqual({
      id: expect.any(Number),
      kind: 'enrolled',
      params: { course_id: 25, course_title: 'Course 25' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read_at: null,
    });
    const second = await bell(token, '?page=2');
    expect(second.body.notifications.map((n: Json) => n.params.course_id)).toEqual([5, 4, 3, 2, 1]);
    expect((await bell(token, '?per_page=100')).body.notifications).toHaveLength(25);
    const tooMany = await bell(token, '?per_page=101');
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain('Per Page Must Be A Whole Number From 1 To 100');
    // Another student sees none of them.
    const other = await student();
    expect((await bell(other.token)).body).toEqual({ notifications: [], unread: 0, meta: { total: 0, page: 1, per_page: 20 } });
  });

  it('marks one read (not another student’s) and then all', async () => {
    const { user, token } = await student();
    const other = await student();
    await t.db.insert(notifications).values([
      { userId: user.id, kind: 'top_left', params: {} },
      { userId: user.id, kind: 'top_entered', params: { rank: 9 } },
    ]);
    const [older, newer] = await t.db.select().from(notifications).orderBy(notifications.id);
    const mark = (id: number, who = token) => call(t.app, 'POST', `/api/user/notifications/${id}/read`, { token: who });
    expect(await mark(older.id, other.token)).toEqual({ status: 404, body: { message: NOTIFICATIONS.notFound } });
    expect(await mark(older.id)).toEqual({ status: 200, body: { message: NOTIFICATIONS.markedRead, unread: 1 } });
    expect(await mark(older.id)).toEqual({ status: 200, body: { message: NOTIFICATIONS.markedRead, unread: 1 } });
    const listed = (await bell(token)).body.notifications;
    expect(listed.map((n: Json) => [n.id, n.read_at === null])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
    expect(await call(t.app, 'POST', '/api/user/notifications/read-all', { token })).toEqual({
      status: 200,
      body: { message: NOTIFICATIONS.allMarkedRead, unread: 0 },
    });
    expect((await bell(token)).body.unread).toBe(0);
  });
});

describe('the bell and the popup agree', () => {
  async function awardedStudent() {
    const { user, token } = await student();
    const [helper, mentor] = [
      await createAchievement(t.db, { name: 'Helper' }),
      await createAchievement(t.db, { name: 'Mentor' }),
    ];
    const admin = await adminToken(t.app);
    for (const achievement of [helper, mentor])
      await call(t.app, 'POST', `/api/admin/users/${user.id}/achievements`, {
        token: admin,
        body: { achievement_id: achievement.id },
      });
    const popup = async () =>
      (await call(t.app, 'GET', '/api/achievements/unread', { token })).body.achievements.map((a: Json) => a.name).sort();
    const unreadInBell = async () =>
      (await bell(token)).body.notifications
        .filter((n: Json) => n.read_at === null)
        .map((n: Json) => n.params.name)
        .sort();
    return { user, token, helper, mentor, popup, unreadInBell };
  }

  it('reading an award in the bell takes it out of the popup', async () => {
    const s = await awardedStudent();
    expect(await s.popup()).toEqual(['Helper', 'Mentor']);
    const helperNotice = (await bell(s.token)).body.notifications.find((n: Json) => n.params.name === 'Helper');
    await call(t.app, 'POST', `/api/user/notifications/${helperNotice.id}/read`, { token: s.token });
    expect(await s.popup()).toEqual(['Mentor']);
    await call(t.app, 'POST', '/api/user/notifications/read-all', { token: s.token });
    expect(await s.popup()).toEqual([]);
  });

  it('dismissing the popup reads its notifications in the bell', async () => {
    const s = await awardedStudent();
    expect(await s.unreadInBell()).toEqual(['Helper', 'Mentor']);
    await call(t.app, 'POST', '/api/achievements/read', { token: s.token, body: { ids: [s.mentor.id] } });
    expect(await s.unreadInBell()).toEqual(['Helper']);
    await call(t.app, 'POST', '/api/achievements/read', { token: s.token });
    expect(await s.unreadInBell()).toEqual([]);
  });
});

it('a notification still reads right after its achievement is deleted', async () => {
  const { user, token } = await student();
  const helper = await createAchievement(t.db, { name: 'Helper', points: 20 });
  const admin = await adminToken(t.app);
  const url = `/api/admin/users/${user.id}/achievements`;
  await call(t.app, 'POST', url, { token: admin, body: { achievement_id: helper.id } });
  await call(t.app, 'DELETE', `${url}/${helper.id}`, { token: admin });
  expect((await call(t.app, 'DELETE', `/api/admin/achievements/${helper.id}`, { token: admin })).status).toBe(200);
  const listed = await bell(token);
  expect(listed.status).toBe(200);
  expect(listed.body.notifications.map(({ kind, params }: Json) => ({ kind, params }))).toEqual([
    { kind: 'achievement_revoked', params: { achievement_id: helper.id, name: 'Helper' } },
    { kind: 'achievement_awarded', params: { achievement_id: helper.id, name: 'Helper', points: 20 } },
  ]);
});

it('keeps notifications 180 days, then the prune deletes them', async () => {
  const { user } = await student();
  await t.db.insert(notifications).values(
    [179, 181].map((days) => ({
      userId: user.id,
      kind: 'top_left' as const,
      params: { days },
      createdAt: new Date(Date.now() - days * 86_400_000),
    })),
  );
  expect(await pruneNotifications(t.db, 180)).toBe(1);
  expect((await storedFor(user.id)).map((n) => n.params)).toEqual([{ days: 179 }]);
});
