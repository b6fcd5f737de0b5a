/** Errors a service throws to answer with a status and a message (docs/product.md#api-conventions). */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Figures the client needs to act on the answer (e.g. what a confirmation would remove). */
    readonly details?: Record<string, number>,
  ) {
    super(message);
  }
}

/** 429: answered with `Retry-After` (plugins/errors.ts). */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** A 422 naming the field at fault, shaped like a validation failure. */
export const invalidField = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** Throws 404 unless the record exists; returns it narrowed. */
export function found<T>(record: T | undefined | null, message: string): T {
  if (record === undefined || record === null) throw notFound(message);
  return record;
}
