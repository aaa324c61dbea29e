/**
 * What the apply form takes from the signed-in candidate's profile (`GET /api/profile`, api/AUTH.md
 * "Profile"): the LinkedIn link to prefill and the stored CV to offer. A visitor asks nothing.
 */
import { api } from '@raketa/shared';
import { profileSchema, toStruct, type Profile } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

export interface ApplyProfile {
  links: Pick<Profile['links'], 'linkedin'>;
  cv: Profile['cv'];
}

// The two parts of the profile's one definition (the rest of the answer is ignored).
const { links, cv } = profileSchema.properties;
const ApplyProfile: Struct<ApplyProfile> = toStruct({
  type: 'object',
  required: ['links', 'cv'],
  properties: { links: { type: 'object', required: ['linkedin'], properties: { linkedin: links.properties.linkedin } }, cv },
});

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
