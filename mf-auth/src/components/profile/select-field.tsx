import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shared');
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={['rk-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="rk-field__label">
        {label}
        {required ? (
          <span className="rk-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="rk-field__optional"> {t('field.optional')}</span>
        )}
      </label>
      <select
        {...select}
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rk-field__input"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="rk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
