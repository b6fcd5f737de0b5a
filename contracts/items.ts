/**
 * Answer shapes shared by several domains, and the building blocks of every answer schema.
 * Routes register answer schemas as their Fastify response schema: the serializer *encodes* the
 * handler's value through the schema (fastify-type-provider-zod 7 uses zod's `encode`), so a
 * field a schema does not list never leaves the server, and a value of the wrong kind is a 500.
 */
import { z } from 'zod';

/**
 * The JSON a client receives for an answer schema. Encoding turns each schema's output side (what
 * the server holds, e.g. a Date) into its input side (what is sent, an ISO string), so the JSON
 * type is zod's input type.
 */
export type Json<Schema extends z.ZodType> = z.input<Schema>;

/** A point in time: a Date on the server (drizzle's timestamp columns), an ISO 8601 string in JSON. */
export const isoTimestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const recordId = z.number().int();
/** Kept counters and point totals. */
export const count = z.number().int();

/** `null` (the default image) or `avatar1`..`avatar20`. */
export const avatarKey = z.string().nullable();

/** What leaderboards, top lists and the users of a course or a project show about a user: never an e-mail. */
export const developerItem = z
  .object({
    id: recordId,
    name: z.string(),
    avatar: avatarKey,
    total_points: count,
    projects_count: count,
    courses_count: count,
  })
  .meta({ id: 'Developer' });
export type Developer = Json<typeof developerItem>;

/** A developer in a list in rank order: `rank` is 1-based. */
export const rankedDeveloperItem = developerItem.extend({ rank: count }).meta({ id: 'RankedDeveloper' });
export type RankedDeveloper = Json<typeof rankedDeveloperItem>;

/** A developer with the title and sign-up time (the users page, the homepage's latest members). */
export const publicUserItem = developerItem
  .extend({ title: z.string().nullable(), created_at: isoTimestamp })
  .meta({ id: 'PublicUser' });
export type PublicUser = Json<typeof publicUserItem>;

/**
 * Beside an answer's `message` (issue 47, docs/api.md#conventions): its stable code and, where the text holds
 * values, those values (contracts/message-codes.ts). The message stays the specification's English.
 */
export const messageCode = z.string().optional().meta({
  description:
    "Addition (issue 47): the message's stable code (contracts/message-codes.ts), for showing it in the reader's language; message stays the English text",
});
export const messageParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .optional()
  .meta({ description: 'Addition (issue 47): the values the message holds, by the names of its ICU MessageFormat text' });
/** An answer's message with its code and values: spread into every answer schema that has a `message`. */
export const answerMessage = { message: z.string(), code: messageCode, params: messageParams };

/** The one answer of most writes: `{message, code}`. */
export const messageResponse = z.object(answerMessage).meta({ id: 'Message' });
export type MessageResponse = Json<typeof messageResponse>;

/** Every refusal (4xx) and server error (5xx): `{message, code, params?, errors?}`, errors by field (422). */
export const errorResponse = z
  .object({
    ...answerMessage,
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = Json<typeof errorResponse>;

/** `GET /api/health`. */
export const healthResponse = z.object({ status: z.literal('ok') });
