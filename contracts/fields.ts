/**
 * Field rules shared by the server routes and the web forms, so that one rule has one message.
 * Messages come from the specification (section 5) via `messages.ts`.
 */
import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH, MAX_TEXT_LENGTH, MIN_PASSWORD_LENGTH } from './constants.js';
import { VALIDATION } from './messages.js';

/** A required text: present, a string, not blank after trimming. */
export const requiredText = (message: string = VALIDATION.required, max = MAX_TEXT_LENGTH) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: VALIDATION.tooLong });

/** An optional text: missing, null and blank all mean "no value" (null). */
export const optionalText = (max = MAX_TEXT_LENGTH, tooLong: string = VALIDATION.tooLong) =>
  z
    .string({ error: 'This Field Must Be Text' })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredEmail = (message: string = VALIDATION.required) =>
  requiredText(message)
    .pipe(z.email({ error: VALIDATION.email }))
    .transform((email) => email.toLowerCase());

export const requiredPassword = (message: string = VALIDATION.required) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .min(MIN_PASSWORD_LENGTH, { error: VALIDATION.password })
    .max(MAX_TEXT_LENGTH, { error: VALIDATION.tooLong });

/** A password that may be left blank to keep the current one; if given it follows the rule. */
export const optionalPassword = () =>
  z
    .string({ error: 'This Field Must Be Text' })
    .max(MAX_TEXT_LENGTH, { error: VALIDATION.tooLong })
    .nullish()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= MIN_PASSWORD_LENGTH, {
      error: VALIDATION.password,
    });

const toNumber = (value: unknown) => {
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return value === '' || value === null ? undefined : value;
};

/** A required number; numeric strings from forms are accepted. */
export const requiredNumber = (message: string = VALIDATION.required) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? message : VALIDATION.number),
      })
      .finite({ error: VALIDATION.number }),
  );

/** A required record id (positive integer). */
export const requiredId = (message: string = VALIDATION.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? message : VALIDATION.integer) })
      .int({ error: VALIDATION.integer })
      .positive({ error: message })
      .max(2_147_483_647, { error: VALIDATION.integer }),
  );

/** A boolean that also accepts 0/1 and "0"/"1"/"true"/"false" as forms send them. */
export const flag = (message: string = VALIDATION.required) =>
  z.preprocess(
    (value) => {
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      return value;
    },
    z.boolean({ error: message }),
  );

/** http:// or https:// links, as the student project rule says (a blank one gets only "required"). */
export const httpUrl = (message: string = VALIDATION.required) =>
  requiredText(message, MAX_LONG_TEXT_LENGTH).pipe(z.string().regex(/^https?:\/\/\S+$/i, { error: VALIDATION.url }));

/** Path parameter `{id}`. */
export const idParams = z.object({ id: requiredId('Invalid id') });
