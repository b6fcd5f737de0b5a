import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';

/**
 * Puts a 422's field messages under the form's own fields (`fields`: the ones the form shows).
 * Returns true when at least one landed, so the caller can skip the toast.
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Path<T>[]) {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (!fields.includes(field as Path<T>) || !messages[0]) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
