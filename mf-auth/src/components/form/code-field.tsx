import { Input, type InputProps } from '@raketa/shared';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_RULES, validateWith } from '../../lib/validation';
import { fieldError } from './field-error';

/** The registration rules of a code field: `register('code', CODE_FIELD_RULES)`. */
export const CODE_FIELD_RULES = { validate: validateWith(TWO_FACTOR_RULES.code) };

export type CodeFieldProps = Omit<InputProps, 'label' | 'error'> & { error: FieldError | undefined };

/**
 * The required field of a two-factor code, as the sign-in dialog and the settings forms ask for
 * it; spread `register('code', CODE_FIELD_RULES)` into it.
 */
export function CodeField({ error, ...input }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  return <Input label={t('fields.code')} autoComplete="one-time-code" required error={fieldError(t, error)} {...input} />;
}
