import { z } from 'zod';
import { requiredEmail, requiredText } from './fields.js';

export const loginSchema = z.object({
  email: requiredEmail(),
  password: requiredText(),
});
export type LoginInput = z.input<typeof loginSchema>;
