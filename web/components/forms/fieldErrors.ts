import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MutationMeta } from '@tanstack/react-query';
import { ApiError } from '../../api/client';

/**
 * Puts a refused request's field messages (`errors` of the server's answer, e.g. a 422's
 * 'The Email Has Already Been Taken') under the form's own fields (`fields`: the ones the form
 * shows), focusing the first. Returns true when every message found its field, so nothing is
 * left for a toast to say.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  const entries = Object.entries(error.errors).filter(([, messages]) => Array.isArray(messages) && messages[0]);
  let shown = 0;
  for (const [field, messages] of entries) {
    if (!fields.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown > 0 && shown === entries.length;
}

/**
 * The mutation `meta` of a form's save: the query client's error handler (web/api/queryClient.ts)
 * calls it first and toasts only what the fields could not show. `toastToo`: docs/product.md#messages asks for
 * the toast beside the field messages (the student profile).
 */
export function fieldErrorsMeta<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  { toastToo = false } = {},
) {
  return {
    showFieldErrors: (error: unknown) => showFieldErrors(error, setError, fields) && !toastToo,
  };
}

/** A mutation's options with the form's field-error handling added to its `meta`. */
export function withFieldErrors<O extends { meta?: MutationMeta }, T extends FieldValues>(
  options: O,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  settings?: { toastToo?: boolean },
): O {
  return { ...options, meta: { ...options.meta, ...fieldErrorsMeta(setError, fields, settings) } };
}
