import { describe, expect, it } from 'vitest';
import { AVATAR, SOCIAL_LINKS, SUCCESS, VALIDATION } from '../../../contracts/form-messages.js';
import { USERS } from '../../../contracts/staff-messages.js';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
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
import { call, userToken } from '../../test/http.js';

const t = useTestApp();

const publicUserKeys = ['id', 'name', 'avatar', 'total_points', 'projects_count', 'courses_count', 'title', 'created_at', 'rank'];
const profileKeys = [
  ...publicUserKeys,
  'bio',
  'telegram_username',
  'facebook',
  'twitter',
  'linkedin',
  'youtube',
  'github',
  'website',
  'courses',
  'projects',
  'achievements',
  'skills',
].sort();
const awardKeys = [
  'id',
  'name',
  'description',
  'points',
  'manual',
  'rule_metric',
  'rule_threshold',
  'badge',
  'users_count',
  'created_at',
  'earned_at',
].sort();

async function student(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, fields);
  return { user, token: await userToken(t.app, user.email, STUDENT_PASSWORD) };
}

/** A student with a course, a submitted project, an earned achievement and a skill. */
async function richStudent() {
  const { user, token } = await student({ name: 'Mona Adel', bio: 'Builder', twitter: '@mona' });
  const course = await createCourse(t.db, { title: 'React' });
  const project = await createProject(t.db, course.id, { name: 'Todo App', pointsValue: 30 });
  await enroll(t.db, user.id, course.id);
  await submit(t.db, user.id, project.id, { url: 'https://github.com/mona/todo' });
  const achievement = await createAchievement(t.db, { name: 'Helper', points: 20 });
  await award(t.db, user.id, achievement.id);
  const skill = await createSkill(t.db, 'TypeScript');
  await giveSkills(t.db, user.id, [skill.id]);
  return { user, token, course, project, achievement, skill };
}

const noSecrets = (body: unknown, email: string) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain(email);
  expect(text).not.toMatch(/"email"|password|hash|token|\$argon2/i);
};

describe('GET /api/front/users', () => {
  it('lists developers in rank order with their rank and no e-mail', async () => {
    const low = await createUser(t.db, { name: 'Low' });
    const { user: high } = await richStudent();
    const reply = await call(t.app, 'GET', '/api/front/users');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['users', 'meta']);
    expect(reply.body.meta).toEqual({ total: 2, page: 1, per_page: 9 });
    expect(reply.body.users.map((u: { id: number; rank: number }) => [u.id, u.rank])).toEqual([
      [high.id, 1],
      [low.id, 2],
    ]);
    for (const user of reply.body.users) expect(Object.keys(user).sort()).toEqual([...publicUserKeys].sort());
    expect(reply.body.users[0]).toMatchObject({ total_points: 50, projects_count: 1, courses_count: 1 });
    noSecrets(reply.body, low.email);
    noSecrets(reply.body, high.email);
  });

  it('pages with page/per_page, keeping ranks and adding meta', async () => {
    for (let i = 0; i < 5; i++) await createUser(t.db);
    const reply = await call(t.app, 'GET', '/api/front/users?page=2&per_page=2');
    expect(reply.body.meta).toEqual({ total: 5, page: 2, per_page: 2 });
    expect(reply.body.users.map((u: { rank: number }) => u.rank)).toEqual([3, 4]);
    expect((await call(t.app, 'GET', '/api/front/users?page=1')).body.meta).toEqual({ total: 5, page: 1, per_page: 9 });
    expect((await call(t.app, 'GET', '/api/front/users?per_page=-1')).status).toBe(422);
  });

  it('serves the first 9 without parameters (meta says how many more), never more than 100 a page', async () => {
    for (let i = 0; i < 12; i++) await createUser(t.db);
    const reply = await call(t.app, 'GET', '/api/front/users');
    expect(reply.body.users).toHaveLength(9);
    expect(reply.body.meta).toEqual({ total: 12, page: 1, per_page: 9 });
    const last = await call(t.app, 'GET', '/api/front/users?page=2');
    expect(last.body.users.map((u: { rank: number }) => u.rank)).toEqual([10, 11, 12]);
    expect((await call(t.app, 'GET', '/api/front/users?per_page=100')).body.users).toHaveLength(12);
    expect(await call(t.app, 'GET', '/api/front/users?per_page=101')).toEqual({
      status: 422,
      body: { message: VALIDATION.perPagePublic, errors: { per_page: [VALIDATION.perPagePublic] } },
    });
  });
});

