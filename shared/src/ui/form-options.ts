/**
 * Spec section 5, for every react-hook-form form of every app: a field is validated on blur and on
 * change, not on every keystroke (also after a submit), and shows its first failing rule only.
 * Checkboxes and radios, whose change is the user's decision, re-validate on change where they are
 * registered. (Plain data: shared does not depend on react-hook-form; the apps pass it to useForm.)
 */
export const FORM_OPTIONS = {
  mode: 'onBlur',
  reValidateMode: 'onBlur',
  criteriaMode: 'firstError',
  shouldFocusError: true,
} as const;
