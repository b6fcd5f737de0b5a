import { z } from 'zod';
import { flag, requiredId, requiredNumber } from './fields.js';
import { VALIDATION } from './messages.js';

export const enrollSchema = z.object({
  user_id: requiredId(),
  course_id: requiredId(),
  price: requiredNumber().pipe(
    z
      .number()
      .min(0, { error: VALIDATION.minZero })
      .max(10_000_000, { error: 'Price Is Too High' })
      .refine((price) => Math.round(price * 100) === price * 100 || Number.isInteger(Math.round(price * 100)), {
        error: 'Price May Have At Most 2 Decimals',
      })
      .transform((price) => Math.round(price * 100) / 100),
  ),
  got_discount: flag().optional().default(false),
});
export const unenrollSchema = z.object({ user_id: requiredId(), course_id: requiredId() });
export type EnrollInput = z.input<typeof enrollSchema>;
