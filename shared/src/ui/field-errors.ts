/** A field error of an API's 422 answer (`errors[]` of a `validation_failed` problem). */
export interface ApiFieldError {
  field: string;
  code: string;
}

/** react-hook-form's `setError`, as far as this needs it (shared does not depend on react-hook-form). */
export type SetFieldError<F extends string> = (name: F, error: { type: 'server'; message: string }, options?: { shouldFocus: boolean }) => void;

/**
 * Puts an API's field errors on a form (spec section 5): each error on a field the form has
 * (`fieldOf`; null or undefined: not one of the form's) shows `messageOf(error)` at that field, and
 * the first one shown takes the focus. Returns how many were shown: with none, the caller shows
 * its general notice instead, so an answer is never lost.
 */
export function showFieldErrors<F extends string>(
  setError: SetFieldError<F>,
  errors: readonly ApiFieldError[],
  fieldOf: (error: ApiFieldError) => F | null | undefined,
  messageOf: (error: ApiFieldError) => string,
): number {
  let shown = 0;
  for (const error of errors) {
    const field = fieldOf(error);
    if (field === null || field === undefined) continue;
    setError(field, { type: 'server', message: messageOf(error) }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown;
}
