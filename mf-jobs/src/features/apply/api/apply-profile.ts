/**
 * What the apply form takes from the signed-in candidate's profile (`GET /api/profile`, api/AUTH.md
 * "Profile"): the LinkedIn link to prefill and the stored CV to offer. A visitor asks nothing.
 */
import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create, nullable, number, string, type, type Infer } from 'superstruct';

// `type()` ignores the rest of the profile.
const ApplyProfile = type({
  links: type({ linkedin: nullable(string()) }),
  cv: nullable(type({ fileName: string(), mediaType: string(), size: number(), uploadedAt: string() })),
});
export type ApplyProfile = Infer<typeof ApplyProfile>;

/** Per user (not mf-auth's `['profile']`, which holds the whole profile): another sign-in asks again. */
export const APPLY_PROFILE_KEY = ['apply-profile'] as const;

async function fetchApplyProfile(): Promise<ApplyProfile> {
  return create(await api.languageApi.get('api/profile', { cache: 'no-store' }).json(), ApplyProfile);
}

/** The profile of the signed-in user (`userId`), or nothing for a visitor (`null`). */
export function useApplyProfile(userId: number | null) {
  return useQuery({
    queryKey: [...APPLY_PROFILE_KEY, userId],
    queryFn: fetchApplyProfile,
    enabled: userId !== null,
    // The form works without it (type the link, upload a file): one retry, not the default backoff.
    retry: 1,
  });
}
