/**
 * The figures a user's rows imply have two forms (figures.ts): per user, for live changes, and one
 * pass (for everyone, repair and db:check; or for many users, a bulk action). On a random academy
 * they must give the same rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { enrollments, userAchievements, userProjects, userSkills } from '../../db/schema.js';
import { createAchievement, createCourse, createProject, createSkill, createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { randomGenerator } from '../../test/random.js';
import { expectedUserFigures } from './figures.js';

const t = useTestApp();

describe('expected user figures', () => {
  it('are the same row for row whether computed per user or for everyone at once', async () => {
    const random = randomGenerator(Number(process.env.FIGURES_SEED ?? 5));
    const moment = () => new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 1e9) * 1000 + Math.floor(random() * 1000));
    const course = await createCourse(t.db);
    const projects = [];
    for (const points of [0, 10, 25, 0, 40]) projects.push(await createProject(t.db, course.id, { pointsValue: points }));
    const other = await createCourse(t.db);
    const achievements = [await createAchievement(t.db, { points: 15 }), await createAchievement(t.db, { points: 30 })];
    const skills = [await createSkill(t.db), await createSkill(t.db), await createSkill(t.db)];
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const user = await createUser(t.db, { createdAt: moment() });
      ids.push(user.id);
      if (random() < 0.15) continue; // some have nothing at all
      await t.db.insert(enrollments).values({ userId: user.id, courseId: course.id, price: '0' });
      if (random() < 0.5) await t.db.insert(enrollments).values({ userId: user.id, courseId: other.id, price: '0' });
      for (const project of projects) {
        if (random() < 0.5)
          await t.db
            .insert(userProjects)
            .values({ userId: user.id, projectId: project.id, url: 'https://x.test', createdAt: moment() });
      }
      for (const achievement of achievements) {
        if (random() < 0.3)
          await t.db.insert(userAchievements).values({ userId: user.id, achievementId: achievement.id, earnedAt: moment() });
      }
      const count = Math.floor(random() * 4);
      if (count)
        await t.db.insert(userSkills).values(skills.slice(0, count).map((skill) => ({ userId: user.id, skillId: skill.id })));
    }
    const read = async (userIds?: number[], perUser?: boolean) =>
      rows<Record<string, unknown>>(
        await t.db.execute(sql`SELECT f.id, f.project_points, f.total_points, f.projects_count, f.courses_count, f.skills_count,
          f.points_changed_at::text AS points_changed_at FROM (${expectedUserFigures(userIds, perUser)}) f ORDER BY f.id`),
      );
    const perUser = await read(ids);
    expect(perUser).toHaveLength(40);
    expect(new Set(perUser.map((row) => row.total_points)).size).toBeGreaterThan(5);
    expect(await read()).toEqual(perUser);
    // The one pass over some users' rows only (a bulk action's form), for every other user.
    const some = ids.filter((_, i) => i % 2);
    expect(await read(some, false)).toEqual(perUser.filter((row) => some.includes(Number(row.id))));
  });
});
