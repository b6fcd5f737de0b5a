/**
 * Data factories for tests: insert rows directly and keep derived figures right, so a test can
 * set up a scene without depending on the API it is not about.
 */
import type { Database } from '../db/client.js';
import {
  achievements,
  courses,
  enrollments,
  payments,
  projects,
  skills,
  userAchievements,
  userProjects,
  userSkills,
  users,
} from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { afterRecordChange, afterRuleChange, afterUserChange } from '../modules/progress/service.js';

let counter = 0;
const next = () => ++counter;
export const STUDENT_PASSWORD = 'student123';
let studentHash: string | undefined;

export async function createUser(db: Database, fields: Partial<typeof users.$inferInsert> = {}) {
  studentHash ??= await hashPassword(STUDENT_PASSWORD);
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ name: `Student ${n}`, email: `student${n}@academy.test`, passwordHash: studentHash, ...fields })
    .returning();
  return user;
}

export async function createCourse(db: Database, fields: Partial<typeof courses.$inferInsert> = {}) {
  const [course] = await db
    .insert(courses)
    .values({ title: `Course ${next()}`, ...fields })
    .returning();
  return course;
}

export async function createProject(db: Database, courseId: number, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [project] = await db
    .insert(projects)
    .values({ name: `Project ${next()}`, courseId, pointsValue: 10, ...fields })
    .returning();
  await afterRecordChange(db, { courses: [courseId] });
  return project;
}

export async function enroll(db: Database, userId: number, courseId: number, price = 1000, gotDiscount = false) {
  await db.insert(enrollments).values({ userId, courseId, price: String(price), gotDiscount });
  if (price > 0) await db.insert(payments).values({ userId, courseId, kind: 'payment', amount: String(price) });
  await afterUserChange(db, [userId], { courses: [courseId] });
}

export async function submit(
  db: Database,
  userId: number,
  projectId: number,
  fields: Partial<typeof userProjects.$inferInsert> = {},
) {
  const [submission] = await db
    .insert(userProjects)
    .values({ userId, projectId, url: `https://github.com/student/${projectId}`, ...fields })
    .returning();
  await afterUserChange(db, [userId], { projects: [projectId] });
  return submission;
}

export async function createAchievement(db: Database, fields: Partial<typeof achievements.$inferInsert> = {}) {
  const manual = fields.manual ?? true;
  const [achievement] = await db
    .insert(achievements)
    .values({
      name: `Achievement ${next()}`,
      description: 'Earned for doing well',
      points: 50,
      manual,
      ...(manual ? {} : { ruleMetric: 'projects_count' as const, ruleThreshold: 1 }),
      ...fields,
    })
    .returning();
  if (!achievement.manual) await afterRuleChange(db, achievement.id);
  return achievement;
}

export async function award(db: Database, userId: number, achievementId: number) {
  await db.insert(userAchievements).values({ userId, achievementId });
  await afterUserChange(db, [userId], { achievements: [achievementId] });
}

export async function createSkill(db: Database, name = `Skill ${next()}`) {
  const [skill] = await db.insert(skills).values({ name }).returning();
  return skill;
}

export async function giveSkills(db: Database, userId: number, skillIds: number[]) {
  await db.insert(userSkills).values(skillIds.map((skillId) => ({ userId, skillId })));
  await afterUserChange(db, [userId], { skills: skillIds });
}
