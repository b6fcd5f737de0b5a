/**
 * Every answer's `message` carries its stable `code` (issue 47, docs/api.md#conventions): an answer that is an
 * object with a `message` and no `code` gets the code of its text (contracts/message-codes.ts)
 * just before it is serialized, whichever route, hook or handler made it, so a new route cannot
 * leave it out. A message with values brings its code and values itself (`messageWithValues`,
 * thrown or returned where it is made); the error handler (errors.ts) does the same for refusals.
 * The `message` stays the specification's English.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codeOfMessage, type MessageCode, type MessageParams } from '../../contracts/message-codes.js';

/** The code and values an answer may carry beside its message. */
export type MessageCodeFields = { code?: MessageCode; params?: MessageParams };

/** `{message, code?, params?}`: the given code and values, else the code of the text (none for a text no contract holds). */
export function codedMessage(message: string, given: MessageCodeFields = {}): { message: string } & MessageCodeFields {
  const code = given.code ?? codeOfMessage(message);
  return { message, ...(code && { code }), ...(given.params && { params: given.params }) };
}

/** The answer with the code of its message beside it; any other payload as it is. */
export function withMessageCode(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const answer = payload as { message?: unknown; code?: unknown };
  if (typeof answer.message !== 'string' || answer.code !== undefined) return payload;
  const code = codeOfMessage(answer.message);
  return code ? { ...answer, code } : payload;
}

async function messageCodes(app: FastifyInstance) {
  app.addHook('preSerialization', (_request, _reply, payload, done) => done(null, withMessageCode(payload)));
}

export default fp(messageCodes, { name: 'message-codes' });
