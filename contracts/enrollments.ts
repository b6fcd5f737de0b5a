import { z } from 'zod';
import { flag, requiredId, requiredNumber } from './fields.js';
import { ENROLLMENTS, VALIDATION } from './messages.js';

/** EGP with at most 2 decimals; the epsilon absorbs binary floating point (0.29 * 100 = 28.999...). */
const hasAtMostTwoDecimals = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

export const enrollSchema = z.object({
  user_id: requiredId(),
  course_id: requiredId(),
  price: requiredNumber().pipe(
    z
      .number()
      .min(0, { error: VALIDATION.minZero })
      .max(10_000_000, { error: ENROLLMENTS.priceTooHigh })
      .refine(hasAtMostTwoDecimals, { error: ENROLLMENTS.priceDecimals })
      .transform((price) => Math.round(price * 100) / 100),
  ),
  got_discount: flag().optional().default(false),
});
export const unenrollSchema = z.object({ user_id: requiredId(), course_id: requiredId() });
export type EnrollInput = z.input<typeof enrollSchema>;
export type UnenrollInput = z.input<typeof unenrollSchema>;
