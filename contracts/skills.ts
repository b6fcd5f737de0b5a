import { z } from 'zod';
import { requiredId, requiredText } from './fields.js';
import { VALIDATION } from './messages.js';

export const skillSchema = z.object({ name: requiredText(VALIDATION.nameRequired, 100) });
export const userSkillsSchema = z.object({
  skill_ids: z.array(requiredId(), { error: 'Skills Must Be A List' }).max(500),
});
