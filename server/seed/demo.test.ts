import { count, eq, gt, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  achievements,
  courses,
  enrollments,
  projects,
  skills,
  userAchievements,
  userProjects,
  userSkills,
  users,
} from '../db/schema.js';
import { adminToken, call } from '../test/http.js';
import { differencesFromRows } from '../test/oracle.js';
import { useTestApp } from '../test/harness.js';
import { DEMO_STUDENT } from './content.js';
import { seedDemo } from './demo.js';

const t = useTestApp();
type Counted =
  | typeof users
  | typeof enrollments
  | typeof userProjects
  | typeof courses
  | typeof projects
  | typeof achievements
  | typeof skills;
const tally = async (table: Counted) => (await t.db.select({ n: count() }).from(table))[0].n;

describe('demo content', () => {
  it('fills a believable academy, with figures exactly what the rows imply', async () => {
    const summary = await seedDemo(t.db);
    expect(summary).toMatchObject({ courses: 6, projects: 40, users: 150, achievements: 10, skills: 20 });
    // The summary is the seeder's own word: the tables must hold exactly that many rows.
    expect({
      courses: await tally(courses),
      projects: await tally(projects),
      users: await tally(users),
      enrollments: await tally(enrollments),
      submissions: await tally(userProjects),
      achievements: await tally(achievements),
      skills: await tally(skills),
    }).toEqual(summary);
    expect(summary.enrollments).toBeGreaterThan(150);
    expect(summary.submissions).toBeGreaterThan(300);

    // Every stored figure, counter, award and title against the JavaScript oracle (not the seeder's SQL).
    expect(await differencesFromRows(t.db)).toEqual([]);
    const future = await t.db.select({ n: count() }).from(userAchievements).where(gt(userAchievements.earnedAt, new Date()));
    expect(future[0].n).toBe(0);
  });

  it('gives every student a name of their own (issue 44: two "Mariam Hassan" sat side by side)', async () => {
    await seedDemo(t.db);
    const names = (await t.db.select({ name: users.name }).from(users)).map((row) => row.name);
    expect(names).toHaveLength(150);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('does not duplicate anything when run twice', async () => {
    await seedDemo(t.db);
    const before = [await tally(users), await tally(enrollments), await tally(userProjects)];
    expect(await seedDemo(t.db)).toEqual({ skipped: 1 });
    expect([await tally(users), await tally(enrollments), await tally(userProjects)]).toEqual(before);
  });

  it('gives the documented demo student a known starting point with nothing unread', async () => {
    await seedDemo(t.db);
    const [student] = await t.db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    expect(student).toMatchObject({ coursesCount: 2, projectsCount: 4, skillsCount: 4 });
    expect(student.avatar).toMatch(/^avatar\d+$/);
    const unread = await t.db.select({ n: count() }).from(userAchievements).where(isNull(userAchievements.readAt));
    expect(unread[0].n).toBe(0);
    const skillsOfStudent = await t.db.select({ n: count() }).from(userSkills).where(eq(userSkills.userId, student.id));
    expect(skillsOfStudent[0].n).toBe(4);

    // Their points, added up here from their own submissions and awards.
    const submitted = await t.db
      .select({ points: projects.pointsValue })
      .from(userProjects)
      .innerJoin(projects, eq(projects.id, userProjects.projectId))
      .where(eq(userProjects.userId, student.id));
    const earned = await t.db
      .select({ points: achievements.points })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, student.id));
    expect(submitted).toHaveLength(4);
    const expectedPoints = [...submitted, ...earned].reduce((sum, row) => sum + row.points, 0);
    expect(expectedPoints).toBeGreaterThan(0);
    expect(student.totalPoints).toBe(expectedPoints);

    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    expect(login.status).toBe(200);
  });

  it("writes each enrollment's payment as the enrollment made it: its price, its discount flag, its moment, by the system", async () => {
    await seedDemo(t.db);
    const token = await adminToken(t.app);
    const ledger = await call(t.app, 'GET', '/api/admin/payments', { token });
    type Line = { kind: string; amount: number; got_discount: boolean; created_at: string; admin: unknown };
    const lines = new Map<string, Line[]>();
    for (const line of ledger.body.payments as (Line & { student: { id: number }; course: { id: number } })[]) {
      const key = `${line.student.id}/${line.course.id}`;
      lines.set(key, [...(lines.get(key) ?? []), line]);
    }
    const rows = await t.db.select().from(enrollments);
    expect(rows.filter((e) => e.gotDiscount).length).toBeGreaterThan(10);
    for (const e of rows) {
      const paid = lines.get(`${e.userId}/${e.courseId}`) ?? [];
      expect(paid, `enrollment ${e.id}`).toEqual(
        Number(e.price) > 0
          ? [
              {
                ...paid[0],
                kind: 'payment',
                amount: Number(e.price),
                got_discount: e.gotDiscount,
                created_at: e.createdAt.toISOString(),
                admin: { id: null, name: 'System' },
              },
            ]
          : [],
      );
    }
    expect(ledger.body.payments).toHaveLength(rows.filter((e) => Number(e.price) > 0).length);
  });
});
