import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input: required fields carry an asterisk, optional ones the "Optional" label (spec section 5). */
export function Input({ label, error, required, id, className, ...rest }: InputProps) {
  const { t } = useTranslation('shared');
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={['rk-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="rk-field__label">
        {label}
        {required ? (
          <span className="rk-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="rk-field__optional"> {t('field.optional')}</span>
        )}
      </label>
      <input
        {...rest}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rk-field__input"
      />
      {error ? (
        <p id={errorId} className="rk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
