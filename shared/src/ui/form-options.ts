/**
 * Spec section 5, for every react-hook-form form of every app: a field is validated on blur, not on
 * every keystroke, and shows its first failing rule only. After a submit showed the errors, a field
 * is validated again as its value changes ("when its model value updates"): a fixed password or a
 * chosen topic drops its error at once instead of keeping it until blur (issue 22). Checkboxes and
 * radios, whose change is the user's decision, re-validate on change where they are registered.
 * (Plain data: shared does not depend on react-hook-form; the apps pass it to useForm.)
 */
export const FORM_OPTIONS = {
  mode: 'onBlur',
  reValidateMode: 'onChange',
  criteriaMode: 'firstError',
  shouldFocusError: true,
} as const;
