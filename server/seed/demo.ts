/**
 * The demo academy: courses with cover images, projects, 150 students with avatars, bios and
 * skills, enrollments with EGP prices and discounts, submissions spread over the past year, and
 * automatic and manual achievements earned at the moment they were reached. Deterministic (a
 * seeded random generator) and idempotent: a second run finds the demo students and stops.
 */
import { count, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  achievements,
  admins,
  courses,
  enrollments,
  projects,
  skills,
  userAchievements,
  userProjects,
  userSkills,
  users,
} from '../db/schema.js';
import { addLedgerLines } from '../modules/payments/ledger.js';
import { insertUpload } from '../modules/uploads/queries.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { recomputeEverything } from '../modules/progress/service.js';
import { badge, courseCover } from './artwork.js';
import {
  ACHIEVEMENTS,
  BIOS,
  COURSES,
  DEMO_ADMIN,
  DEMO_EMAIL_DOMAIN,
  DEMO_STUDENT,
  FIRST_NAMES,
  LAST_NAMES,
  SKILLS,
} from './content.js';

const STUDENTS = 150;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so every demo academy is the same. */
function randomGenerator(seed: number) {
  let a = seed;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const sample = <T>(items: readonly T[], n: number) => [...items].sort(() => next() - 0.5).slice(0, n);
  return { next, int, pick, sample };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `count` names of students, each once and none the demo student's (two "Mariam Hassan" with the
 * same avatar sat side by side, issue 44): first and last names stepped through together, a pair
 * that comes again skipped.
 */
function studentNames(count: number) {
  const taken = new Set([DEMO_STUDENT.name]);
  const names: { first: string; last: string }[] = [];
  for (let step = 1; names.length < count; step++) {
    const first = FIRST_NAMES[step % FIRST_NAMES.length];
    const last = LAST_NAMES[(step * 7) % LAST_NAMES.length];
    if (step > FIRST_NAMES.length * LAST_NAMES.length) throw new Error('Not enough demo names');
    if (taken.has(`${first} ${last}`)) continue;
    taken.add(`${first} ${last}`);
    names.push({ first, last });
  }
  return names;
}

type SeedOptions = { now?: Date };

