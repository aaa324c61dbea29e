/** Social sign-in services (spec section 3) and the address that starts each (spec section 7). */
export const SOCIAL_SERVICES = ['apple', 'linkedin', 'facebook', 'google'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const socialSignInUrl = (service: SocialService, back: string): string =>
  `/connect/${service}?${new URLSearchParams({ back }).toString()}`;
