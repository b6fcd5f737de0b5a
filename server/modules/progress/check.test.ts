/** `npm run db:check` finds every kind of drift, and repair leaves none. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, userAchievements, users } from '../../db/schema.js';
import { createAchievement, createCourse, createProject, createUser, enroll, submit } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { findDrift } from './check.js';
import { recomputeEverything } from './service.js';

const t = useTestApp();

async function scene() {
  const course = await createCourse(t.db);
  const project = await createProject(t.db, course.id, { pointsValue: 30 });
  const rule = await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 1, points: 10 });
  const user = await createUser(t.db);
  await enroll(t.db, user.id, course.id);
  await submit(t.db, user.id, project.id);
  await t.db.transaction((tx) => recomputeEverything(tx));
  return { course, user, rule };
}

describe('findDrift (npm run db:check)', () => {
  it('finds nothing on a consistent database', async () => {
    await scene();
    expect(await findDrift(t.db)).toEqual([]);
  });

  it('names each stored figure, counter, award and title that differs, and repair clears them all', async () => {
    const { course, user, rule } = await scene();
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(before.totalPoints).toBe(40);

    await t.db.update(users).set({ totalPoints: 999, title: 'Not an achievement' }).where(eq(users.id, user.id));
    await t.db.update(courses).set({ usersCount: 7 }).where(eq(courses.id, course.id));
    await t.db.delete(userAchievements).where(eq(userAchievements.achievementId, rule.id));

    const drift = await findDrift(t.db);
    // Without the award, the time of the latest points is the submission's.
    expect(drift[0]).toMatch(new RegExp(`^user ${user.id}: points_changed_at is .+, the rows say .+$`));
    expect(drift.slice(1)).toEqual([
      `user ${user.id}: total_points is 999, the rows say 30`,
      `courses ${course.id}: users_count is 7, the rows say 1`,
      `achievements ${rule.id}: users_count is 1, the rows say 0`,
      `user ${user.id}: automatic achievement ${rule.id} missing although its rule holds`,
      `user ${user.id}: title "Not an achievement" names no achievement the user holds`,
    ]);

    await t.db.transaction((tx) => recomputeEverything(tx));
    expect(await findDrift(t.db)).toEqual([]);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ totalPoints: 40, title: null });
  });

  it('finds an automatic award held against its rule', async () => {
    const { user, rule } = await scene();
    await t.db.execute(sql`UPDATE achievements SET rule_threshold = 5 WHERE id = ${rule.id}`);
    expect(await findDrift(t.db)).toContain(
      `user ${user.id}: automatic achievement ${rule.id} held although its rule does not hold`,
    );
  });
});
