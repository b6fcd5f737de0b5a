/**
 * Every answer is encoded through its route's response schema (contracts/items.ts): a field the
 * schema does not list never leaves, a value of the wrong kind (a text for a number, a missing
 * field) is a 500, and a Date becomes its ISO text. The schemas' checks (an integer's `.int()`, the
 * ISO pattern tested on the text toISOString just made) are skipped: they test the server's own
 * values, and with them zod encodes each value twice (a profile's answer: 335 µs instead of 123,
 * issue 24). fastify-type-provider-zod's serializer is the same but for that option.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** zod's own option (core ParseContextInternal), not in its public ParseContext type. */
const SKIP_CHECKS = { skipChecks: true } as z.core.ParseContext<z.core.$ZodIssue>;

/** `value` as `schema` sends it: its JSON text (throws zod's error when it does not fit). */
export const encodedJson = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
  JSON.stringify(z.encode(schema, value, SKIP_CHECKS));

/**
 * An answer a route put together as text from parts each encoded by its schema (`encodedJson`), so
 * that an answer made again after a write encodes only what changed (users/listed.ts). Sent as it
 * is; a test of the route compares it with the whole answer encoded by the route's schema.
 */
class JsonText {
  constructor(readonly text: string) {}
}
/** `text` as a route's answer, typed as what its schema describes. */
export const asAnswer = <Answer>(text: string) => new JsonText(text) as unknown as Answer;

export const answerSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    if (data instanceof JsonText) return data.text;
    const result = z.safeEncode(schema, data, SKIP_CHECKS);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
