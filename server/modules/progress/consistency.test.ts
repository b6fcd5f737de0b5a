/**
 * Whatever sequence of admin and student calls runs, total_points, projects_count,
 * courses_count, the counters and rank are exactly what the rows imply, and every automatic
 * achievement whose rule is met has been awarded.
 */
import { describe, expect, it } from 'vitest';
import { differencesFromRows, rankingFromRows } from '../../test/oracle.js';
import { randomGenerator } from '../../test/random.js';
import {
  createAchievement,
  createCourse,
  createProject,
  createSkill,
  createUser,
  STUDENT_PASSWORD,
} from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken, type Reply } from '../../test/http.js';

const t = useTestApp();

describe('derived figures under a random sequence of calls', () => {
  for (const seed of [1, 2, 3]) {
    it(`stay exact (seed ${seed})`, async () => {
      const random = randomGenerator(seed);
      const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
      const admin = await adminToken(t.app);

      const courses = [await createCourse(t.db), await createCourse(t.db), await createCourse(t.db)];
      const projects: Awaited<ReturnType<typeof createProject>>[] = [];
      for (const course of courses)
        for (let i = 0; i < 3; i++) projects.push(await createProject(t.db, course.id, { pointsValue: 10 * (i + 1) }));
      const skills = [await createSkill(t.db), await createSkill(t.db), await createSkill(t.db)];
      const manual = await createAchievement(t.db, { manual: true, points: 40 });
      await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 2, points: 15 });
      await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 2, points: 20 });
      await createAchievement(t.db, { manual: false, ruleMetric: 'skills_count', ruleThreshold: 2, points: 5 });
      const users: Awaited<ReturnType<typeof createUser>>[] = [];
      for (let i = 0; i < 5; i++) users.push(await createUser(t.db));
      const tokens = new Map<number, string>();
      for (const user of users) tokens.set(user.id, await userToken(t.app, user.email, STUDENT_PASSWORD));

      const operations: (() => Promise<Reply>)[] = [
        () =>
          call(t.app, 'POST', '/api/admin/enrollment/enroll', {
            token: admin,
            body: { user_id: pick(users).id, course_id: pick(courses).id, price: 100, got_discount: false },
          }),
        () =>
          call(t.app, 'POST', '/api/admin/enrollment/unenroll', {
            token: admin,
            body: { user_id: pick(users).id, course_id: pick(courses).id },
          }),
        () =>
          call(t.app, 'POST', '/api/admin/user-projects/add', {
            token: admin,
            body: { user_id: pick(users).id, project_id: pick(projects).id, url: 'https://example.com/a' },
          }),
        () =>
          call(t.app, 'POST', '/api/admin/user-projects/delete', {
            token: admin,
            body: { user_id: pick(users).id, project_id: pick(projects).id },
          }),
        () =>
          call(t.app, 'POST', '/api/front/user-projects', {
            token: tokens.get(pick(users).id),
            body: { project_id: pick(projects).id, url: 'https://example.com/b' },
          }),
        () =>
          call(t.app, 'PUT', '/api/front/user-skills', {
            token: tokens.get(pick(users).id),
            body: { skill_ids: skills.filter(() => random() < 0.6).map((s) => s.id) },
          }),
        () =>
          call(t.app, 'POST', `/api/admin/users/${pick(users).id}/achievements`, {
            token: admin,
            body: { achievement_id: manual.id },
          }),
        () => {
          const project = pick(projects);
          return call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, {
            token: admin,
            body: { name: project.name, course_id: project.courseId, points_value: Math.floor(random() * 50) },
          });
        },
      ];

      const statuses: number[] = [];
      for (let step = 0; step < 80; step++) statuses.push((await pick(operations)()).status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(20);

      // A late automatic rule is awarded to everyone who already meets it.
      const late = await call(t.app, 'POST', '/api/admin/achievements', {
        token: admin,
        body: {
          name: 'Late rule',
          description: 'Two courses',
          points: 7,
          manual: 0,
          rule_metric: 'courses_count',
          rule_threshold: 1,
        },
      });
      expect(late.status).toBe(201);

      // Stored figures against the JavaScript oracle, and the leaderboard against the order the rows imply.
      expect(await differencesFromRows(t.db)).toEqual([]);
      const ranking = await rankingFromRows(t.db);
      expect(new Set(ranking.map((row) => row.totalPoints)).size).toBeGreaterThan(1);
      const board = await call(t.app, 'GET', '/api/front/leaderboard');
      const shown = board.body.stats.top_developers as { id: number; total_points: number }[];
      expect(shown.map((d) => [d.id, d.total_points])).toEqual(ranking.map((row) => [row.id, row.totalPoints]));
    });
  }
});
