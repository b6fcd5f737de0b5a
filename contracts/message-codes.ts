/**
 * Every message of the contracts by a stable code (issue 47, docs/api.md#conventions): an answer's `message`
 * stays the specification's English and carries its `code` beside it (and `params` where the text
 * holds values), so the web app shows it in the visitor's language (web/locales/ar/server.json,
 * keyed by these codes). A code is `<group>.<key>` of the constant that holds the text, the group
 * its export name in camelCase (AUTH.unauthenticated: `auth.unauthenticated`, LOAD_FAILED.course:
 * `loadFailed.course`); a bare constant is its name alone (BUSY: `busy`). A group added below, or
 * a key added to one, has its code at once; contracts/message-codes.test.ts fails until the
 * Arabic catalogue has it too.
 */
import {
  ACHIEVEMENTS,
  AVATAR,
  ENROLLMENTS,
  FIRST_STEPS,
  LIVE,
  NOTIFICATIONS,
  PASSWORD_LINKS,
  SKILLS,
  SOCIAL_LINKS,
  STUDENT_PROJECTS,
  SUBMISSIONS,
  SUCCESS,
  UNSUBSCRIBE,
  VALIDATION,
} from './form-messages.js';
import { ARCHIVE, AUDIT, BULK, COHORTS, INVITATIONS, JOBS, MODERATION, PAYMENTS, SETTINGS } from './admin-messages.js';
import { AUTH, BUSY, EMPTY, FAILURE, LOAD_FAILED, SERVER } from './messages.js';
import { ADMINS, COURSES, PROJECTS, REQUESTS, UPLOADS, USERS } from './staff-messages.js';

/**
 * The groups, in the order a text shared by several of them is looked up (`codeOfMessage`): the
 * first group holding it gives its code.
 */
const GROUPS = {
  AUTH,
  SERVER,
  FAILURE,
  LOAD_FAILED,
  EMPTY,
  VALIDATION,
  SOCIAL_LINKS,
  PASSWORD_LINKS,
  UNSUBSCRIBE,
  SUCCESS,
  AVATAR,
  STUDENT_PROJECTS,
  ADMINS,
  USERS,
  COURSES,
  PROJECTS,
  ENROLLMENTS,
  SKILLS,
  SUBMISSIONS,
  ACHIEVEMENTS,
  NOTIFICATIONS,
  FIRST_STEPS,
  LIVE,
  UPLOADS,
  REQUESTS,
  ARCHIVE,
  SETTINGS,
  PAYMENTS,
  AUDIT,
  BULK,
  MODERATION,
  INVITATIONS,
  COHORTS,
  JOBS,
} as const;
/** Messages that are a constant of their own, not a group's key. */
const BARE = { BUSY } as const;

