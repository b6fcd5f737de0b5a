import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { award, createAchievement, createCourse, createProject, createUser, enroll, submit } from '../../test/factories.js';

const t = useTestApp();

const developerKeys = ['avatar', 'courses_count', 'id', 'name', 'projects_count', 'rank', 'total_points'];
const names = (list: { name: string }[]) => list.map((item) => item.name);

/** Many users at once, straight into the table (the factory hashes a password per user). */
async function manyUsers(count: number, prefix = 'Bulk') {
  const values = Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i}`,
    email: `${prefix.toLowerCase()}${i}@academy.test`,
    passwordHash: 'x',
  }));
  return t.db.insert(users).values(values).returning();
}

describe('GET /api/admin/stats', () => {
  it('returns the six totals, revenue as a number with decimals', async () => {
    const course = await createCourse(t.db);
    const other = await createCourse(t.db);
    await createProject(t.db, course.id);
    await createAchievement(t.db);
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await enroll(t.db, a.id, course.id, 1000);
    await enroll(t.db, b.id, other.id, 499.5, true);
    const reply = await call(t.app, 'GET', '/api/admin/stats', { token: await adminToken(t.app) });
    expect(reply).toEqual({
      status: 200,
      body: {
        stats: {
          total_users: 2,
          total_courses: 2,
          total_projects: 1,
          total_achievements: 1,
          total_enrollments: 2,
          total_revenue: 1499.5,
          suspended_users: 0,
        },
      },
    });
  });

  it('answers zeros on an empty academy', async () => {
    const reply = await call(t.app, 'GET', '/api/admin/stats', { token: await adminToken(t.app) });
    expect(Object.values(reply.body.stats)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('GET /api/front/stats', () => {
  it('returns totals, the top 3, and the latest users, projects and awards, capped', async () => {
    const course = await createCourse(t.db, { title: 'React' });
    const projects = [];
    for (let i = 0; i < 13; i++) projects.push(await createProject(t.db, course.id, { name: `P${i}`, pointsValue: 10 }));
    const bulk = await manyUsers(9);
    const [top, second] = [await createUser(t.db, { name: 'Top' }), await createUser(t.db, { name: 'Second' })];
    await enroll(t.db, top.id, course.id);
    await enroll(t.db, second.id, course.id);
    await submit(t.db, top.id, projects[0].id);
    await submit(t.db, top.id, projects[1].id);
    await submit(t.db, second.id, projects[0].id);
    const badges = [];
    for (let i = 0; i < 11; i++) badges.push(await createAchievement(t.db, { name: `A${i}`, points: 1 }));
    for (const badge of badges) await award(t.db, bulk[0].id, badge.id);

    const reply = await call(t.app, 'GET', '/api/front/stats');
    expect(reply.status).toBe(200);
    const stats = reply.body.stats;
    expect(Object.keys(stats).sort()).toEqual([
      'latest_achievements',
      'latest_projects',
      'latest_users',
      'top_developers',
      'total_courses',
      'total_points_earned',
      'total_projects',
      'total_users',
    ]);
    expect(stats).toMatchObject({ total_users: 11, total_courses: 1, total_projects: 3, total_points_earned: 41 });
    expect(names(stats.top_developers)).toEqual(['Top', 'Bulk 0', 'Second']);
    expect(stats.top_developers.map((d: { rank: number }) => d.rank)).toEqual([1, 2, 3]);
    expect(Object.keys(stats.top_developers[0]).sort()).toEqual(developerKeys);
    expect(stats.top_developers[0]).toMatchObject({ total_points: 20, projects_count: 2, courses_count: 1 });

    expect(stats.latest_users).toHaveLength(8);
    expect(names(stats.latest_users.slice(0, 2))).toEqual(['Second', 'Top']);
    expect(Object.keys(stats.latest_users[0]).sort()).toEqual(
      ['avatar', 'courses_count', 'created_at', 'id', 'name', 'projects_count', 'title', 'total_points'].sort(),
    );
    expect(stats.latest_projects).toHaveLength(12);
    expect(stats.latest_projects[0]).toMatchObject({ name: 'P12', course: { id: course.id, title: 'React' } });
    expect(stats.latest_achievements).toHaveLength(10);
    expect(stats.latest_achievements[0]).toEqual({
      id: expect.any(Number),
      earned_at: expect.any(String),
      user: { id: bulk[0].id, name: 'Bulk 0', avatar: null },
      achievement: { id: badges[10].id, name: 'A10', description: badges[10].description, points: 1, badge: null },
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/@|password|hash|token/i);
  });

  it('answers zeros and empty lists on an empty academy', async () => {
    const reply = await call(t.app, 'GET', '/api/front/stats');
    expect(reply.body).toEqual({
      stats: {
        total_users: 0,
        total_courses: 0,
        total_projects: 0,
        total_points_earned: 0,
        top_developers: [],
        latest_users: [],
        latest_projects: [],
        latest_achievements: [],
      },
    });
  });
});

describe('GET /api/front/leaderboard', () => {
  it('ranks by points; at equal points whoever got there first ranks first; 0 points last', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 10 });
    const big = await createProject(t.db, course.id, { pointsValue: 50 });
    const idle = await createUser(t.db, { name: 'Idle' });
    const slow = await createUser(t.db, { name: 'Slow' });
    const fast = await createUser(t.db, { name: 'Fast' });
    const leader = await createUser(t.db, { name: 'Leader' });
    for (const u of [slow, fast, leader]) await enroll(t.db, u.id, course.id);
    await submit(t.db, slow.id, project.id, { createdAt: new Date('2026-03-01T00:00:00Z') });
    await submit(t.db, fast.id, project.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    await submit(t.db, leader.id, big.id, { createdAt: new Date('2026-06-01T00:00:00Z') });

    const reply = await call(t.app, 'GET', '/api/front/leaderboard');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['stats']);
    expect(Object.keys(reply.body.stats)).toEqual(['top_developers']);
    const list = reply.body.stats.top_developers;
    expect(names(list)).toEqual(['Leader', 'Fast', 'Slow', 'Idle']);
    expect(list.map((d: { rank: number }) => d.rank)).toEqual([1, 2, 3, 4]);
    expect(list[1]).toEqual({
      id: fast.id,
      name: 'Fast',
      avatar: null,
      total_points: 10,
      projects_count: 1,
      courses_count: 1,
      rank: 2,
    });
    expect(idle.id).toBeLessThan(fast.id);
  });

  it('at equal points and equal time, the lower id ranks first', async () => {
    const [a, b] = await manyUsers(2, 'Tie');
    const list = (await call(t.app, 'GET', '/api/front/leaderboard')).body.stats.top_developers;
    expect(list.map((d: { id: number }) => d.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('shows at most 100 developers, without private data', async () => {
    await manyUsers(105);
    const reply = await call(t.app, 'GET', '/api/front/leaderboard');
    expect(reply.body.stats.top_developers).toHaveLength(100);
    expect(reply.body.stats.top_developers[99].rank).toBe(100);
    expect(JSON.stringify(reply.body)).not.toMatch(/@|password|hash|token/i);
  });

  it('answers an empty list when there are no users', async () => {
    expect(await call(t.app, 'GET', '/api/front/leaderboard')).toEqual({ status: 200, body: { stats: { top_developers: [] } } });
  });
});
