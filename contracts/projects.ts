import { z } from 'zod';
import { requiredId, requiredNumber, requiredText, wholeNumber } from './fields.js';
import { VALIDATION } from './messages.js';

export const projectSchema = z.object({
  name: requiredText(),
  course_id: requiredId(),
  points_value: requiredNumber().pipe(wholeNumber({ value: 0, message: VALIDATION.minZero })),
});
export type ProjectInput = z.input<typeof projectSchema>;
