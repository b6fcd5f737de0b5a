import { z } from 'zod';
import { AVATAR_KEYS, BIO_MAX_LENGTH } from './constants.js';
import { optionalPassword, optionalText, requiredEmail, requiredPassword, requiredText } from './fields.js';
import { VALIDATION } from './messages.js';
import { pageQuery } from './paging.js';

/** `null` is the default image; "default" from a form means the same. */
export const avatarField = z
  .union([z.enum(AVATAR_KEYS as [string, ...string[]]), z.literal('default'), z.null()], {
    error: 'Choose One Of The Available Avatars',
  })
  .transform((avatar) => (avatar === 'default' ? null : avatar));

/** Social links and the bio: the profile fields a student and an admin both edit. */
export const profileFields = {
  telegram_username: optionalText(),
  facebook: optionalText(),
  twitter: optionalText(),
  linkedin: optionalText(),
  youtube: optionalText(),
  bio: optionalText(BIO_MAX_LENGTH, VALIDATION.bioTooLong),
  title: optionalText(),
};

const userFields = { name: requiredText(), email: requiredEmail(), ...profileFields, avatar: avatarField.optional() };

export const userCreateSchema = z.object({ ...userFields, password: requiredPassword() });
export const userUpdateSchema = z.object({ ...userFields, password: optionalPassword() });
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** The student's own profile form: e-mail is read-only and ignored if sent. */
export const profileUpdateSchema = z.object({ name: requiredText(), password: optionalPassword(), ...profileFields });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const avatarUpdateSchema = z.object({ avatar: avatarField });

/** Admin users table: the common paging, and `search` matching part of the e-mail. */
export const userListQuerySchema = pageQuery.extend({
  search: optionalText().transform((value) => value ?? undefined),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
