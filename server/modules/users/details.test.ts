import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { USERS } from '../../../contracts/staff-messages.js';
import { enrollments, signIns, userAchievements, userProjects, users } from '../../db/schema.js';
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
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, type Json, userToken } from '../../test/http.js';

const t = useTestApp();

const iso = (date: Date) => date.toISOString();

describe('GET /api/admin/users/:id/details', () => {
  it("shows the student's fields, figures, enrollments, achievements, skills, submissions and sign-ins", async () => {
    const student = await createUser(t.db, { name: 'Mona Adel', email: 'mona@academy.test', bio: 'Front-end learner' });
    await createUser(t.db, { name: 'Ahead' }); // no points: ranked after Mona
    const react = await createCourse(t.db, { title: 'React' });
    const node = await createCourse(t.db, { title: 'Node' });
    await enroll(t.db, student.id, react.id, 1499.5, true);
    await enroll(t.db, student.id, node.id, 0);
    const project = await createProject(t.db, react.id, { name: 'Todo App', pointsValue: 30 });
    await submit(t.db, student.id, project.id, { url: 'https://github.com/mona/todo' });
    const helper = await createAchievement(t.db, { name: 'Helper', points: 20 });
    await award(t.db, student.id, helper.id);
    const skill = await createSkill(t.db, 'TypeScript');
    await giveSkills(t.db, student.id, [skill.id]);
    await call(t.app, 'POST', '/api/user/login', { body: { email: 'mona@academy.test', password: 'not-her-pass' } });
    await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);

    const reply = await call(t.app, 'GET', `/api/admin/users/${student.id}/details`, { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(
      ['achievements', 'enrollments', 'invitation', 'mails', 'sign_ins', 'skills', 'submissions', 'user'].sort(),
    );

    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(reply.body.user).toMatchObject({
      id: student.id,
      name: 'Mona Adel',
      email: 'mona@academy.test',
      bio: 'Front-end learner',
      total_points: row.totalPoints,
      project_points: 30,
      projects_count: 1,
      courses_count: 2,
      skills_count: 1,
      rank: 1,
      created_at: iso(row.createdAt),
      suspended_at: null,
      suspension_reason: null,
    });
    expect(row.totalPoints).toBe(50);
    // No such field (a refused sign-in's `refusal` may be the value 'password').
    expect(JSON.stringify(reply.body)).not.toMatch(/"\w*(password|hash|read_at)\w*":/i);

    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.userId, student.id)).orderBy(enrollments.id);
    expect(reply.body.enrollments).toEqual([
      {
        course_id: react.id,
        course_title: 'React',
        course_archived: false,
        price: 1499.5,
        got_discount: true,
        enrolled_at: iso(enrolled[0].createdAt),
      },
      {
        course_id: node.id,
        course_title: 'Node',
        course_archived: false,
        price: 0,
        got_discount: false,
        enrolled_at: iso(enrolled[1].createdAt),
      },
    ]);

    const [earned] = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, student.id));
    expect(reply.body.achievements).toHaveLength(1);
    expect(reply.body.achievements[0]).toMatchObject({
      id: helper.id,
      name: 'Helper',
      points: 20,
      manual: 1,
      earned_at: iso(earned.earnedAt),
    });
    expect(reply.body.skills).toEqual([{ id: skill.id, name: 'TypeScript', users_count: 1 }]);

    const [submission] = await t.db.select().from(userProjects).where(eq(userProjects.userId, student.id));
    expect(reply.body.submissions).toEqual([
      {
        id: submission.id,
        project_id: project.id,
        project_name: 'Todo App',
        points_value: 30,
        course_id: react.id,
        course_title: 'React',
        url: 'https://github.com/mona/todo',
        created_at: iso(submission.createdAt),
      },
    ]);

    const attempts = await t.db.select().from(signIns).where(eq(signIns.subjectId, student.id)).orderBy(signIns.id);
    expect(reply.body.sign_ins.map((s: Json) => [s.id, s.succeeded, s.refusal])).toEqual([
      [attempts[1].id, true, null],
      [attempts[0].id, false, 'password'],
    ]);
    expect(reply.body.sign_ins[0]).toEqual({
      id: attempts[1].id,
      succeeded: true,
      refusal: null,
      ip: '127.0.0.1',
      user_agent: attempts[1].userAgent,
      created_at: iso(attempts[1].createdAt),
    });
  });

  it('shows the latest 20 sign-ins only, newest first, and a suspension when set', async () => {
    const student = await createUser(t.db, { suspendedAt: new Date('2026-03-01T10:00:00Z'), suspensionReason: 'Fake projects' });
    const other = await createUser(t.db);
    await t.db.insert(signIns).values(
      Array.from({ length: 25 }, (_, i) => ({
        kind: 'user' as const,
        subjectId: student.id,
        email: student.email,
        succeeded: i % 2 === 0,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
      })),
    );
    await t.db.insert(signIns).values({ kind: 'admin', subjectId: student.id, email: 'admin@x.test', succeeded: true });
    await t.db.insert(signIns).values({ kind: 'user', subjectId: other.id, email: other.email, succeeded: true });
    const reply = await call(t.app, 'GET', `/api/admin/users/${student.id}/details`, { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ suspended_at: '2026-03-01T10:00:00.000Z', suspension_reason: 'Fake projects' });
    const times = reply.body.sign_ins.map((s: Json) => s.created_at);
    expect(times).toEqual(Array.from({ length: 20 }, (_, i) => iso(new Date(Date.UTC(2026, 1, 1, 0, 24 - i)))));
  });

  it('answers 404 for an unknown user and refuses anyone but an admin', async () => {
    const student = await createUser(t.db);
    const admin = await adminToken(t.app);
    const missing = await call(t.app, 'GET', '/api/admin/users/9999/details', { token: admin });
    expect(missing).toEqual({ status: 404, body: { message: USERS.notFound } });
    expect((await call(t.app, 'GET', '/api/admin/users/abc/details', { token: admin })).status).toBe(422);
    expect((await call(t.app, 'GET', `/api/admin/users/${student.id}/details`)).status).toBe(401);
    const studentToken = await userToken(t.app, student.email, STUDENT_PASSWORD);
    expect((await call(t.app, 'GET', `/api/admin/users/${student.id}/details`, { token: studentToken })).status).toBe(403);
  });
});

