/**
 * What is kept per student (profile.ts, listed.ts; issue 24): another student's everyday write
 * leaves it, the student's own write and an admin's drop it, and what is counted across students
 * (the rank, each list's users_count) is always as of the last commit.
 *
 * The oracle is a change written by hand (not announced, so nothing in memory hears of it): a
 * profile that shows it was read again from the database, one that does not was kept.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
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

// No answer cache: every read below is computed, from what is kept or from the database.
const t = useTestApp({ PUBLIC_CACHE: '0' });

type Profile = {
  bio: string | null;
  rank: number | null;
  total_points: number;
  achievements: { id: number; users_count: number }[];
};
const profileOf = async (id: number) => (await call(t.app, 'GET', `/api/users/user/${id}`)).body.user as Profile;

/** Bob has submitted the 20-point project; Ada, enrolled too, has not. Both hold nothing else. */
async function scene() {
  const course = await createCourse(t.db, { title: 'React' });
  const big = await createProject(t.db, course.id, { name: 'Shop', pointsValue: 30 });
  const small = await createProject(t.db, course.id, { name: 'Todo', pointsValue: 20 });
  const firstProject = await createAchievement(t.db, {
    manual: false,
    ruleMetric: 'projects_count',
    ruleThreshold: 1,
    points: 5,
  });
  const [ada, bob] = [await createUser(t.db, { name: 'Ada' }), await createUser(t.db, { name: 'Bob' })];
  for (const student of [ada, bob]) await enroll(t.db, student.id, course.id);
  await submit(t.db, bob.id, small.id);
  t.app.freshness.advance();
  return { big, firstProject, ada, bob, adaToken: await userToken(t.app, ada.email, STUDENT_PASSWORD) };
}

/** A bio written by hand: only a profile read from the database shows it. */
const writeBioByHand = (id: number, bio: string) => t.db.update(users).set({ bio }).where(eq(users.id, id));
/** A name written by hand: only a list that read the row again shows it. */
const writeNameByHand = (id: number, name: string) => t.db.update(users).set({ name }).where(eq(users.id, id));

type Listed = { id: number; name: string; rank: number; total_points: number };
/** Each student as the users page, the leaderboard and the homepage list them. */
async function listings() {
  const page = (await call(t.app, 'GET', '/api/front/users')).body.users as Listed[];
  const board = (await call(t.app, 'GET', '/api/front/leaderboard')).body.stats.top_developers as Listed[];
  const home = (await call(t.app, 'GET', '/api/front/stats')).body.stats as { top_developers: Listed[]; latest_users: Listed[] };
  const brief = (list: Listed[]) => list.map(({ name, rank, total_points }) => ({ name, ...(rank && { rank }), total_points }));
  return { page: brief(page), board: brief(board), home: brief(home.top_developers), latest: brief(home.latest_users) };
}

describe('a profile kept per student', () => {
  it("stays through another student's submission, with that submission's rank and users_count", async () => {
    const { big, firstProject, ada, bob, adaToken } = await scene();
    expect(await profileOf(bob.id)).toMatchObject({
      rank: 1,
      bio: null,
      achievements: [{ id: firstProject.id, users_count: 1 }],
    });
    await writeBioByHand(bob.id, 'written by hand');

    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: adaToken,
      body: { project_id: big.id, url: 'https://github.com/ada/shop' },
    });
    expect(submitted.status).toBe(201);

    // Kept (no hand-written bio), yet ranked after Ada's 35 points and counting her award.
    expect(await profileOf(bob.id)).toMatchObject({
      rank: 2,
      bio: null,
      achievements: [{ id: firstProject.id, users_count: 2 }],
    });
    // Ada's own profile was read again: her submission, her award.
    expect(await profileOf(ada.id)).toMatchObject({
      rank: 1,
      total_points: 35,
      achievements: [{ id: firstProject.id, users_count: 2 }],
    });
  });

  it("is read again after the student's own write", async () => {
    const { ada, adaToken } = await scene();
    expect((await profileOf(ada.id)).bio).toBeNull();
    await writeBioByHand(ada.id, 'written by hand');
    expect((await call(t.app, 'PUT', '/api/front/user-skills', { token: adaToken, body: { skill_ids: [] } })).status).toBe(200);
    expect((await profileOf(ada.id)).bio).toBe('written by hand');
  });

  it("is read again after an admin's write, which may change any student", async () => {
    const { ada, bob } = await scene();
    expect((await profileOf(bob.id)).bio).toBeNull();
    await writeBioByHand(bob.id, 'written by hand');
    const course = { title: 'Go', description: 'Concurrency first.' };
    expect((await call(t.app, 'POST', '/api/admin/course/add', { token: await adminToken(t.app), body: course })).status).toBe(
      201,
    );
    expect((await profileOf(bob.id)).bio).toBe('written by hand');
    expect((await profileOf(ada.id)).bio).toBeNull();
  });

  it("lists a student's kept row through another student's submission, ranked as of now", async () => {
    const { big, adaToken, bob } = await scene();
    const before = await listings();
    expect(before.page).toEqual([
      { name: 'Bob', rank: 1, total_points: 25 },
      { name: 'Ada', rank: 2, total_points: 0 },
    ]);
    await writeNameByHand(bob.id, 'Robert');
    const body = { project_id: big.id, url: 'https://github.com/ada/shop' };
    expect((await call(t.app, 'POST', '/api/front/user-projects', { token: adaToken, body })).status).toBe(201);

    const ranked = [
      { name: 'Ada', rank: 1, total_points: 35 },
      { name: 'Bob', rank: 2, total_points: 25 },
    ];
    const after = await listings();
    expect(after.page).toEqual(ranked);
    expect(after.board).toEqual(ranked);
    expect(after.home).toEqual(ranked);
    // Newest first, without ranks.
    expect(after.latest).toEqual([
      { name: 'Bob', total_points: 25 },
      { name: 'Ada', total_points: 35 },
    ]);
  });
});
