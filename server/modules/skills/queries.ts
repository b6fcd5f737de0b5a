/** SQL for skills and the skills a user has chosen. */
import { asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jsonList } from '../../db/json-list.js';
import { takenIgnoringCase } from '../../db/taken.js';
import { skills, userSkills } from '../../db/schema.js';

/** The columns of a Skill (contracts/skills.ts `skillItem`). */
export const skillColumns = { id: skills.id, name: skills.name, users_count: skills.usersCount };
const byName = [asc(sql`lower(${skills.name})`), asc(skills.id)];
export type Skill = { id: number; name: string; users_count: number };

export const listSkillsById = (db: Executor): Promise<Skill[]> => db.select(skillColumns).from(skills).orderBy(asc(skills.id));

export const listSkillsByName = (db: Executor): Promise<Skill[]> =>
  db
    .select(skillColumns)
    .from(skills)
    .orderBy(...byName);

export async function findSkill(db: Executor, id: number, forUpdate = false): Promise<Skill | undefined> {
  const query = db.select(skillColumns).from(skills).where(eq(skills.id, id)).limit(1);
  const [skill] = forUpdate ? await query.for('update') : await query;
  return skill;
}

/** Names are unique without regard to letter case (the skills_name_unique index is on lower(name)). */
export const skillNameTaken = (db: Executor, name: string, exceptId?: number) =>
  takenIgnoringCase(db, skills, { column: skills.name, id: skills.id }, name, exceptId);

export async function insertSkill(db: Executor, name: string): Promise<Skill> {
  const [skill] = await db.insert(skills).values({ name }).returning(skillColumns);
  return skill;
}

export async function renameSkill(db: Executor, id: number, name: string): Promise<Skill> {
  const [skill] = await db.update(skills).set({ name }).where(eq(skills.id, id)).returning(skillColumns);
  return skill;
}

/** Live check (not the counter) so a delete never races a student saving the skill. */
export async function skillHasUsers(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: userSkills.userId }).from(userSkills).where(eq(userSkills.skillId, id)).limit(1);
  return row !== undefined;
}

export async function deleteSkill(db: Executor, id: number): Promise<void> {
  await db.delete(skills).where(eq(skills.id, id));
}

/** Which of the given ids exist. */
export async function existingSkillIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.id, [...ids]));
  return rows.map((row) => row.id);
}

export const skillsOfUser = (db: Executor, userId: number): Promise<Skill[]> =>
  db
    .select(skillColumns)
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(userSkills.userId, userId))
    .orderBy(...byName);

/** `skillsOfUser` as one column of a query of users (`userId`: that query's user id). */
export const skillsList = (userId: AnyColumn) =>
  jsonList(
    skillColumns,
    sql`FROM ${userSkills} JOIN ${skills} ON ${skills.id} = ${userSkills.skillId} WHERE ${userSkills.userId} = ${userId}`,
    byName,
  );

export async function skillIdsOfUser(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userSkills.skillId }).from(userSkills).where(eq(userSkills.userId, userId));
  return rows.map((row) => row.id);
}

export async function replaceUserSkills(db: Executor, userId: number, skillIds: readonly number[]): Promise<void> {
  await db.delete(userSkills).where(eq(userSkills.userId, userId));
  if (skillIds.length) await db.insert(userSkills).values(skillIds.map((skillId) => ({ userId, skillId })));
}
