// Social sign-in (spec sections 3 and 7; api/AUTH.md): the services as they appear in
// /connect/{service}, and the codes a failed sign-in brings back to the login dialog in `?error=`.

export const SOCIAL_SERVICES = ['apple', 'linkedin', 'facebook', 'google'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const isSocialService = (value: unknown): value is SocialService =>
  typeof value === 'string' && (SOCIAL_SERVICES as readonly string[]).includes(value);

/** Where a sign-in with `service` starts; `back` is where it ends. */
export const socialSignInUrl = (service: SocialService, back: string): string => `/connect/${service}?${new URLSearchParams({ back }).toString()}`;

/** The UI has a text for each under `socialErrors`. */
export const SOCIAL_SIGN_IN_ERRORS = [
  'social_unavailable',
  'social_cancelled',
  'social_state_invalid',
  'social_failed',
  'social_email_missing',
  'social_account_exists',
  'social_identity_in_use',
] as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

/** `code` when it is one of the known errors, else null. */
export const socialSignInError = (code: string | null): SocialSignInError | null =>
  (SOCIAL_SIGN_IN_ERRORS as readonly (string | null)[]).includes(code) ? (code as SocialSignInError) : null;
