/**
 * GET /api/user/achievements/progress (issue 25): every automatic achievement the student has not
 * earned, with their value of its metric, in the order an oracle computes here from the rows.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achievements, enrollments, userAchievements, userProjects, projects, userSkills } from '../../db/schema.js';
import {
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

/** The oracle: the student's metrics counted from the raw rows, each unearned automatic rule measured against them. */
async function expectedSteps(userId: number) {
  const submitted = await t.db
    .select({ points: projects.pointsValue })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(eq(userProjects.userId, userId));
  const metrics: Record<string, number> = {
    projects_count: submitted.length,
    project_points: submitted.reduce((sum, row) => sum + row.points, 0),
    courses_count: (await t.db.select().from(enrollments).where(eq(enrollments.userId, userId))).length,
    skills_count: (await t.db.select().from(userSkills).where(eq(userSkills.userId, userId))).length,
  };
  const earned = new Set(
    (await t.db.select().from(userAchievements).where(eq(userAchievements.userId, userId))).map((row) => row.achievementId),
  );
  return (await t.db.select().from(achievements).where(eq(achievements.manual, false)))
    .filter((a) => !earned.has(a.id))
    .map((a) => ({ id: a.id, current: metrics[a.ruleMetric as string], target: a.ruleThreshold as number, points: a.points }))
    .sort((a, b) => b.current / b.target - a.current / a.target || a.target - b.target || b.points - a.points || a.id - b.id)
    .map(({ id, current, target }) => ({ id, current, target }));
}

const stepsOf = async (token: string) => {
  const reply = await call(t.app, 'GET', '/api/user/achievements/progress', { token });
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.body)).toEqual(['achievements']);
  return reply.body.achievements;
};

describe('GET /api/user/achievements/progress', () => {
  it('lists the unearned automatic achievements, closest first, then the smallest target, then by points, then id; earned and manual ones left out', async () => {
    const course = await createCourse(t.db);
    const [small, big] = [
      await createProject(t.db, course.id, { pointsValue: 10 }),
      await createProject(t.db, course.id, { pointsValue: 30 }),
    ];
    const student = await createUser(t.db);
    await enroll(t.db, student.id, course.id);
    await submit(t.db, student.id, small.id);
    await giveSkills(t.db, student.id, [(await createSkill(t.db)).id]);
    const rule = (
      ruleMetric: 'projects_count' | 'courses_count' | 'project_points' | 'skills_count',
      ruleThreshold: number,
      points = 50,
    ) => createAchievement(t.db, { manual: false, ruleMetric, ruleThreshold, points });
    const earned = await rule('projects_count', 1);
    const half = await rule('projects_count', 2, 10); // 1/2
    const halfMorePoints = await rule('skills_count', 2, 90); // 1/2, more points
    const halfTie = await rule('courses_count', 2, 90); // 1/2, same points: by id
    const third = await rule('project_points', 30); // 10/30
    const far = await rule('skills_count', 10); // 1/10
    await createAchievement(t.db, { manual: true });
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);

    const steps = await stepsOf(token);
    expect(steps).toEqual(await expectedSteps(student.id));
    expect(steps.map((s: { id: number }) => s.id)).toEqual([halfMorePoints.id, halfTie.id, half.id, third.id, far.id]);
    expect(steps.map((s: { id: number }) => s.id)).not.toContain(earned.id);

    // The student's own submission moves the metric; the next read shows it (and drops what it earned).
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: big.id, url: 'https://github.com/me/big' },
    });
    expect(submitted.status).toBe(201);
    const after = await stepsOf(token);
    expect(after).toEqual(await expectedSteps(student.id));
    expect(after.map((s: { id: number }) => s.id)).not.toContain(half.id);
    expect(after.map((s: { id: number }) => s.id)).not.toContain(third.id);
    const held = await t.db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.userId, student.id), eq(userAchievements.achievementId, half.id)));
    expect(held).toHaveLength(1);
  });

  it('points a brand-new student at the smallest goals first, not the ones worth the most points', async () => {
    const rule = (ruleMetric: 'projects_count' | 'project_points', ruleThreshold: number, points: number) =>
      createAchievement(t.db, { manual: false, ruleMetric, ruleThreshold, points });
    // The demo academy's rules: every share is 0 for a new student, so the target decides.
    const topScorer = await rule('project_points', 500, 500);
    const projectMaster = await rule('projects_count', 10, 200);
    const pointCollector = await rule('project_points', 200, 150);
    const firstSteps = await rule('projects_count', 1, 10);
    const student = await createUser(t.db);
    const steps = await stepsOf(await userToken(t.app, student.email, STUDENT_PASSWORD));
    expect(steps).toEqual(await expectedSteps(student.id));
    expect(steps.map((s: { id: number }) => s.id)).toEqual([firstSteps.id, projectMaster.id, pointCollector.id, topScorer.id]);
  });

  it('answers an empty list when every automatic achievement is earned, and only the student’s own', async () => {
    const other = await createUser(t.db);
    const student = await createUser(t.db);
    await createAchievement(t.db, { manual: false, ruleMetric: 'skills_count', ruleThreshold: 1 });
    await giveSkills(t.db, student.id, [(await createSkill(t.db)).id]);
    expect(await stepsOf(await userToken(t.app, student.email, STUDENT_PASSWORD))).toEqual([]);
    expect(await stepsOf(await userToken(t.app, other.email, STUDENT_PASSWORD))).toEqual(await expectedSteps(other.id));
  });
});