export async function seedDemo(db: Database, { now = new Date() }: SeedOptions = {}): Promise<Record<string, number>> {
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  if (existing > 0) return { skipped: 1 };

  const random = randomGenerator(20261122);
  const start = now.getTime() - 365 * DAY;
  const at = (time: number) => new Date(Math.min(time, now.getTime() - 60_000));

  const studentHash = await hashPassword(DEMO_STUDENT.password);

  return db.transaction(async (tx) => {
    const [demoAdmin] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ADMIN.email));
    if (!demoAdmin)
      await tx
        .insert(admins)
        .values({ name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, passwordHash: await hashPassword(DEMO_ADMIN.password) });

    const skillRows = await tx
      .insert(skills)
      .values(SKILLS.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: skills.id });

    // Courses and their projects.
    const courseRows: { id: number; price: number; projects: { id: number; points: number; name: string }[] }[] = [];
    for (const [index, course] of COURSES.entries()) {
      const file = `demo-course-${index + 1}.svg`;
      const cover = Buffer.from(courseCover(course.title, course.colors, course.glyph));
      await insertUpload(tx, { name: file, contentType: 'image/svg+xml', bytes: cover });
      const [row] = await tx
        .insert(courses)
        .values({
          title: course.title,
          description: course.description,
          image: `/uploads/${file}`,
          link: `https://academy.example.com/courses/${slug(course.title)}`,
          createdAt: at(start - 30 * DAY + index * DAY),
        })
        .returning({ id: courses.id });
      const projectRows = await tx
        .insert(projects)
        .values(
          course.projects.map(([name, points], order) => ({
            name,
            courseId: row.id,
            pointsValue: points,
            createdAt: at(start - 20 * DAY + index * DAY + order * 3 * DAY),
          })),
        )
        .returning({ id: projects.id, points: projects.pointsValue, name: projects.name });
      courseRows.push({ id: row.id, price: course.price, projects: projectRows });
    }

    // Students: the documented demo student first, then the rest.
    const people = [
      { name: DEMO_STUDENT.name, email: DEMO_STUDENT.email },
      ...studentNames(STUDENTS - 1).map(({ first, last }, index) => ({
        name: `${first} ${last}`,
        email: `${slug(first)}.${slug(last)}${index + 1}@${DEMO_EMAIL_DOMAIN}`,
      })),
    ];
    const userRows = await tx
      .insert(users)
      .values(
        people.map((person, i) => {
          const handle = slug(person.name).replace(/-/g, '');
          const social = random.next() < 0.7;
          return {
            ...person,
            passwordHash: studentHash,
            bio: random.pick(BIOS),
            avatar: null,
            telegramUsername: social ? handle : null,
            linkedin: social ? `https://www.linkedin.com/in/${handle}` : null,
            twitter: random.next() < 0.4 ? `https://x.com/${handle.slice(0, 15)}` : null,
            facebook: random.next() < 0.3 ? `https://www.facebook.com/${handle}` : null,
            youtube: random.next() < 0.1 ? `https://www.youtube.com/@${handle}` : null,
            createdAt: at(i === 0 ? start + 10 * DAY : start + random.next() * 330 * DAY),
          };
        }),
      )
      .returning({ id: users.id, createdAt: users.createdAt });

    const enrollmentValues: (typeof enrollments.$inferInsert)[] = [];
    const submissionValues: (typeof userProjects.$inferInsert)[] = [];
    const skillValues: (typeof userSkills.$inferInsert)[] = [];
    const avatarUpdates: { id: number; avatar: string }[] = [];

    for (const [i, user] of userRows.entries()) {
      const isDemo = i === 0;
      const joined = user.createdAt.getTime();
      const chosen = isDemo ? courseRows.slice(0, 2) : random.sample(courseRows, random.next() < 0.08 ? 0 : random.int(1, 3));
      for (const course of chosen) {
        const enrolledAt = joined + random.int(0, 10) * DAY;
        const discount = random.next() < 0.3;
        enrollmentValues.push({
          userId: user.id,
          courseId: course.id,
          price: String(discount ? Math.round(course.price * 0.8) : course.price),
          gotDiscount: discount,
          createdAt: at(enrolledAt),
        });
        const done = isDemo ? (course === courseRows[0] ? 3 : 1) : random.int(0, course.projects.length);
        let time = enrolledAt;
        for (const project of course.projects.slice(0, done)) {
          time += random.int(3, 21) * DAY;
          if (time >= now.getTime()) break;
          submissionValues.push({
            userId: user.id,
            projectId: project.id,
            url: `https://github.com/${slug(people[i].name)}${i}/${slug(project.name)}`,
            createdAt: at(time),
          });
        }
      }
      const skillCount = isDemo ? 4 : random.int(0, 7);
      for (const skill of random.sample(skillRows, skillCount)) skillValues.push({ userId: user.id, skillId: skill.id });
      if (chosen.length >= 2 || isDemo) avatarUpdates.push({ id: user.id, avatar: `avatar${(i % 20) + 1}` });
    }
    if (enrollmentValues.length) await tx.insert(enrollments).values(enrollmentValues);
    // Each enrollment's payment as enrolling takes it (price, discount flag, moment). No admin
    // enrolled these students, so the lines are the system's ("System"), as the audit log has no line for them.
    await addLedgerLines(
      tx,
      null,
      enrollmentValues
        .filter((e) => Number(e.price) > 0)
        .map((e) => ({
          userId: e.userId,
          courseId: e.courseId,
          kind: 'payment',
          amount: Number(e.price),
          gotDiscount: e.gotDiscount,
          createdAt: e.createdAt,
        })),
    );
    if (submissionValues.length) await tx.insert(userProjects).values(submissionValues);
    if (skillValues.length) await tx.insert(userSkills).values(skillValues);
    for (const { id, avatar } of avatarUpdates) await tx.update(users).set({ avatar }).where(eq(users.id, id));

    // Achievements, each with a badge; automatic ones dated to the moment each student reached them.
    const achievementRows: { id: number; manual: boolean }[] = [];
    for (const [index, achievement] of ACHIEVEMENTS.entries()) {
      const file = `demo-badge-${index + 1}.svg`;
      const image = Buffer.from(badge(achievement.color, achievement.glyph));
      await insertUpload(tx, { name: file, contentType: 'image/svg+xml', bytes: image });
      const [row] = await tx
        .insert(achievements)
        .values({
          name: achievement.name,
          description: achievement.description,
          points: achievement.points,
          manual: !achievement.rule,
          ruleMetric: achievement.rule?.metric ?? null,
          ruleThreshold: achievement.rule?.threshold ?? null,
          badge: `/uploads/${file}`,
          createdAt: at(start - 30 * DAY),
        })
        .returning({ id: achievements.id, manual: achievements.manual });
      achievementRows.push(row);
    }
    await tx.update(users).set({ pointsChangedAt: users.createdAt });
    await recomputeEverything(tx); // also awards the automatic achievements met
    await backdateAutomaticAwards(tx);

    const manualIds = achievementRows.filter((a) => a.manual).map((a) => a.id);
    const manualAwards = userRows
      .slice(1)
      .filter(() => random.next() < 0.12)
      .map((user) => ({
        userId: user.id,
        achievementId: random.pick(manualIds),
        earnedAt: at(user.createdAt.getTime() + random.int(20, 200) * DAY),
      }));
    if (manualAwards.length) await tx.insert(userAchievements).values(manualAwards).onConflictDoNothing();
    await tx.update(userAchievements).set({ readAt: userAchievements.earnedAt });
    await recomputeEverything(tx);

    return {
      courses: courseRows.length,
      projects: courseRows.reduce((sum, c) => sum + c.projects.length, 0),
      users: userRows.length,
      enrollments: enrollmentValues.length,
      submissions: submissionValues.length,
      achievements: achievementRows.length,
      skills: skillRows.length,
    };
  });
}

/** Moves each automatic award to the moment its rule was first met, so the demo's history reads true. */
async function backdateAutomaticAwards(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  await tx.execute(`
    UPDATE user_achievements ua SET earned_at = COALESCE(CASE a.rule_metric
      WHEN 'projects_count' THEN (SELECT up.created_at FROM user_projects up WHERE up.user_id = ua.user_id
                                  ORDER BY up.created_at, up.id OFFSET a.rule_threshold - 1 LIMIT 1)
      WHEN 'courses_count' THEN (SELECT e.created_at FROM enrollments e WHERE e.user_id = ua.user_id
                                 ORDER BY e.created_at, e.id OFFSET a.rule_threshold - 1 LIMIT 1)
      WHEN 'project_points' THEN (SELECT t.created_at FROM (
                                    SELECT up.created_at, SUM(p.points_value) OVER (ORDER BY up.created_at, up.id) AS running
                                    FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE up.user_id = ua.user_id) t
                                  WHERE t.running >= a.rule_threshold ORDER BY t.created_at LIMIT 1)
      WHEN 'skills_count' THEN (SELECT u.created_at + interval '1 day' FROM users u WHERE u.id = ua.user_id)
    END, ua.earned_at)
    FROM achievements a
    WHERE a.id = ua.achievement_id AND NOT a.manual`);
}
