import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './constants.js';
import { requiredEmail } from './fields.js';
import { VALIDATION } from './messages.js';

/**
 * The password as typed: never trimmed, exactly as the password fields that set it
 * (`requiredPassword`/`optionalPassword`), so a password with spaces at either end works
 * (docs/decisions.md, "Passwords are never trimmed"). No minimum length here: a too-short guess
 * is simply wrong (401), and older accounts keep working whatever the rule was when they were set.
 */
export const loginPassword = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.text) })
    .min(1, { error: VALIDATION.required })
    .max(MAX_TEXT_LENGTH, { error: VALIDATION.tooLong });

export const loginSchema = z.object({
  email: requiredEmail(),
  password: loginPassword(),
});
export type LoginInput = z.input<typeof loginSchema>;
