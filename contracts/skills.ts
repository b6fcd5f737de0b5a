import { z } from 'zod';
import { idList, requiredText } from './fields.js';
import { SKILLS, VALIDATION } from './messages.js';

export const skillSchema = z.object({ name: requiredText(VALIDATION.nameRequired, 100) });
export const userSkillsSchema = z.object({ skill_ids: idList(500, SKILLS.mustBeList) });
export type SkillInput = z.input<typeof skillSchema>;
export type UserSkillsInput = z.input<typeof userSkillsSchema>;
