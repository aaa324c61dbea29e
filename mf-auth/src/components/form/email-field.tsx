import { Input, type InputProps } from '@raketa/shared';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './field-error';

export type EmailFieldProps = Omit<InputProps, 'label' | 'error' | 'type'> & { error: FieldError | undefined };

/**
 * The required e-mail field of the sign-in, sign-up and new-password forms; spread the form's
 * `register(name, rules)` into it and pass `autoComplete` (`username` where it names the account).
 */
export function EmailField({ error, ...input }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return <Input label={t('fields.email')} type="email" required error={fieldError(t, error)} {...input} />;
}
