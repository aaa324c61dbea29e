import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSteadyWhilePressed } from './steady-while-pressed';

/** After a field's label: an asterisk when required, the "Optional" label otherwise (spec section 5). */
export function FieldMark({ required }: { required?: boolean | undefined }) {
  const { t } = useTranslation('shared');
  return required ? (
    <span className="rk-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : (
    <span className="rk-field__optional"> {t('field.optional')}</span>
  );
}

/**
 * A field's error message as every form shows it. Give it the error as validation has it now: while a
 * pointer is pressed it keeps showing what it showed when the press began (steady-while-pressed.ts),
 * so a press on "Send" that moves the focus, and so validates the field left, cannot move the button.
 */
export function FieldErrorMessage({ id, error }: { id?: string | undefined; error: string | undefined }) {
  const shown = useSteadyWhilePressed(error);
  return shown ? (
    <p id={id} className="rk-field__error" role="alert">
      {shown}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="rk-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** What the control of a `Field` needs: its id, and the link to the error it shows. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  required?: boolean | undefined;
  /** The error shown below the control (already translated). */
  error?: string | undefined;
  /** The control's id; generated when absent. */
  id?: string | undefined;
  className?: string | undefined;
  /** Renders the control with `control`'s attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

/** One labelled control (input, select) with its mark and error, as every form shows them. */
export function Field({ label, required, error, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const shown = useSteadyWhilePressed(error);
  return (
    <div className={classes('rk-field', className)}>
      <label htmlFor={controlId} className="rk-field__label">
        {label}
        <FieldMark required={required} />
      </label>
      {children({ id: controlId, 'aria-invalid': shown ? true : undefined, 'aria-describedby': shown ? errorId : undefined })}
      <FieldError id={errorId} error={shown} />
    </div>
  );
}

export interface FieldGroupProps {
  label: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** A group of controls (checkboxes, radios) under one legend; the fieldset carries the error. */
export function FieldGroup({ label, required, error, className, children }: FieldGroupProps) {
  const errorId = useId();
  const shown = useSteadyWhilePressed(error);
  return (
    <fieldset className={classes('rk-field', className)} aria-invalid={shown ? true : undefined} aria-describedby={shown ? errorId : undefined}>
      <legend className="rk-field__label">
        {label}
        <FieldMark required={required} />
      </legend>
      {children}
      <FieldError id={errorId} error={shown} />
    </fieldset>
  );
}
