import os from 'node:os';
import path from 'node:path';
import { count, eq, gt, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments, userAchievements, userProjects, userSkills, users } from '../db/schema.js';
import { storedAndRecomputed } from '../test/drift.js';
import { useTestApp } from '../test/harness.js';
import { call } from '../test/http.js';
import { DEMO_STUDENT } from './content.js';
import { seedDemo } from './demo.js';

const t = useTestApp();
const uploadsDir = path.join(os.tmpdir(), `academy-seed-test-${process.pid}`);
const tally = async (table: typeof users | typeof enrollments | typeof userProjects) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

describe('demo content', () => {
  it('fills a believable academy, with figures exactly what the rows imply', async () => {
    const summary = await seedDemo(t.db, { uploadsDir });
    expect(summary).toMatchObject({ courses: 6, projects: 40, users: 150, achievements: 10, skills: 20 });
    expect(summary.enrollments).toBeGreaterThan(150);
    expect(summary.submissions).toBeGreaterThan(300);

    const [stored, recomputed] = await storedAndRecomputed(t.db);
    expect(stored).toEqual(recomputed);
    const future = await t.db.select({ n: count() }).from(userAchievements).where(gt(userAchievements.earnedAt, new Date()));
    expect(future[0].n).toBe(0);
  });

  it('does not duplicate anything when run twice', async () => {
    await seedDemo(t.db, { uploadsDir });
    const before = [await tally(users), await tally(enrollments), await tally(userProjects)];
    expect(await seedDemo(t.db, { uploadsDir })).toEqual({ skipped: 1 });
    expect([await tally(users), await tally(enrollments), await tally(userProjects)]).toEqual(before);
  });

  it('gives the documented demo student a known starting point with nothing unread', async () => {
    await seedDemo(t.db, { uploadsDir });
    const [student] = await t.db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    expect(student).toMatchObject({ coursesCount: 2, projectsCount: 4, skillsCount: 4 });
    expect(student.avatar).toMatch(/^avatar\d+$/);
    const unread = await t.db.select({ n: count() }).from(userAchievements).where(isNull(userAchievements.readAt));
    expect(unread[0].n).toBe(0);
    const skillsOfStudent = await t.db.select({ n: count() }).from(userSkills).where(eq(userSkills.userId, student.id));
    expect(skillsOfStudent[0].n).toBe(4);
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    expect(login.status).toBe(200);
  });
});
