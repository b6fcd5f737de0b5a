/** Rules for skills: unique names (any letter case), no delete while users have the skill, a student's set replaced at once. */
import { SKILLS, SUCCESS } from '../../../contracts/form-messages.js';
import type { Database } from '../../db/client.js';
import { conflict, found, invalidField } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { skillView } from '../audit/views.js';
import { lockUsersFigures } from '../progress/locks.js';
import { addToFigures } from '../progress/deltas.js';
import { withoutSuspended } from '../suspensions/hidden.js';
import * as queries from './queries.js';
import { declareStudentChanges } from '../../freshness/changes.js';

/** The admin list, by id. */
export async function listSkills(db: Database) {
  return { skills: await queries.listSkillsById(db) };
}

/** The public list, by name. */
export async function listSkillsByName(db: Database) {
  // users_count without suspended students (suspensions/hidden.ts).
  return { skills: await withoutSuspended(db, 'skills', await queries.listSkillsByName(db)) };
}

export async function addSkill(db: Database, name: string, actor: AdminActor) {
  const skill = await db.transaction(async (tx) => {
    if (await queries.skillNameTaken(tx, name)) throw invalidField('name', SKILLS.nameTaken);
    const added = await queries.insertSkill(tx, name);
    const summary = `Added skill ${added.name}`;
    await recordAudit(tx, actor, { action: 'create', entity: 'skill', entityId: added.id, summary, after: skillView(added) });
    return added;
  });
  return { skill, message: SKILLS.added };
}

export async function renameSkill(db: Database, id: number, name: string, actor: AdminActor) {
  const skill = await db.transaction(async (tx) => {
    const before = found(await queries.findSkill(tx, id, true), SKILLS.notFound);
    if (await queries.skillNameTaken(tx, name, id)) throw invalidField('name', SKILLS.nameTaken);
    const after = await queries.renameSkill(tx, id, name);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'skill',
      entityId: id,
      summary: `Renamed skill ${before.name} to ${after.name}`,
      before: skillView(before),
      after: skillView(after),
    });
    return after;
  });
  return { skill, message: SKILLS.updated };
}

export async function deleteSkill(db: Database, id: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    const skill = found(await queries.findSkill(tx, id, true), SKILLS.notFound);
    if (await queries.skillHasUsers(tx, id)) throw conflict(SKILLS.inUse);
    await queries.deleteSkill(tx, id);
    const summary = `Deleted skill ${skill.name}`;
    await recordAudit(tx, actor, { action: 'delete', entity: 'skill', entityId: id, summary, before: skillView(skill) });
  });
  return { message: SKILLS.deleted };
}

/** The student's own skills. */
export async function userSkills(db: Database, userId: number) {
  return { skills: await queries.skillsOfUser(db, userId) };
}

/** Replaces the student's skills; unknown ids are refused (422 on skill_ids) and nothing changes. */
export async function setUserSkills(db: Database, userId: number, requested: readonly number[]) {
  const skillIds = [...new Set(requested)];
  const skills = await db.transaction(async (tx) => {
    declareStudentChanges(tx, userId, 'skills');
    // Parallel saves by one student run one after another: the last one wins.
    await lockUsersFigures(tx, [userId]);
    const existing = new Set(await queries.existingSkillIds(tx, skillIds));
    if (skillIds.some((id) => !existing.has(id))) throw invalidField('skill_ids', SKILLS.unknown);
    const previous = new Set(await queries.skillIdsOfUser(tx, userId));
    await queries.replaceUserSkills(tx, userId, skillIds);
    const chosen = new Set(skillIds);
    const counts = new Map([
      ...skillIds.filter((id) => !previous.has(id)).map((id) => [id, 1] as const),
      ...[...previous].filter((id) => !chosen.has(id)).map((id) => [id, -1] as const),
    ]);
    await addToFigures(tx, [{ userId, skills: chosen.size - previous.size }], { skills: counts });
    return queries.skillsOfUser(tx, userId);
  });
  return { message: SUCCESS.skillsUpdated, skills };
}
