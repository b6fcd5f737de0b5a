import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { USERS } from '../../../contracts/staff-messages.js';
import { TABLE_PAGE_SIZES } from '../../../contracts/constants.js';
import { accessTokens, achievements, courses, enrollments, projects, skills, userProjects, users } from '../../db/schema.js';
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
import { adminToken, call, userToken } from '../../test/http.js';

const t = useTestApp();

const adminUserKeys = [
  'id',
  'name',
  'email',
  'telegram_username',
  'facebook',
  'twitter',
  'linkedin',
  'youtube',
  'github',
  'website',
  'bio',
  'title',
  'avatar',
  'total_points',
  'projects_count',
  'courses_count',
  'rank',
  'suspended_at',
  'suspension_reason',
  'created_at',
  'enrolled_courses',
  'achievements',
].sort();

const newUser = { name: 'Omar Said', email: 'omar@academy.test', password: 'omar1234' };
const allUsers = () => t.db.select().from(users).orderBy(users.id);

describe('GET /api/admin/users', () => {
  it('lists users newest first with rank, enrolled courses and achievements, never a hash', async () => {
    const first = await createUser(t.db, { name: 'First' });
    const second = await createUser(t.db, { name: 'Second' });
    const course = await createCourse(t.db, { title: 'React' });
    await enroll(t.db, first.id, course.id, 1499.5, true);
    const achievement = await createAchievement(t.db, { name: 'Helper' });
    await award(t.db, first.id, achievement.id);
    const reply = await call(t.app, 'GET', '/api/admin/users', { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['users']);
    expect(reply.body.users.map((u: { id: number }) => u.id)).toEqual([second.id, first.id]);
    for (const user of reply.body.users) expect(Object.keys(user).sort()).toEqual(adminUserKeys);
    expect(reply.body.users[1]).toMatchObject({
      email: first.email,
      rank: 1,
      total_points: 50,
      courses_count: 1,
      enrolled_courses: [{ id: course.id, title: 'React', price: 1499.5, got_discount: true }],
      achievements: [{ id: achievement.id, name: 'Helper', manual: 1 }],
    });
    expect(reply.body.users[0]).toMatchObject({ rank: 2, enrolled_courses: [], achievements: [] });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|hash/i);
  });

  it('pages and searches by e-mail, adding meta', async () => {
    for (let i = 1; i <= 12; i++) await createUser(t.db, { email: `${i % 2 ? 'odd' : 'even'}${i}@academy.test` });
    const token = await adminToken(t.app);
    const page = await call(t.app, 'GET', '/api/admin/users?page=2&per_page=5', { token });
    expect(page.body.meta).toEqual({ total: 12, page: 2, per_page: 5 });
    expect(page.body.users.map((u: { id: number }) => u.id)).toEqual([7, 6, 5, 4, 3]);
    const search = await call(t.app, 'GET', '/api/admin/users?search=EVEN', { token });
    expect(search.body.meta).toEqual({ total: 6, page: 1, per_page: 10 });
    expect(search.body.users.map((u: { id: number }) => u.id)).toEqual([12, 10, 8, 6, 4, 2]);
    const wildcard = await call(t.app, 'GET', '/api/admin/users?search=%25', { token });
    expect(wildcard.body.users).toEqual([]);
  });

  it('pages on the server at every size of the table (10, 25, 50, 100); All stays whole', async () => {
    for (let i = 0; i < 120; i++) await createUser(t.db);
    const token = await adminToken(t.app);
    for (const size of TABLE_PAGE_SIZES) {
      const reply = await call(t.app, 'GET', `/api/admin/users?page=2&per_page=${size}`, { token });
      expect(reply.status).toBe(200);
      expect(reply.body.users).toHaveLength(Math.min(size, 120 - size));
      expect(reply.body.users[0].id).toBe(120 - size);
      expect(reply.body.meta).toEqual({ total: 120, page: 2, per_page: size });
    }
    const all = await call(t.app, 'GET', '/api/admin/users', { token });
    expect(all.body.users).toHaveLength(120);
    expect(all.body).not.toHaveProperty('meta');
  });

  it('refuses bad paging values with 422', async () => {
    const token = await adminToken(t.app);
    for (const query of ['page=0', 'page=abc', 'per_page=5000', 'per_page=1.5', `search=${'x'.repeat(300)}`]) {
      const reply = await call(t.app, 'GET', `/api/admin/users?${query}`, { token });
      expect(reply.status).toBe(422);
    }
  });
});

