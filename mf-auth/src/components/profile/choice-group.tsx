import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './profile-fields.css';

export interface Choice {
  value: string;
  label: string;
}

/** The legend of a group of fields: an asterisk when required, "Optional" otherwise (spec section 5). */
export function FieldLegend({ label, required }: { label: ReactNode; required?: boolean }) {
  const { t } = useTranslation('shared');
  return (
    <legend className="rk-field__label">
      {label}
      {required ? (
        <span className="rk-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className="rk-field__optional"> {t('field.optional')}</span>
      )}
    </legend>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export interface ChoiceGroupProps extends InputProps {
  label: string;
  choices: readonly Choice[];
  /** Checkboxes (several values) or radios (one). */
  kind: 'checkbox' | 'radio';
  error?: string | undefined;
}

/**
 * A fieldset of checkboxes or radios sharing one react-hook-form registration: spread
 * `register(name)` into it (the ref and handlers go to every input).
 */
export const ChoiceGroup = forwardRef<HTMLInputElement, ChoiceGroupProps>(function ChoiceGroup(
  { label, choices, kind, error, required, className, ...input },
  ref,
) {
  const errorId = useId();
  return (
    <fieldset
      className={['rk-field', 'rk-profile__choices', className ?? ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <FieldLegend label={label} required={required} />
      <div className="rk-profile__choice-list">
        {choices.map((choice) => (
          <label key={choice.value} className="rk-auth__choice">
            <input {...input} ref={ref} type={kind} value={choice.value} />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="rk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
