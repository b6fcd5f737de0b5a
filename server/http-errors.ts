/** Errors a service throws to answer with a status and a message (docs/product.md#api-conventions). */
import type { CodedMessage, MessageCode, MessageParams } from '../contracts/message-codes.js';

export type FieldErrors = Record<string, string[]>;

/**
 * What a refusal says: a contract's text (its code is looked up: plugins/errors.ts), or, for a
 * text with values, the message with its code and values (`messageWithValues`, contracts/message-codes.ts).
 */
export type Refusal = string | CodedMessage;

export class HttpError extends Error {
  /**
   * The answer's `code` and `params`, given with a message that holds values; otherwise
   * plugins/errors.ts looks the code up by the text. (Not `code`: an error's `code` is Node's and
   * PostgreSQL's.)
   */
  readonly messageCode?: MessageCode;
  readonly messageParams?: MessageParams;

  constructor(
    readonly statusCode: number,
    message: Refusal,
    readonly errors?: FieldErrors,
    /** Figures the client needs to act on the answer (e.g. what a confirmation would remove). */
    readonly details?: Record<string, number>,
  ) {
    super(typeof message === 'string' ? message : message.message);
    if (typeof message !== 'string') {
      this.messageCode = message.code;
      this.messageParams = message.params;
    }
  }
}

/** 429: answered with `Retry-After` (plugins/errors.ts). */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: Refusal,
  ) {
    super(429, message);
  }
}

const textOf = (message: Refusal) => (typeof message === 'string' ? message : message.message);

export const notFound = (message: Refusal) => new HttpError(404, message);
export const conflict = (message: Refusal) => new HttpError(409, message);
export const forbidden = (message: Refusal) => new HttpError(403, message);
/** A 422 naming the field at fault, shaped like a validation failure. */
export const invalidField = (field: string, message: Refusal) => new HttpError(422, message, { [field]: [textOf(message)] });

/** Throws 404 unless the record exists; returns it narrowed. */
export function found<T>(record: T | undefined | null, message: string): T {
  if (record === undefined || record === null) throw notFound(message);
  return record;
}
