import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** Field errors hold translation keys (rules and server errors alike); this shows one in the page's language. */
export const fieldError = (t: TFunction<'auth'>, error: FieldError | undefined): string | undefined =>
  error?.message ? t(error.message as never) : undefined;
