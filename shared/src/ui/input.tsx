import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input: required fields carry an asterisk, optional ones the "Optional" label (spec section 5). */
export function Input({ label, error, required, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} required={required} error={error} id={id} className={className}>
      {(control) => <input {...rest} {...control} required={required} className="rk-field__input" />}
    </Field>
  );
}
