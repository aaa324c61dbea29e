import { Input, type InputProps } from '@raketa/shared';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './field-error';

export type PasswordFieldProps = Omit<InputProps, 'label' | 'error' | 'type' | 'autoComplete'> & {
  error: FieldError | undefined;
  /** `current-password` to sign in or prove who one is, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
  /** Defaults to "Password"; forms with more than one password field name each. */
  label?: string;
};

/** A required password field; spread the form's `register(name, rules)` into it. */
export function PasswordField({ error, label, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return <Input label={label ?? t('fields.password')} type="password" required error={fieldError(t, error)} {...input} />;
}
