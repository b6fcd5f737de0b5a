/**
 * Ranks served from the in-memory snapshot (cache on) and from SQL (cache off) agree with a rank
 * computed here from the rows, and a write is seen by the very next read.
 */
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { useTestApp, type TestContext } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';

type Row = typeof users.$inferSelect;

/** The oracle: points descending, then who reached them first, then id. */
const rankedIds = (rows: Row[]) =>
  [...rows]
    .filter((row) => row.suspendedAt === null)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.pointsChangedAt.getTime() - b.pointsChangedAt.getTime() || a.id - b.id)
    .map((row) => row.id);

/** 40 students on few distinct totals and moments, so most ranks are decided by a tie-break. */
async function academyWithTies(t: TestContext) {
  const moments = [new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z')];
  for (let i = 0; i < 40; i++) {
    await createUser(t.db, { totalPoints: [0, 10, 10, 25][i % 4], pointsChangedAt: moments[(i * 7) % 2] });
  }
  // Rows written behind the API's back: the cache cannot know.
  t.app.freshness.advance();
  return rankedIds(await t.db.select().from(users));
}

async function servedOrder(t: TestContext, perPage: number) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const reply = await call(t.app, 'GET', `/api/front/users?page=${page}&per_page=${perPage}`);
    expect(reply.status).toBe(200);
    reply.body.users.forEach((user: { id: number; rank: number }, i: number) => {
      expect(user.rank).toBe((page - 1) * perPage + i + 1);
      ids.push(user.id);
    });
    if (page * perPage >= reply.body.meta.total) return { ids, total: reply.body.meta.total as number };
  }
}

for (const cache of ['on', 'off'] as const) {
  describe(`ranks with the public cache ${cache}`, () => {
    const t = useTestApp({ PUBLIC_CACHE: cache === 'on' ? '1' : '0' });

    it('pages the users list, profiles and the admin list in the oracle order', async () => {
      const expected = await academyWithTies(t);
      const { ids, total } = await servedOrder(t, 7);
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
      for (const id of [expected[0], expected[13], expected[39]]) {
        const profile = await call(t.app, 'GET', `/api/users/user/${id}`);
        expect(profile.body.user.rank).toBe(expected.indexOf(id) + 1);
      }
      const admin = await call(t.app, 'GET', '/api/admin/users?page=2&per_page=10', { token: await adminToken(t.app) });
      for (const user of admin.body.users as { id: number; rank: number }[]) {
        expect(user.rank).toBe(expected.indexOf(user.id) + 1);
      }
    });

    it("shows a student's new rank on the next read after their submission is accepted", async () => {
      const expected = await academyWithTies(t);
      const last = expected[expected.length - 1];
      await servedOrder(t, 9); // memoized now, when the cache is on
      const course = await createCourse(t.db);
      const project = await createProject(t.db, course.id, { pointsValue: 500 });
      const student = await createUser(t.db, { name: 'Climber' });
      await enroll(t.db, student.id, course.id);
      t.app.freshness.advance();
      const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
      expect((await call(t.app, 'GET', '/api/user/me', { token })).body.user.rank).toBe(expected.length + 1);

      const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
        token,
        body: { project_id: project.id, url: 'https://github.com/climber/top' },
      });
      expect(submitted.status).toBe(201);

      const first = await call(t.app, 'GET', '/api/front/users?page=1&per_page=3');
      expect(first.body.users[0]).toMatchObject({ id: student.id, rank: 1 });
      expect((await call(t.app, 'GET', `/api/users/user/${student.id}`)).body.user.rank).toBe(1);
      expect((await call(t.app, 'GET', `/api/users/user/${expected[0]}`)).body.user.rank).toBe(2);
      expect((await call(t.app, 'GET', '/api/user/me', { token })).body.user.rank).toBe(1);
      const lastPage = await servedOrder(t, 9);
      expect(lastPage.ids.at(-1)).toBe(last);
    });
  });
}
