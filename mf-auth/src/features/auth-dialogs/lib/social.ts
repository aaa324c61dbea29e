/** Social sign-in services (spec section 3) and the address that starts each (spec section 7). */
export const SOCIAL_SERVICES = ['apple', 'linkedin', 'facebook', 'google'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const socialSignInUrl = (service: SocialService, back: string): string =>
  `/connect/${service}?${new URLSearchParams({ back }).toString()}`;

/**
 * Codes a failed social sign-in brings back to the login dialog in `?error=` (api/AUTH.md; the API
 * keeps the same list in api/src/social/services.ts). Each has its text under `socialErrors`.
 */
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

export const socialSignInError = (code: string | null): SocialSignInError | null =>
  (SOCIAL_SIGN_IN_ERRORS as readonly (string | null)[]).includes(code) ? (code as SocialSignInError) : null;
