/**
 * One error format for every route: `{message, errors?}`. Validation failures are 422 with
 * per-field messages; database constraint races become 409; anything unexpected is logged and
 * answered with a plain 500 message, never a stack trace. Logs never carry query parameters.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUESTS } from '../../contracts/messages.js';
import { HttpError, type FieldErrors } from '../http-errors.js';
import { TooManyAttempts } from '../modules/auth/login-limiter.js';

type PgError = { code?: string; cause?: { code?: string } };

/** The PostgreSQL error code of a class ('23' integrity, '22' data exception), on the error or its cause. */
function pgCode(error: unknown, errorClass: '22' | '23'): string | undefined {
  const e = error as PgError;
  return [e?.code, e?.cause?.code].find((code) => code?.startsWith(errorClass));
}

/** Drizzle puts the query's parameters (password hashes among them) into its message: log the SQL and the cause only. */
function loggable(error: unknown) {
  const failed = error as { query?: string; params?: unknown; cause?: unknown };
  return failed.params !== undefined && failed.query ? { err: failed.cause ?? error, query: failed.query } : { err: error };
}

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const field = path.length ? path.map(String).join('.') : (error.validationContext ?? 'body');
    // A body that is not an object at all (a list, a string, a number) gets a plain sentence.
    const message = !path.length && field === 'body' ? 'The Request Body Must Be A JSON Object' : issue.message;
    const messages = (errors[field] ??= []);
    if (!messages.includes(message ?? 'Invalid value')) messages.push(message ?? 'Invalid value');
  }
  return errors;
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors && { errors: error.errors }), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fieldErrors = fieldErrorsOf(error);
      const first = Object.values(fieldErrors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send({ message: first, errors: fieldErrors });
    }
    const constraint = pgCode(error, '23');
    if (constraint) {
      request.log.warn(loggable(error), 'constraint violation');
      const message = constraint === '23505' ? 'This Record Already Exists' : 'This Change Conflicts With Existing Records';
      return reply.status(409).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON Body'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? REQUESTS.bodyTooLarge
            : error.message;
      return reply.status(status).send({ message });
    }
    // A value the column cannot hold (bad input that slipped past a schema) is the client's error.
    if (pgCode(error, '22')) {
      request.log.warn(loggable(error), 'value refused by the database');
      return reply.status(422).send({ message: 'This Value Cannot Be Stored' });
    }
    request.log.error(loggable(error), 'unexpected error');
    return reply.status(500).send({ message: 'Server Error' });
  });
}

export default fp(errors, { name: 'errors' });
