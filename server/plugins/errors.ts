/**
 * One error format for every answer: `{message, code, params?, errors?}`, the code and values of
 * the message as contracts/message-codes.ts names them. Validation failures are 422 with
 * per-field messages; database constraint races become 409; a statement past its bound 503; a
 * full disk 507; anything unexpected is logged and answered with a plain 500 message, never a
 * stack trace. Logs never carry query parameters. Errors Fastify answers before any route (a
 * broken URL, a request the HTTP parser refuses, a request while the server stops) get the same
 * shape: app.ts hands them here.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isCodedMessage, type CodedMessage } from '../../contracts/message-codes.js';
import { SERVER } from '../../contracts/messages.js';
import { REQUESTS } from '../../contracts/staff-messages.js';
import { STATEMENT_CANCELLED } from '../db/statement-timeouts.js';
import { HttpError, TooManyRequests, type FieldErrors } from '../http-errors.js';
import { codedMessage, type MessageCodeFields } from './message-codes.js';

type PgError = { code?: string; cause?: { code?: string } };

/** The error code on the error or its cause (Drizzle wraps the driver's error): a PostgreSQL SQLSTATE or a Node errno. */
const codesOf = (error: unknown) => [(error as PgError)?.code, (error as PgError)?.cause?.code];

/** The PostgreSQL error code of a class ('23' integrity, '22' data exception), on the error or its cause. */
function pgCode(error: unknown, errorClass: '22' | '23'): string | undefined {
  return codesOf(error).find((code) => code?.startsWith(errorClass));
}

/**
 * The disk or the quota is full: PostgreSQL's disk_full (53100: "could not extend file ...: No
 * space left on device", the same from PGlite's files) or the file system's own codes.
 */
const NO_SPACE = new Set(['53100', 'ENOSPC', 'EDQUOT']);
export const isDiskFull = (error: unknown) => codesOf(error).some((code) => NO_SPACE.has(code ?? ''));

/** Fastify's own refusals, in the site's words (its messages name internals or echo the URL). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: REQUESTS.malformedUrl,
  FST_ERR_MAX_PARAM_LENGTH: REQUESTS.urlTooLong,
  FST_ERR_CTP_INVALID_JSON_BODY: REQUESTS.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUESTS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUESTS.unsupportedMediaType,
};

/** Drizzle puts the query's parameters (password hashes among them) into its message: log the SQL and the cause only. */
function loggable(error: unknown) {
  const failed = error as { query?: string; params?: unknown; cause?: unknown };
  return failed.params !== undefined && failed.query ? { err: failed.cause ?? error, query: failed.query } : { err: error };
}

/**
 * The messages by field, and the code and values of a message with values (a refinement made
 * with `issueWithValues`, contracts/message-codes.ts), by its text.
 */
function fieldErrorsOf(error: FastifyError) {
  const errors: FieldErrors = {};
  const withValues = new Map<string, CodedMessage>();
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] }; params?: { coded?: unknown } } | undefined;
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const field = path.length ? path.map(String).join('.') : (error.validationContext ?? 'body');
    // A body that is not an object at all (a list, a string, a number) gets a plain sentence.
    const message = (!path.length && field === 'body' ? SERVER.bodyNotObject : issue.message) ?? SERVER.invalidValue;
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
    if (isCodedMessage(params?.params?.coded)) withValues.set(message, params.params.coded);
  }
  return { errors, withValues };
}

export type ErrorAnswer = {
  status: number;
  body: { message: string; errors?: FieldErrors; [detail: string]: unknown } & MessageCodeFields;
};

/**
 * What an error answers, in the site's shape: a route's refusal as it was thrown, a validation
 * error as 422, a constraint race 409, a full disk 507, anything unexpected a logged 500. Used for
 * requests (`answerError`) and for the jobs that outlive them (modules/jobs).
 */
export function errorAnswer(error: FastifyError, log: FastifyBaseLogger): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: {
        ...codedMessage(error.message, { code: error.messageCode, params: error.messageParams }),
        ...(error.errors && { errors: error.errors }),
        ...error.details,
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const { errors, withValues } = fieldErrorsOf(error);
    const first = Object.values(errors)[0]?.[0] ?? SERVER.dataInvalid;
    return { status: 422, body: { ...codedMessage(first, withValues.get(first)), errors } };
  }
  const constraint = pgCode(error, '23');
  if (constraint) {
    log.warn(loggable(error), 'constraint violation');
    return { status: 409, body: codedMessage(constraint === '23505' ? SERVER.recordExists : SERVER.changeConflicts) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = FRAMEWORK_MESSAGES[error.code] ?? (error instanceof SyntaxError ? REQUESTS.malformedJson : error.message);
    return { status, body: codedMessage(message) };
  }
  // A value the column cannot hold (bad input that slipped past a schema) is the client's error.
  if (pgCode(error, '22')) {
    log.warn(loggable(error), 'value refused by the database');
    return { status: 422, body: codedMessage(SERVER.valueNotStorable) };
  }
  if (codesOf(error).includes(STATEMENT_CANCELLED)) {
    log.warn(loggable(error), 'statement cancelled: it ran past its bound');
    return { status: 503, body: codedMessage(REQUESTS.tooBusy) };
  }
  if (isDiskFull(error)) {
    log.error(loggable(error), 'disk full');
    return { status: 507, body: codedMessage(REQUESTS.diskFull) };
  }
  log.error(loggable(error), 'unexpected error');
  return { status: 500, body: codedMessage(SERVER.error) };
}

/** Every error of a request, from a route or from Fastify itself (app.ts's `frameworkErrors`). */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
  const { status, body } = errorAnswer(error, request.log);
  return reply.status(status).send(body);
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (app.ts's `clientErrorHandler`):
 * a broken request line, headers too large, a body too slow to arrive. Answered on the socket,
 * which then closes, as Fastify's default does, but in the site's shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, REQUESTS.tooSlow]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, REQUESTS.headersTooLarge]
        : [400, REQUESTS.badRequest];
  const body = JSON.stringify(codedMessage(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  // Requests that arrive while the server stops (app.ts turns Fastify's own 503 off for this one).
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (stopping) return reply.status(503).header('connection', 'close').send({ message: REQUESTS.stopping });
  });
}

export default fp(errors, { name: 'errors' });