describe('GET /api/users/user/{id}', () => {
  it('answers {user: Profile, achievements} without e-mail, hash or token', async () => {
    const { user, course, project, achievement, skill } = await richStudent();
    const reply = await call(t.app, 'GET', `/api/users/user/${user.id}`);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['achievements', 'user']);
    expect(Object.keys(reply.body.user).sort()).toEqual(profileKeys);
    expect(reply.body.user).toMatchObject({
      id: user.id,
      name: 'Mona Adel',
      bio: 'Builder',
      twitter: '@mona',
      total_points: 50,
      rank: 1,
      courses: [
        {
          id: course.id,
          title: 'React',
          description: null,
          image: null,
          link: null,
          projects_count: 1,
          users_count: 1,
          created_at: expect.any(String),
        },
      ],
      projects: [
        {
          id: expect.any(Number),
          project_id: project.id,
          url: 'https://github.com/mona/todo',
          created_at: expect.any(String),
          project_name: 'Todo App',
          points_value: 30,
          course_id: course.id,
          course_title: 'React',
        },
      ],
      skills: [{ id: skill.id, name: 'TypeScript', users_count: 1 }],
    });
    expect(reply.body.achievements).toEqual(reply.body.user.achievements);
    expect(Object.keys(reply.body.achievements[0]).sort()).toEqual(awardKeys);
    expect(reply.body.achievements[0]).toMatchObject({
      id: achievement.id,
      name: 'Helper',
      manual: 1,
      points: 20,
    });
    noSecrets(reply.body, user.email);
  });

  it('lists each course, project, award and skill in its order with its stored time to the millisecond', async () => {
    const { user, token } = await student();
    const [first, second] = [await createCourse(t.db, { title: 'First' }), await createCourse(t.db, { title: 'Second' })];
    // Enrolled in the opposite order of creation: the profile follows enrollment.
    await enroll(t.db, user.id, second.id);
    await enroll(t.db, user.id, first.id);
    const [older, newer] = [await createProject(t.db, first.id), await createProject(t.db, second.id)];
    await submit(t.db, user.id, older.id);
    await submit(t.db, user.id, newer.id);
    const [a, b] = [await createAchievement(t.db), await createAchievement(t.db)];
    await award(t.db, user.id, a.id);
    await award(t.db, user.id, b.id);
    await giveSkills(t.db, user.id, [(await createSkill(t.db, 'zig')).id, (await createSkill(t.db, 'Ada')).id]);
    // Times with microseconds, set in SQL: JSON carries milliseconds, as a Date from the row would.
    await t.db.execute(
      sql`UPDATE enrollments SET created_at = CASE course_id WHEN ${second.id} THEN '2026-01-01T10:00:00.123456Z'::timestamptz ELSE '2026-01-02T10:00:00.123456Z'::timestamptz END WHERE user_id = ${user.id}`,
    );
    await t.db.execute(
      sql`UPDATE user_projects SET created_at = CASE project_id WHEN ${older.id} THEN '2026-02-01T08:30:00.999999Z'::timestamptz ELSE '2026-03-01T00:00:00.001Z'::timestamptz END WHERE user_id = ${user.id}`,
    );
    await t.db
      .execute(sql`UPDATE user_achievements SET earned_at = CASE achievement_id WHEN ${a.id} THEN '2026-04-01T00:00:00.5Z'::timestamptz ELSE '2025-12-31T23:59:59.75Z'::timestamptz END,
      read_at = CASE achievement_id WHEN ${b.id} THEN '2026-05-05T05:05:05.055555Z'::timestamptz END WHERE user_id = ${user.id}`);
    t.app.freshness.advance();

    for (const reply of [
      await call(t.app, 'GET', `/api/users/user/${user.id}`),
      await call(t.app, 'GET', '/api/user/me', { token }),
    ]) {
      const profile = reply.body.user;
      expect(profile.courses.map((c: { title: string }) => c.title)).toEqual(['Second', 'First']);
      expect(profile.projects.map((p: { project_id: number; created_at: string }) => [p.project_id, p.created_at])).toEqual([
        [newer.id, '2026-03-01T00:00:00.001Z'],
        [older.id, '2026-02-01T08:30:00.999Z'],
      ]);
      expect(profile.achievements.map((w: { id: number; earned_at: string }) => [w.id, w.earned_at])).toEqual([
        [a.id, '2026-04-01T00:00:00.500Z'],
        [b.id, '2025-12-31T23:59:59.750Z'],
      ]);
      expect(profile.skills.map((s: { name: string }) => s.name)).toEqual(['Ada', 'zig']);
    }
    const own = (await call(t.app, 'GET', '/api/user/me', { token })).body.user;
    expect(own.achievements.map((w: { read_at: string | null }) => w.read_at)).toEqual([null, '2026-05-05T05:05:05.055Z']);
    expect(own.courses[0].created_at).toBe(second.createdAt.toISOString());
  });

  it("answers 404 JSON 'User Not Found' for a missing user and 422 for a bad id", async () => {
    expect(await call(t.app, 'GET', '/api/users/user/999')).toEqual({ status: 404, body: { message: USERS.notFound } });
    expect((await call(t.app, 'GET', '/api/users/user/abc')).status).toBe(422);
    expect((await call(t.app, 'GET', `/api/users/user/${'9'.repeat(30)}`)).status).toBe(422);
  });
});

