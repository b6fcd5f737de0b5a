import { z } from 'zod';
import { requiredId, requiredNumber, requiredText } from './fields.js';
import { VALIDATION } from './messages.js';

export const projectSchema = z.object({
  name: requiredText(),
  course_id: requiredId(),
  points_value: requiredNumber().pipe(
    z.number().int({ error: VALIDATION.integer }).min(0, { error: VALIDATION.minZero }).max(1_000_000),
  ),
});
export type ProjectInput = z.input<typeof projectSchema>;
