import { z } from 'zod';
import { flag, optionalPassword, requiredEmail, requiredPassword, requiredText } from './fields.js';

const adminFields = {
  name: requiredText(),
  email: requiredEmail(),
  is_super: flag().optional(),
};

export const adminCreateSchema = z.object({ ...adminFields, password: requiredPassword() });
export const adminUpdateSchema = z.object({ ...adminFields, password: optionalPassword() });
export type AdminCreateInput = z.input<typeof adminCreateSchema>;
export type AdminUpdateInput = z.input<typeof adminUpdateSchema>;
