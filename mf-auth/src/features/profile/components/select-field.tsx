import { Field } from '@raketa/shared';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { Choice } from './choice-group';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  choices: readonly Choice[];
  /** The text of an empty first option (nothing chosen), if any. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled select in the manner of the shared Input (asterisk or "Optional", error below). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, choices, placeholder, error, required, id, className, ...select },
  ref,
) {
  return (
    <Field label={label} required={required} error={error} id={id} className={className}>
      {(control) => (
        <select {...select} ref={ref} {...control} required={required} className="rk-field__input">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
