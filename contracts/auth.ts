import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './constants.js';
import { requiredEmail, requiredPassword } from './fields.js';
import { avatarKey, messageCode, messageParams, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';

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
export type LoginInput = z.output<typeof loginSchema>;

/** A signed-in admin: the bearer token and who it is. */
export const adminLoginResponse = z.object({
  token: z.string(),
  user: z.object({ id: recordId, name: z.string(), email: z.string(), is_super: z.boolean() }),
  type: z.literal('admin'),
});
export type AdminLoginResponse = Json<typeof adminLoginResponse>;

/** A signed-in student: the bearer token and who it is. */
export const studentLoginResponse = z.object({
  token: z.string(),
  user: z.object({ id: recordId, name: z.string(), email: z.string(), avatar: avatarKey }),
  type: z.literal('user'),
});
export type StudentLoginResponse = Json<typeof studentLoginResponse>;
export type StudentUser = StudentLoginResponse['user'];

/** Forgot password and one-time links (issue 26; the pages: mail-links.ts). */
export const forgotPasswordSchema = z.object({ email: requiredEmail() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }).max(200, { error: VALIDATION.tooLong }),
  password: requiredPassword(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Checking a link when its page opens (issue 44 item 4): the token in the body, never in a URL. */
export const passwordLinkCheckSchema = resetPasswordSchema.pick({ token: true });
export type PasswordLinkCheckInput = z.input<typeof passwordLinkCheckSchema>;

/** Why a link cannot set a password: `invalid` when no link has the token (never sent, or replaced by a newer one). */
export const PASSWORD_LINK_REFUSALS = ['invalid', 'expired', 'used'] as const;
export type PasswordLinkRefusal = (typeof PASSWORD_LINK_REFUSALS)[number];

export const passwordLinkCheckResponse = z
  .object({
    usable: z.boolean(),
    /** Only when not usable: why, and the message the reset route answers for it. */
    refusal: z.enum(PASSWORD_LINK_REFUSALS).optional(),
    message: z.string().optional(),
    code: messageCode,
    params: messageParams,
  })
  .meta({ id: 'PasswordLinkCheck' });
export type PasswordLinkCheck = Json<typeof passwordLinkCheckResponse>;
