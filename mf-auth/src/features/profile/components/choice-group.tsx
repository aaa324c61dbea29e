import { FieldGroup } from '@raketa/shared';
import { forwardRef, type InputHTMLAttributes } from 'react';
import './profile-fields.css';

export interface Choice {
  value: string;
  label: string;
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
  return (
    <FieldGroup label={label} required={required} error={error} className={['rk-profile__choices', className ?? ''].filter(Boolean).join(' ')}>
      <div className="rk-profile__choice-list">
        {choices.map((choice) => (
          <label key={choice.value} className="rk-auth__choice">
            <input {...input} ref={ref} type={kind} value={choice.value} />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
});