describe('POST /api/admin/user/add', () => {
  it('creates a user who can sign in, answering {user, message}', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/user/add', {
      token: await adminToken(t.app),
      body: { ...newUser, email: 'Omar@Academy.test', bio: 'Hi', facebook: '', avatar: 'avatar3' },
    });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(['message', 'user']);
    expect(reply.body.message).toBe(USERS.added);
    expect(Object.keys(reply.body.user).sort()).toEqual(adminUserKeys);
    expect(reply.body.user).toMatchObject({
      id: 1,
      name: newUser.name,
      email: newUser.email,
      bio: 'Hi',
      facebook: null,
      avatar: 'avatar3',
      total_points: 0,
      rank: 1,
      enrolled_courses: [],
    });
    await userToken(t.app, newUser.email, newUser.password);
  });

  it('validates with the spec messages', async () => {
    const token = await adminToken(t.app);
    const empty = await call(t.app, 'POST', '/api/admin/user/add', { token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [VALIDATION.required],
      email: [VALIDATION.required],
      password: [VALIDATION.required],
    });
    const bad = await call(t.app, 'POST', '/api/admin/user/add', {
      token,
      body: { name: 'A', email: 'a@', password: '12345', bio: 'b'.repeat(501), avatar: 'avatar21', twitter: 'x'.repeat(300) },
    });
    expect(bad.body.errors).toEqual({
      email: [VALIDATION.email],
      password: [VALIDATION.password],
      bio: [VALIDATION.bioTooLong],
      avatar: [expect.any(String)],
      twitter: [VALIDATION.tooLong],
    });
    expect(await allUsers()).toEqual([]);
  });

  it('refuses a taken e-mail (422 on email) and a title not earned (422 on title)', async () => {
    const token = await adminToken(t.app);
    const existing = await createUser(t.db);
    const taken = await call(t.app, 'POST', '/api/admin/user/add', {
      token,
      body: { ...newUser, email: existing.email.toUpperCase() },
    });
    expect(taken).toEqual({ status: 422, body: { message: USERS.emailTaken, errors: { email: [USERS.emailTaken] } } });
    await createAchievement(t.db, { name: 'Helper' });
    const title = await call(t.app, 'POST', '/api/admin/user/add', { token, body: { ...newUser, title: 'Helper' } });
    expect(title).toEqual({ status: 422, body: { message: USERS.titleNotEarned, errors: { title: [USERS.titleNotEarned] } } });
    expect(await allUsers()).toHaveLength(1);
  });

  it('answers wrong types, huge bodies and malformed JSON with 4xx, storing nothing', async () => {
    const token = await adminToken(t.app);
    for (const body of [{ ...newUser, name: ['x'] }, { ...newUser, email: 5 }, { ...newUser, bio: { a: 1 } }, null, 7]) {
      expect((await call(t.app, 'POST', '/api/admin/user/add', { token, body })).status).toBe(422);
    }
    const huge = await call(t.app, 'POST', '/api/admin/user/add', { token, body: { ...newUser, name: 'n'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/add',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":"x"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await allUsers()).toEqual([]);
  });
});

describe('PUT /api/admin/user/update/{id}', () => {
  it('a new password signs the student out of every session', async () => {
    const user = await createUser(t.db);
    const session = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const reply = await call(t.app, 'PUT', `/api/admin/user/update/${user.id}`, {
      token: await adminToken(t.app),
      body: { name: user.name, email: user.email, password: 'reset-123' },
    });
    expect(reply.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/me', { token: session })).status).toBe(401);
    await userToken(t.app, user.email, 'reset-123');
  });

  it('updates fields; a blank password and an absent avatar keep the current ones', async () => {
    const user = await createUser(t.db, { avatar: 'avatar2' });
    const achievement = await createAchievement(t.db, { name: 'Helper' });
    await award(t.db, user.id, achievement.id);
    const reply = await call(t.app, 'PUT', `/api/admin/user/update/${user.id}`, {
      token: await adminToken(t.app),
      body: {
        id: user.id,
        name: 'Renamed',
        email: 'renamed@academy.test',
        password: '',
        title: 'Helper',
        youtube: '@monacodes',
        rank: 9,
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(USERS.updated);
    expect(reply.body.user).toMatchObject({
      id: user.id,
      name: 'Renamed',
      email: 'renamed@academy.test',
      title: 'Helper',
      youtube: 'https://www.youtube.com/@monacodes',
      avatar: 'avatar2',
      total_points: 50,
    });
    await userToken(t.app, 'renamed@academy.test', STUDENT_PASSWORD);
  });

  it('changes the password when given and clears the avatar with null', async () => {
    const user = await createUser(t.db, { avatar: 'avatar2' });
    const body = { name: user.name, email: user.email, password: 'changed1', avatar: null };
    const reply = await call(t.app, 'PUT', `/api/admin/user/update/${user.id}`, { token: await adminToken(t.app), body });
    expect(reply.body.user.avatar).toBeNull();
    await userToken(t.app, user.email, 'changed1');
  });

  it("refuses another user's e-mail, an unearned title, a short password (422)", async () => {
    const token = await adminToken(t.app);
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const url = `/api/admin/user/update/${user.id}`;
    const taken = await call(t.app, 'PUT', url, { token, body: { name: 'x', email: other.email } });
    expect(taken.body.errors).toEqual({ email: [USERS.emailTaken] });
    const title = await call(t.app, 'PUT', url, { token, body: { name: 'x', email: user.email, title: 'Nope' } });
    expect(title.body.errors).toEqual({ title: [USERS.titleNotEarned] });
    const short = await call(t.app, 'PUT', url, { token, body: { name: 'x', email: user.email, password: '123' } });
    expect(short.body.errors).toEqual({ password: [VALIDATION.password] });
    expect((await allUsers())[0].name).toBe(user.name);
  });

  it('answers 404 for a missing user and 422 for a bad id', async () => {
    const token = await adminToken(t.app);
    const body = { name: 'x', email: 'x@academy.test' };
    expect(await call(t.app, 'PUT', '/api/admin/user/update/999', { token, body })).toEqual({
      status: 404,
      body: { message: USERS.notFound },
    });
    expect((await call(t.app, 'PUT', '/api/admin/user/update/abc', { token, body })).status).toBe(422);
  });
});

describe('DELETE /api/admin/user/delete/{id}', () => {
  it("removes the user's rows and tokens and refreshes the counters of what it touched", async () => {
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id);
    const achievement = await createAchievement(t.db);
    const skill = await createSkill(t.db);
    for (const id of [user.id, other.id]) {
      await enroll(t.db, id, course.id);
      await submit(t.db, id, project.id);
      await award(t.db, id, achievement.id);
      await giveSkills(t.db, id, [skill.id]);
    }
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const reply = await call(t.app, 'DELETE', `/api/admin/user/delete/${user.id}`, { token: await adminToken(t.app) });
    expect(reply).toEqual({ status: 200, body: { message: USERS.deleted } });
    expect((await allUsers()).map((u) => u.id)).toEqual([other.id]);
    expect((await t.db.select().from(enrollments)).map((e) => e.userId)).toEqual([other.id]);
    expect((await t.db.select().from(userProjects)).map((e) => e.userId)).toEqual([other.id]);
    expect((await t.db.select().from(accessTokens)).filter((row) => row.kind === 'user')).toEqual([]);
    const counts = async () => ({
      course: (await t.db.select().from(courses))[0].usersCount,
      project: (await t.db.select().from(projects))[0].usersCount,
      achievement: (await t.db.select().from(achievements))[0].usersCount,
      skill: (await t.db.select().from(skills))[0].usersCount,
    });
    expect(await counts()).toEqual({ course: 1, project: 1, achievement: 1, skill: 1 });
    expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(401);
  });

  it('answers 404 for a missing user', async () => {
    const token = await adminToken(t.app);
    expect(await call(t.app, 'DELETE', '/api/admin/user/delete/999', { token })).toEqual({
      status: 404,
      body: { message: USERS.notFound },
    });
  });
});
