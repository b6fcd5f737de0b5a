import { z } from 'zod';
import { flag, requiredId, requiredNumber } from './fields.js';
import { answerMessage, errorResponse, type Json } from './items.js';
import { ENROLLMENTS, VALIDATION } from './form-messages.js';

/** EGP with at most 2 decimals; the epsilon absorbs binary floating point (0.29 * 100 = 28.999...). */
const hasAtMostTwoDecimals = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

/** An amount of EGP: >= 0, at most 2 decimals. */
const money = () =>
  requiredNumber().pipe(
    z
      .number()
      .min(0, { error: VALIDATION.minZero })
      .max(10_000_000, { error: ENROLLMENTS.priceTooHigh })
      .refine(hasAtMostTwoDecimals, { error: ENROLLMENTS.priceDecimals })
      .transform((amount) => Math.round(amount * 100) / 100),
  );

export const enrollSchema = z.object({
  user_id: requiredId(),
  course_id: requiredId(),
  price: money(),
  got_discount: flag().optional().default(false),
});
/** The enrollment itself (course, price, discount): the single and bulk enroll forms. */
export const enrollmentFields = enrollSchema.omit({ user_id: true });
/**
 * `confirm` removes the user's submissions of the course with the enrollment (409 with their
 * count and points otherwise); `refund` records money given back in the payments ledger.
 */
export const unenrollSchema = z.object({
  user_id: requiredId(),
  course_id: requiredId(),
  confirm: flag().optional().default(false),
  refund: money().optional(),
});

/** The 409 answer of an unconfirmed unenroll that would remove submissions: how many, worth how many points. */
export const unenrollConflictResponse = z.object({
  ...answerMessage,
  submissions: z.number().int(),
  points: z.number().int(),
});
export type UnenrollConflict = Json<typeof unenrollConflictResponse>;
/** Any 409 of unenroll: that conflict, or another refusal with only a message. */
export const unenrollConflictOrError = z.union([unenrollConflictResponse, errorResponse]);
export type EnrollInput = z.output<typeof enrollSchema>;
export type UnenrollInput = z.output<typeof unenrollSchema>;
