// The social sign-in services of spec section 3, as they appear in /connect/{service}.
export const SOCIAL_SERVICES = ['apple', 'linkedin', 'facebook', 'google'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const isSocialService = (value: unknown): value is SocialService =>
  typeof value === 'string' && (SOCIAL_SERVICES as readonly string[]).includes(value);

/**
 * Codes the login dialog shows after a failed social sign-in (`?error=`; api/AUTH.md).
 * The UI keeps the same list in mf-auth/src/features/auth-dialogs/lib/social.ts.
 */
export const SOCIAL_ERRORS = [
  'social_unavailable',
  'social_cancelled',
  'social_state_invalid',
  'social_failed',
  'social_email_missing',
  'social_account_exists',
  'social_identity_in_use',
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];