describe('GET /api/user/me', () => {
  it('answers the profile plus the e-mail', async () => {
    const { user, token } = await richStudent();
    const reply = await call(t.app, 'GET', '/api/user/me', { token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['user']);
    expect(Object.keys(reply.body.user).sort()).toEqual(
      [...profileKeys, 'email', 'hide_from_search_engines', 'locale', 'notify_by_mail', 'first_steps_dismissed'].sort(),
    );
    expect(reply.body.user).toMatchObject({ id: user.id, email: user.email, rank: 1, total_points: 50 });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|hash/i);
  });
});

describe('PUT /api/user/profile/update', () => {
  const profile = { name: 'New Name', telegram_username: 'mona_t', bio: 'x'.repeat(500), title: '' };

  it('updates the profile, ignores an e-mail, answers {message, user}', async () => {
    const { user, token } = await richStudent();
    const reply = await call(t.app, 'PUT', '/api/user/profile/update', {
      token,
      body: { ...profile, email: 'hijack@academy.test', password: '' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(USERS.profileUpdated);
    expect(Object.keys(reply.body.user).sort()).toEqual(
      [...profileKeys, 'email', 'hide_from_search_engines', 'locale', 'notify_by_mail', 'first_steps_dismissed'].sort(),
    );
    expect(reply.body.user).toMatchObject({ name: 'New Name', email: user.email, telegram_username: 'mona_t', title: null });
    await userToken(t.app, user.email, STUDENT_PASSWORD);
  });

  it('sets a title from an earned achievement only', async () => {
    const { token } = await richStudent();
    await createAchievement(t.db, { name: 'Not Mine' });
    const ok = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { ...profile, title: 'Helper' } });
    expect(ok.body.user.title).toBe('Helper');
    const refused = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { ...profile, title: 'Not Mine' } });
    expect(refused).toEqual({ status: 422, body: { message: USERS.titleNotEarned, errors: { title: [USERS.titleNotEarned] } } });
    expect((await t.db.select().from(users))[0].title).toBe('Helper');
  });

  it('changes the password when one is given and signs the student out elsewhere', async () => {
    const { user, token } = await student();
    const otherDevice = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const reply = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { ...profile, password: 'newpass1' } });
    expect(reply.status).toBe(200);
    await userToken(t.app, user.email, 'newpass1');
    expect((await call(t.app, 'GET', '/api/user/me', { token: otherDevice })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/me', { token })).status).toBe(200);
  });

  it('stores social links as full https links (Telegram: the username) and refuses other text per field', async () => {
    const { token } = await student();
    const links = {
      facebook: 'facebook.com/name',
      twitter: '@mona',
      linkedin: 'https://m.linkedin.com/in/mona-adel/',
      youtube: 'youtube.com/@monacodes',
      telegram_username: 't.me/mona_t',
    };
    const saved = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { ...profile, ...links } });
    expect(saved.status).toBe(200);
    const stored = {
      facebook: 'https://www.facebook.com/name',
      twitter: 'https://x.com/mona',
      linkedin: 'https://www.linkedin.com/in/mona-adel',
      youtube: 'https://www.youtube.com/@monacodes',
      telegram_username: 'mona_t',
    };
    expect(saved.body.user).toMatchObject(stored);
    const storedRow = {
      facebook: stored.facebook,
      twitter: stored.twitter,
      linkedin: stored.linkedin,
      youtube: stored.youtube,
      telegramUsername: 'mona_t',
    };
    expect((await t.db.select().from(users))[0]).toMatchObject(storedRow);

    const refused = await call(t.app, 'PUT', '/api/user/profile/update', {
      token,
      body: {
        ...profile,
        facebook: 'not a url',
        twitter: 'facebook.com/mona',
        linkedin: 'linkedin.com/company/acme',
        youtube: 'youtube.com',
        telegram_username: '@ab',
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      facebook: [SOCIAL_LINKS.facebook],
      twitter: [SOCIAL_LINKS.twitter],
      linkedin: [SOCIAL_LINKS.linkedin],
      youtube: [SOCIAL_LINKS.youtube],
      telegram_username: [SOCIAL_LINKS.telegram],
    });
    expect((await t.db.select().from(users))[0]).toMatchObject(storedRow);
  });

  it('validates: name required, password >= 6, bio <= 500, text fields', async () => {
    const { user, token } = await student();
    const reply = await call(t.app, 'PUT', '/api/user/profile/update', {
      token,
      body: { name: '', password: '12345', bio: 'x'.repeat(501), facebook: 12 },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: [VALIDATION.required],
      password: [VALIDATION.password],
      bio: [VALIDATION.bioTooLong],
      facebook: [expect.any(String)],
    });
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile/update',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.db.select().from(users))[0].name).toBe(user.name);
  });
});

