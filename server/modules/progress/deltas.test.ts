/**
 * Writes that add rows move the figures by their deltas (deltas.ts). Oracles: the totals worked
 * out by hand from the points below, and `findDrift` (npm run db:check), which recounts every
 * figure, counter, award and title from the rows.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { achievements, courses, projects, skills, users } from '../../db/schema.js';
import {
  createAchievement,
  createCourse,
  createProject,
  createSkill,
  createUser,
  STUDENT_PASSWORD,
} from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { rows } from '../../db/client.js';
import { findDrift } from './check.js';
import { lockAllFigures, lockUsersFigures } from './locks.js';

const t = useTestApp();

const figuresOf = async (id: number) => {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  return {
    total: user.totalPoints,
    projects: user.projectsCount,
    courses: user.coursesCount,
    skills: user.skillsCount,
    title: user.title,
    at: user.pointsChangedAt,
  };
};
const countOf = async (table: typeof courses | typeof projects | typeof achievements | typeof skills, id: number) =>
  (await t.db.select({ n: table.usersCount }).from(table).where(eq(table.id, id)))[0].n;

it('submissions, enrollments, skills saves and awards add exactly what the rows imply, rules and counters included', async () => {
  const course = await createCourse(t.db);
  const [first, second] = [
    await createProject(t.db, course.id, { pointsValue: 60 }),
    await createProject(t.db, course.id, { pointsValue: 50 }),
  ];
  const twoProjects = await createAchievement(t.db, {
    manual: false,
    ruleMetric: 'projects_count',
    ruleThreshold: 2,
    points: 10,
  });
  const hundredPoints = await createAchievement(t.db, {
    manual: false,
    ruleMetric: 'project_points',
    ruleThreshold: 100,
    points: 5,
  });
  const enrolled = await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 1, points: 1 });
  const twoSkills = await createAchievement(t.db, {
    manual: false,
    ruleMetric: 'skills_count',
    ruleThreshold: 2,
    points: 7,
    name: 'Polyglot',
  });
  const manual = await createAchievement(t.db, { manual: true, points: 20 });
  const [go, rust] = [await createSkill(t.db), await createSkill(t.db)];
  const ada = await createUser(t.db, { email: 'ada@academy.test' });
  const admin = await adminToken(t.app);
  const token = await userToken(t.app, 'ada@academy.test', STUDENT_PASSWORD);
  const submit = (projectId: number) =>
    call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: projectId, url: 'https://github.com/ada/p' } });
  const saveSkills = (ids: number[]) => call(t.app, 'PUT', '/api/front/user-skills', { token, body: { skill_ids: ids } });

  expect(
    (
      await call(t.app, 'POST', '/api/admin/enrollment/enroll', {
        token: admin,
        body: { user_id: ada.id, course_id: course.id, price: 0 },
      })
    ).status,
  ).toBe(201);
  expect(await figuresOf(ada.id)).toMatchObject({ total: 1, courses: 1 });
  expect(await countOf(courses, course.id)).toBe(1);

  expect((await submit(first.id)).status).toBe(201);
  expect(await figuresOf(ada.id)).toMatchObject({ total: 61, projects: 1 });
  const afterFirst = (await figuresOf(ada.id)).at;
  expect((await submit(second.id)).status).toBe(201);
  // 60 + 50, both rules met now (10 + 5), the enrollment's award (1).
  expect(await figuresOf(ada.id)).toMatchObject({ total: 126, projects: 2 });
  expect((await figuresOf(ada.id)).at.getTime()).toBeGreaterThanOrEqual(afterFirst.getTime());
  expect([
    await countOf(projects, second.id),
    await countOf(achievements, twoProjects.id),
    await countOf(achievements, hundredPoints.id),
  ]).toEqual([1, 1, 1]);
  expect(await countOf(achievements, enrolled.id)).toBe(1);

  expect((await saveSkills([go.id, rust.id])).status).toBe(200);
  expect(await figuresOf(ada.id)).toMatchObject({ total: 133, skills: 2 });
  expect(
    (await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: ada.name, title: 'Polyglot' } })).status,
  ).toBe(200);
  expect(await findDrift(t.db)).toEqual([]);

  // One skill less: the rule no longer holds, its award, its points and the title it named go.
  expect((await saveSkills([rust.id])).status).toBe(200);
  expect(await figuresOf(ada.id)).toMatchObject({ total: 126, skills: 1, title: null });
  expect([await countOf(skills, go.id), await countOf(skills, rust.id), await countOf(achievements, twoSkills.id)]).toEqual([
    0, 1, 0,
  ]);

  const given = await call(t.app, 'POST', `/api/admin/users/${ada.id}/achievements`, {
    token: admin,
    body: { achievement_id: manual.id },
  });
  expect(given.status).toBe(201);
  expect(await figuresOf(ada.id)).toMatchObject({ total: 146 });
  expect(await countOf(achievements, manual.id)).toBe(1);
  expect(await findDrift(t.db)).toEqual([]);
});

it("a few students' figure-changing transaction runs on generic plans, and the connection's own choice comes back after it", async () => {
  const ada = await createUser(t.db);
  const planMode = async (db: Pick<typeof t.db, 'execute'>) =>
    rows<{ plan_cache_mode: string }>(await db.execute(sql`SHOW plan_cache_mode`))[0].plan_cache_mode;
  const inside = await t.db.transaction(async (tx) => {
    await lockUsersFigures(tx, [ada.id]);
    return planMode(tx);
  });
  expect(inside).toBe('force_generic_plan');
  // A public read's prepared statement after it plans as PostgreSQL chooses (a project page's
  // generic plan was slower): the setting was the transaction's only.
  expect(await t.db.transaction((tx) => planMode(tx))).toBe('auto');
  // Thousands at once (a cohort, an import) keep plans made for their number.
  const many = Array.from({ length: 101 }, (_, i) => ada.id + i);
  expect(
    await t.db.transaction(async (tx) => {
      await lockUsersFigures(tx, many);
      return planMode(tx);
    }),
  ).toBe('auto');
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "locks the students' rows only once it holds the figures lock, and answers those that exist",
  async () => {
    const ada = await createUser(t.db);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A change to everyone holds the figures lock exclusively.
    const everyone = t.db.transaction(async (tx) => {
      await lockAllFigures(tx);
      holding();
      await released;
    });
    await held;
    const waiting = t.db.transaction((tx) => lockUsersFigures(tx, [ada.id, ada.id + 1_000]));
    try {
      const waitsForTheFiguresLock = async () =>
        rows<{ n: number }>(
          await t.db.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`),
        )[0].n === 1;
      while (!(await waitsForTheFiguresLock())) await new Promise((resolve) => setTimeout(resolve, 20));
      // While it waits, Ada's row is free: another connection takes it at once (NOWAIT fails otherwise).
      await t.db.transaction((tx) => tx.execute(sql`SELECT id FROM users WHERE id = ${ada.id} FOR UPDATE NOWAIT`));
    } finally {
      release();
      await everyone;
    }
    expect(await waiting).toEqual(new Set([ada.id]));
  },
);