describe('GET /api/admin/users: search by name or e-mail, sort by points or join date', () => {
  const ids = (body: Json) => body.users.map((u: Json) => u.id);

  it('finds part of the name or of the e-mail in any letter case, accents as typed', async () => {
    const emile = await createUser(t.db, { name: 'Émile Zola', email: 'ez@academy.test' });
    const sara = await createUser(t.db, { name: 'Sara Nabil', email: 'snabil@academy.test' });
    const nabil = await createUser(t.db, { name: 'Omar Khaled', email: 'nabil.omar@academy.test' });
    await createUser(t.db, { name: 'Ziad', email: 'ziad@academy.test' });
    const token = await adminToken(t.app);
    const search = async (term: string) => call(t.app, 'GET', `/api/admin/users?search=${encodeURIComponent(term)}`, { token });
    const byName = await search('NABIL');
    expect(ids(byName.body)).toEqual([nabil.id, sara.id]);
    expect(byName.body.meta).toEqual({ total: 2, page: 1, per_page: 10 });
    expect(ids((await search('sara n')).body)).toEqual([sara.id]);
    expect(ids((await search('émile')).body)).toEqual([emile.id]);
    expect(ids((await search('ÉMILE')).body)).toEqual([emile.id]);
    expect(ids((await search('emile')).body)).toEqual([]);
    expect(ids((await search('ez@')).body)).toEqual([emile.id]);
    expect((await search('_')).body.meta.total).toBe(0);
  });

  it('sorts by points both ways (ties in rank order, then by id) and by join date both ways', async () => {
    const token = await adminToken(t.app);
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 10 });
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await createUser(t.db, { createdAt: new Date(Date.UTC(2026, 0, 10 - (i % 3))) }));
    // Two with 10 points, the rest with none; points_changed_at equal for the tied ones, so id decides.
    for (const user of [made[4], made[1]]) await submit(t.db, user.id, project.id);
    const same = new Date('2026-02-01T00:00:00Z');
    await t.db.update(users).set({ pointsChangedAt: same });
    const rows = await t.db.select().from(users);
    const byRank = [...rows].sort(
      (a, b) => b.totalPoints - a.totalPoints || a.pointsChangedAt.getTime() - b.pointsChangedAt.getTime() || a.id - b.id,
    );
    const list = async (query: string) => (await call(t.app, 'GET', `/api/admin/users?${query}`, { token })).body;
    expect(ids(await list('sort=total_points&dir=desc'))).toEqual(byRank.map((u) => u.id));
    expect(ids(await list('sort=total_points'))).toEqual(byRank.map((u) => u.id));
    expect(ids(await list('sort=total_points&dir=asc'))).toEqual(byRank.map((u) => u.id).reverse());
    expect(ids(await list('sort=total_points&dir=desc')).slice(0, 2)).toEqual([made[1].id, made[4].id]);

    const byJoined = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    expect(ids(await list('sort=created_at&dir=asc'))).toEqual(byJoined.map((u) => u.id));
    expect(ids(await list('sort=created_at&dir=desc'))).toEqual(byJoined.map((u) => u.id).reverse());

    // Pages of a sorted list neither overlap nor skip anyone.
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...ids(await list(`sort=created_at&dir=asc&page=${page}&per_page=2`)));
    expect(pages).toEqual(byJoined.map((u) => u.id));
    // The default stays the product's (docs/product.md#admin-screens): newest first by id.
    expect(ids(await list(''))).toEqual(rows.map((u) => u.id).sort((a, b) => b - a));
  });

  it('refuses an unknown sort or direction with 422', async () => {
    const token = await adminToken(t.app);
    const sort = await call(t.app, 'GET', '/api/admin/users?sort=password_hash', { token });
    expect(sort.status).toBe(422);
    expect(sort.body.errors.sort).toEqual(['Sort Must Be total_points Or created_at']);
    const dir = await call(t.app, 'GET', '/api/admin/users?sort=created_at&dir=up', { token });
    expect(dir.status).toBe(422);
    expect(dir.body.errors.dir).toEqual(['Direction Must Be asc Or desc']);
  });
});

describe('DELETE /api/admin/user/delete/:id', () => {
  it("removes the student's sign-in attempts with the student", async () => {
    const student = await createUser(t.db);
    const other = await createUser(t.db);
    await userToken(t.app, student.email, STUDENT_PASSWORD);
    await userToken(t.app, other.email, STUDENT_PASSWORD);
    const reply = await call(t.app, 'DELETE', `/api/admin/user/delete/${student.id}`, { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    const left = await t.db.select().from(signIns).orderBy(signIns.id);
    expect(left.map((row) => [row.kind, row.subjectId])).toEqual([
      ['user', other.id],
      ['admin', 1],
    ]);
  });
});
