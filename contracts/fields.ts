/**
 * Field rules shared by the server routes and the web forms, so that one rule has one message.
 * Messages are the product's (docs/product.md#validation-messages) via `messages.ts`. A missing value gets the
 * field's "required" message; a value of the wrong type says what the field expects.
 */
import { z } from 'zod';
import { MAX_TEXT_LENGTH, MAX_URL_LENGTH, MIN_PASSWORD_LENGTH } from './constants.js';
import { VALIDATION } from './form-messages.js';

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * What single-line text loses before it is checked (docs/decisions.md, "Single-line text is
 * cleaned of invisible controls"): C0 and C1 controls, the bidi embeddings, overrides and isolates,
 * and the line and paragraph separators. ZWJ, ZWNJ, LRM and RLM stay: Arabic and Persian names
 * need them. Migration 0017 removed the same characters from what was stored before.
 */
// eslint-disable-next-line no-control-regex -- the controls are what this removes
const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const withoutInvisibleControls = (value: string) => value.replace(INVISIBLE_CONTROLS, '');

/** PostgreSQL cannot store a NUL character in text: refuse it with a message, never a 500. */
const withoutNul = (value: string) => !value.includes('\u0000');

/** A string: the field's `required` message when absent, else "must be text". */
const anyText = (required: string) => z.string({ error: (issue) => (isMissing(issue.input) ? required : VALIDATION.text) });

/** Text kept as written (a bio, a description, a password): only a NUL is refused. */
const textAsWritten = (required: string) => anyText(required).refine(withoutNul, { error: VALIDATION.notAllowedCharacters });

/** A name, a title, a link: cleaned of invisible controls (NUL among them) before any other check. */
const singleLineText = (required: string) => anyText(required).overwrite(withoutInvisibleControls);

/** Present, a string, not blank once trimmed. */
const required = (base: z.ZodString, message: string, max: number, tooLong: string = VALIDATION.tooLong) =>
  base.trim().min(1, { error: message }).max(max, { error: tooLong });

/** Missing, null and blank all mean "no value" (null). */
const optional = (base: z.ZodString, max: number, tooLong: string) =>
  base
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** A required single-line text: not blank once cleaned and trimmed. */
export const requiredText = (
  message: string = VALIDATION.required,
  max = MAX_TEXT_LENGTH,
  tooLong: string = VALIDATION.tooLong,
) => required(singleLineText(message), message, max, tooLong);

/** An optional single-line text: blank once cleaned means "no value" (null). */
export const optionalText = (max = MAX_TEXT_LENGTH, tooLong: string = VALIDATION.tooLong) =>
  optional(singleLineText(VALIDATION.text), max, tooLong);

/** A required text of several lines (a description, a reason), kept as written. */
export const requiredMultilineText = (message: string, max: number) => required(textAsWritten(message), message, max);

/** An optional text of several lines (a bio, a description), kept as written. */
export const optionalMultilineText = (max: number, tooLong: string = VALIDATION.tooLong) =>
  optional(textAsWritten(VALIDATION.text), max, tooLong);

export const requiredEmail = (message: string = VALIDATION.required) =>
  requiredText(message)
    .pipe(z.email({ error: VALIDATION.email }))
    .transform((email) => email.toLowerCase());

export const requiredPassword = (message: string = VALIDATION.required) =>
  textAsWritten(message)
    .min(1, { error: message })
    .min(MIN_PASSWORD_LENGTH, { error: VALIDATION.password })
    .max(MAX_TEXT_LENGTH, { error: VALIDATION.tooLong });

/** A password that may be left blank to keep the current one; if given it follows the rule. */
export const optionalPassword = () =>
  textAsWritten(VALIDATION.text)
    .max(MAX_TEXT_LENGTH, { error: VALIDATION.tooLong })
    .nullish()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= MIN_PASSWORD_LENGTH, {
      error: VALIDATION.password,
    });

/** Forms send numbers as strings: plain decimal strings become numbers, '' and null mean missing. */
const toNumber = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value === null ? undefined : value;
};

/** A required number; numeric strings from forms are accepted. */
export const requiredNumber = (message: string = VALIDATION.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? message : VALIDATION.number) })
      .finite({ error: VALIDATION.number }),
  );

/** A whole number from `min` up to `max`, as points and thresholds are. */
export const wholeNumber = (min: { value: number; message: string }, max = 1_000_000) =>
  z.number().int({ error: VALIDATION.integer }).min(min.value, { error: min.message }).max(max, { error: VALIDATION.tooLarge });

const MAX_ID = 2_147_483_647;

/** A required record id (positive integer). */
export const requiredId = (message: string = VALIDATION.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? message : VALIDATION.integer) })
      .int({ error: VALIDATION.integer })
      .positive({ error: message })
      .max(MAX_ID, { error: VALIDATION.integer }),
  );

/** A list of record ids, at most `max` of them. */
export const idList = (max: number, notAList: string = VALIDATION.list) =>
  z.array(requiredId(VALIDATION.invalidId), { error: notAList }).max(max, { error: VALIDATION.tooManyItems });

/** A boolean that also accepts 0/1 and "0"/"1"/"true"/"false" as forms send them. */
export const flag = (message: string = VALIDATION.required, wrongType: string = VALIDATION.trueOrFalse) =>
  z.preprocess(
    (value) => {
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      return value;
    },
    z.boolean({ error: (issue) => (isMissing(issue.input) ? message : wrongType) }),
  );

/** A link a browser can open: no spaces, and a host (`https://` alone has none). */
const isUsableUrl = (value: string) => {
  if (/\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
};

/**
 * http:// or https:// links, as the student project rule says (a blank one gets only "required"):
 * another scheme gets the product's message (docs/product.md#validation-messages), a link with a space or without a host 'Enter A Valid URL',
 * one longer than MAX_URL_LENGTH its own message (checked first: a 3,000-character link wrapped
 * into 80 lines on the profile). Links stored longer before the cap stay, shown shortened.
 */
export const httpUrl = (message: string = VALIDATION.required) =>
  requiredText(message, MAX_URL_LENGTH, VALIDATION.urlTooLong).pipe(
    z
      .string()
      .regex(/^https?:\/\//i, { error: VALIDATION.url, abort: true })
      .refine(isUsableUrl, { error: VALIDATION.urlInvalid }),
  );

/** A path parameter naming a record: anything but a positive whole number is "Invalid id". */
export const pathId = () =>
  z.preprocess(
    toNumber,
    z
      .number({ error: VALIDATION.invalidId })
      .int({ error: VALIDATION.invalidId })
      .positive({ error: VALIDATION.invalidId })
      .max(MAX_ID, { error: VALIDATION.invalidId }),
  );

/** Path parameter `{id}`. */
export const idParams = z.object({ id: pathId() });
