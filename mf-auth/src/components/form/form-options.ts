import type { FieldValues, UseFormProps } from 'react-hook-form';

/**
 * Spec section 5: a field is validated on blur and on change, not on every keystroke
 * (also after a submit), and shows its first failing rule only. Checkboxes and radios,
 * whose change is the user's decision, re-validate on change where they are registered.
 */
export const FORM_OPTIONS = {
  mode: 'onBlur',
  reValidateMode: 'onBlur',
  criteriaMode: 'firstError',
  shouldFocusError: true,
} as const satisfies UseFormProps<FieldValues>;