describe('PUT /api/user/avatar/update', () => {
  it('refuses a custom avatar below 2 enrollments with 403 and the spec message', async () => {
    const { user, token } = await student();
    await enroll(t.db, user.id, (await createCourse(t.db)).id);
    const reply = await call(t.app, 'PUT', '/api/user/avatar/update', { token, body: { avatar: 'avatar5' } });
    expect(reply).toEqual({ status: 403, body: { message: AVATAR.locked } });
    expect((await t.db.select().from(users))[0].avatar).toBeNull();
  });

  it('sets a custom avatar from 2 enrollments and answers {message, user}', async () => {
    const { user, token } = await student();
    for (let i = 0; i < 2; i++) await enroll(t.db, user.id, (await createCourse(t.db)).id);
    const reply = await call(t.app, 'PUT', '/api/user/avatar/update', { token, body: { avatar: 'avatar20' } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SUCCESS.avatarUpdated);
    expect(reply.body.user).toMatchObject({ id: user.id, avatar: 'avatar20' });
  });

  it('always allows the default image (null or "default")', async () => {
    const { token } = await student({ avatar: 'avatar1' });
    for (const avatar of [null, 'default']) {
      const reply = await call(t.app, 'PUT', '/api/user/avatar/update', { token, body: { avatar } });
      expect(reply.status).toBe(200);
      expect(reply.body.user.avatar).toBeNull();
    }
  });

  it('refuses unknown avatars and a missing selection with 422', async () => {
    const { token } = await student();
    for (const body of [{}, { avatar: 'avatar0' }, { avatar: 'avatar21' }, { avatar: '../etc/passwd' }, { avatar: 3 }]) {
      const reply = await call(t.app, 'PUT', '/api/user/avatar/update', { token, body });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.avatar).toEqual([expect.any(String)]);
    }
  });
});
