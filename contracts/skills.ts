import { z } from 'zod';
import { idList, requiredText } from './fields.js';
import { answerMessage, count, recordId, type Json } from './items.js';
import { SKILLS, VALIDATION } from './form-messages.js';

export const skillSchema = z.object({ name: requiredText(VALIDATION.nameRequired, 100) });
export const userSkillsSchema = z.object({ skill_ids: idList(500, SKILLS.mustBeList) });
export type SkillInput = z.output<typeof skillSchema>;
export type UserSkillsInput = z.output<typeof userSkillsSchema>;

export const skillItem = z.object({ id: recordId, name: z.string(), users_count: count }).meta({ id: 'Skill' });
export type Skill = Json<typeof skillItem>;

export const skillListResponse = z.object({ skills: z.array(skillItem) });
export type SkillListResponse = Json<typeof skillListResponse>;

/** Add and rename (admin). */
export const skillSavedResponse = z.object({ skill: skillItem, ...answerMessage });
export type SkillSavedResponse = Json<typeof skillSavedResponse>;

/** The student saved their skills: the message and the skills now chosen. */
export const userSkillsSavedResponse = z.object({ ...answerMessage, skills: z.array(skillItem) });
export type UserSkillsSavedResponse = Json<typeof userSkillsSavedResponse>;
