/**
 * GET /api/user/standing (issue 25): rank, points and points to pass the student just above, held
 * to an oracle computed here from the rows (points descending, then who reached them first, then id).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { standing } from './standing.js';

const t = useTestApp();

type Row = typeof users.$inferSelect;

/** The oracle: the standing of `id` among the rows as they are now. */
async function expectedStanding(id: number) {
  const all = await t.db.select().from(users);
  const order = all
    .filter((row) => row.suspendedAt === null)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.pointsChangedAt.getTime() - b.pointsChangedAt.getTime() || a.id - b.id);
  const index = order.findIndex((row) => row.id === id);
  const own = all.find((row) => row.id === id) as Row;
  if (index < 0) return { rank: null, total_points: own.totalPoints, points_to_pass: null };
  const above = order[index - 1];
  return {
    rank: index + 1,
    total_points: own.totalPoints,
    points_to_pass: above ? above.totalPoints - own.totalPoints + 1 : null,
  };
}

const standingOf = async (token: string) => {
  const reply = await call(t.app, 'GET', '/api/user/standing', { token });
  expect(reply.status).toBe(200);
  return reply.body;
};

/** Students on few totals and two moments, so most places are decided by a tie-break. */
async function academyWithTies() {
  const early = new Date('2026-01-01T00:00:00Z');
  const late = new Date('2026-02-01T00:00:00Z');
  const list: Row[] = [];
  for (let i = 0; i < 16; i++) {
    list.push(await createUser(t.db, { totalPoints: [40, 25, 25, 0][i % 4], pointsChangedAt: i % 3 ? late : early }));
  }
  t.app.freshness.advance();
  return list;
}

describe('GET /api/user/standing', () => {
  it('answers each student their rank, points and points to pass, ties going to whoever reached the total first', async () => {
    const list = await academyWithTies();
    const seen = new Set<number | null>();
    for (const student of list) {
      const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
      const expected = await expectedStanding(student.id);
      expect(await standingOf(token)).toEqual(expected);
      seen.add(expected.points_to_pass);
    }
    // The cases the oracle covers: rank 1 (null), a tie (1) and a gap (more than 1).
    expect(seen.has(null) && seen.has(1) && [...seen].some((n) => n !== null && n > 1)).toBe(true);
  });

  it('is exact right after the student’s own submission moves them', async () => {
    await academyWithTies();
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 20 });
    const student = await createUser(t.db, { name: 'Climber' });
    await enroll(t.db, student.id, course.id);
    t.app.freshness.advance();
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const before = await standingOf(token);
    expect(before).toEqual(await expectedStanding(student.id));

    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: project.id, url: 'https://github.com/climber/one' },
    });
    expect(submitted.status).toBe(201);
    const after = await standingOf(token);
    expect(after).toEqual(await expectedStanding(student.id));
    expect(after.total_points).toBe(before.total_points + 20);
    expect(after.rank).toBeLessThan(before.rank);
  });

  it('has no place for a suspended student: the token stops working, and the answer has no rank', async () => {
    const [first, second] = [await createUser(t.db, { totalPoints: 30 }), await createUser(t.db, { totalPoints: 20 })];
    t.app.freshness.advance();
    const token = await userToken(t.app, second.email, STUDENT_PASSWORD);
    expect(await standingOf(token)).toEqual({ rank: 2, total_points: 20, points_to_pass: 11 });

    const admin = await adminToken(t.app);
    const suspended = await call(t.app, 'POST', `/api/admin/users/${first.id}/suspend`, {
      token: admin,
      body: { reason: 'Spam' },
    });
    expect(suspended.status).toBe(200);
    // The one above is no longer ranked: the student is first.
    expect(await standingOf(token)).toEqual({ rank: 1, total_points: 20, points_to_pass: null });

    await call(t.app, 'POST', `/api/admin/users/${second.id}/suspend`, { token: admin, body: { reason: 'Spam' } });
    expect((await call(t.app, 'GET', '/api/user/standing', { token })).status).toBe(401);
    // Suspended between the token check and the read: the answer's shape without a place.
    expect(await standing(t.app.db, second.id)).toEqual(await expectedStanding(second.id));
    expect(await standing(t.app.db, second.id)).toEqual({ rank: null, total_points: 20, points_to_pass: null });
    expect((await t.db.select().from(users).where(eq(users.id, second.id)))[0].suspendedAt).not.toBeNull();
  });
});