type Groups = typeof GROUPS;
/** `LOAD_FAILED` -> `loadFailed`. */
type Camel<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<Camel<Tail>>}`
  : Lowercase<Name>;
type CodesOf<Group extends keyof Groups, Kind> = {
  [Key in keyof Groups[Group] & string]: Groups[Group][Key] extends Kind ? `${Camel<Group>}.${Key}` : never;
}[keyof Groups[Group] & string];
type TextCode = { [Group in keyof Groups]: CodesOf<Group, string> }[keyof Groups] | Camel<keyof typeof BARE>;
/** Codes of messages whose text holds values (the group's entry is a function). */
export type ValuesCode = { [Group in keyof Groups]: CodesOf<Group, (...args: never[]) => string> }[keyof Groups];
/** Every code of the registry. */
export type MessageCode = TextCode | ValuesCode;

/** The values a text holds, by the names its ICU MessageFormat uses. */
export type MessageParams = Record<string, string | number>;
/** A message as an answer carries it: the English text, its code and, for a text with values, those values. */
export type CodedMessage = { message: string; code: MessageCode; params?: MessageParams };

/**
 * A message with values: the names of its values, its English as ICU MessageFormat (plain
 * `{name}` placeholders where the text writes the value as it is, `{name, number}` where it
 * groups the digits), and the text the contract's own function makes of the same values.
 */
function valued<const Name extends string, Values extends Record<Name, string | number>>(
  params: readonly Name[],
  english: string,
  text: (values: Values) => string,
) {
  return { params, english, text };
}

const plural = (name: string, one: string, other: string) => `{${name}, plural, one {${one}} other {${other}}}`;
/** A part written only when the value is not 0 (`, 2 Refused`). */
const unlessZero = (name: string, part: string) => `{${name}, plural, =0 {} other {${part}}}`;

/** Every message with values: what its values are named and its English. */
export const WITH_VALUES = {
  'enrollments.hasSubmissions': valued(
    ['count', 'points'],
    `This User Has {count} ${plural('count', 'Submission', 'Submissions')} ({points} ${plural('points', 'Point', 'Points')}) ` +
      `In This Course: Confirm To Remove ${plural('count', 'It', 'Them')} With The Enrollment`,
    ({ count, points }: { count: number; points: number }) => ENROLLMENTS.hasSubmissions(count, points),
  ),
  'uploads.tooManyPixels': valued(
    ['width', 'height', 'megapixels'],
    'The Image Is {width} x {height} Pixels: It May Have At Most {megapixels} Megapixels',
    ({ width, height, megapixels }: { width: number; height: number; megapixels: number }) =>
      UPLOADS.tooManyPixels(width, height, megapixels),
  ),
  'payments.tooManyMonths': valued(['max'], 'At Most {max} Months At Once', ({ max }: { max: number }) =>
    PAYMENTS.tooManyMonths(max),
  ),
  'payments.deletedAdmin': valued(['name'], '{name} (deleted)', ({ name }: { name: string }) => PAYMENTS.deletedAdmin(name)),
  'bulk.tooMany': valued(['max'], 'At Most {max, number} Users Per Bulk Action', ({ max }: { max: number }) => BULK.tooMany(max)),
  'bulk.enrolled': valued(
    ['changed', 'refused'],
    `{changed} ${plural('changed', 'User', 'Users')} Enrolled${unlessZero('refused', ', {refused} Refused')}`,
    ({ changed, refused }: { changed: number; refused: number }) => BULK.enrolled(changed, refused),
  ),
  'bulk.given': valued(
    ['changed', 'refused'],
    `Achievement Given To {changed} ${plural('changed', 'User', 'Users')}${unlessZero('refused', ', {refused} Refused')}`,
    ({ changed, refused }: { changed: number; refused: number }) => BULK.given(changed, refused),
  ),
  'moderation.accountSuspended': valued(['reason'], 'Your Account Is Suspended: {reason}', ({ reason }: { reason: string }) =>
    MODERATION.accountSuspended(reason),
  ),
  'invitations.sent': valued(['email'], 'Invitation Queued For {email}', ({ email }: { email: string }) =>
    INVITATIONS.sent(email),
  ),
  'invitations.dailyLimit': valued(
    ['wanted', 'left', 'limit'],
    `This Would Send {wanted, number} ${plural('wanted', 'Invitation', 'Invitations')}, But Only {left, number} Of Your ` +
      '{limit, number} A Day Are Left (INVITATIONS_PER_ADMIN_PER_DAY)',
    ({ wanted, left, limit }: { wanted: number; left: number; limit: number }) => INVITATIONS.dailyLimit(wanted, left, limit),
  ),
  'cohorts.tooManyRows': valued(['max'], 'The File May Have At Most {max, number} Student Rows', ({ max }: { max: number }) =>
    COHORTS.tooManyRows(max),
  ),
  'cohorts.unknownColumn': valued(
    ['column'],
    'Unknown Column "{column}": The Columns Are name, email, password, courses',
    ({ column }: { column: string }) => COHORTS.unknownColumn(column),
  ),
  'cohorts.repeatedColumn': valued(['column'], 'The Column "{column}" Appears Twice', ({ column }: { column: string }) =>
    COHORTS.repeatedColumn(column),
  ),
  'cohorts.duplicateEmail': valued(['row'], 'Duplicate Row: This E-Mail Is Also On Row {row}', ({ row }: { row: number }) =>
    COHORTS.duplicateEmail(row),
  ),
  'cohorts.tooManyCourses': valued(['max'], 'A Row May List At Most {max} Courses', ({ max }: { max: number }) =>
    COHORTS.tooManyCourses(max),
  ),
  'cohorts.tooManyEnrollments': valued(
    ['max'],
    'The File May List At Most {max, number} Enrollments',
    ({ max }: { max: number }) => COHORTS.tooManyEnrollments(max),
  ),
  'cohorts.tooManyLines': valued(['max'], 'The File May Have At Most {max, number} Lines', ({ max }: { max: number }) =>
    COHORTS.tooManyLines(max),
  ),
  /** `price` is the amount as money is written everywhere ('1,349,520.50 EGP'); `discount` is yes or no. */
  'cohorts.alreadyEnrolledAt': valued(
    ['price', 'discount'],
    'Already Enrolled At {price}{discount, select, yes { With A Discount} other {}}',
    ({ price, discount }: { price: string; discount: 'yes' | 'no' }) =>
      COHORTS.alreadyEnrolledAt(Number(price.replace(/[^\d.-]/g, '')), discount === 'yes'),
  ),
  'cohorts.imported': valued(
    ['created', 'updated', 'enrolled', 'unchanged', 'invited'],
    `Import Done: {created, number} Created, {updated, number} Updated, {enrolled, number} ` +
      `${plural('enrolled', 'Enrollment', 'Enrollments')}, {unchanged, number} Unchanged` +
      unlessZero('invited', `, {invited, number} ${plural('invited', 'Invitation', 'Invitations')} Queued`),
    (counts: { created: number; updated: number; enrolled: number; unchanged: number; invited: number }) =>
      COHORTS.imported(counts),
  ),
  'cohorts.delivered': valued(
    ['sent', 'total'],
    '{sent, number} Of {total, number} Delivered',
    ({ sent, total }: { sent: number; total: number }) => COHORTS.delivered(sent, total),
  ),
} satisfies Record<ValuesCode, { params: readonly string[]; english: string; text: (values: never) => string }>;

/** `LOAD_FAILED` -> `loadFailed`. */
const camel = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function englishByCode() {
  const english: Record<string, string> = {};
  for (const [group, messages] of Object.entries(GROUPS)) {
    for (const [key, text] of Object.entries(messages)) {
      const code = `${camel(group)}.${key}`;
      english[code] = typeof text === 'string' ? text : (WITH_VALUES as Record<string, { english: string }>)[code].english;
    }
  }
  for (const [name, text] of Object.entries(BARE)) english[camel(name)] = text;
  return english as Record<MessageCode, string>;
}

/** Every code with its English: the text itself, or for a message with values its ICU MessageFormat. */
export const MESSAGE_ENGLISH = englishByCode();
/** Every code of the registry, in the groups' order. */
export const MESSAGE_CODES = Object.keys(MESSAGE_ENGLISH) as MessageCode[];

const WITH_VALUES_CODES = new Set<string>(Object.keys(WITH_VALUES));
/** The code of each text without values (the first group's where several hold the same text). */
const CODE_OF_TEXT = new Map<string, MessageCode>();
for (const code of MESSAGE_CODES) {
  if (!WITH_VALUES_CODES.has(code) && !CODE_OF_TEXT.has(MESSAGE_ENGLISH[code])) CODE_OF_TEXT.set(MESSAGE_ENGLISH[code], code);
}

/** The code of a message without values by its English text; undefined for a text no contract holds. */
export function codeOfMessage(text: string): MessageCode | undefined {
  return CODE_OF_TEXT.get(text);
}

/** A message with values as an answer carries it: the contract's English text, its code and the values. */
export function messageWithValues<Code extends ValuesCode>(
  code: Code,
  values: Parameters<(typeof WITH_VALUES)[Code]['text']>[0],
): CodedMessage {
  const text = WITH_VALUES[code].text as (values: MessageParams) => string;
  return { message: text(values), code, params: values };
}

/** Whether a value is a message as `messageWithValues` makes it (read back from a validation issue). */
export function isCodedMessage(value: unknown): value is CodedMessage {
  const message = value as Partial<CodedMessage> | null | undefined;
  return typeof message?.message === 'string' && typeof message.code === 'string' && message.code in MESSAGE_ENGLISH;
}

/**
 * A zod refinement's options for a message with values: the issue's text, and the message whole
 * in its `params`, where the server's error handler finds the code and values for the answer.
 */
export const issueWithValues = (message: CodedMessage) => ({ error: message.message, params: { coded: message } });
