// Server-only: `PATCH /api/profile` (api/AUTH.md). The rules are the one definition in
// @raketa/shared/contracts (profile-patch.ts), which the profile page and onboarding validate with
// too; here only the English message of each code. Every field present is checked and each reports
// its first failing rule, so one answer lists everything to fix; nothing is saved unless all pass.
import { checkProfilePatch, PROFILE_LIMITS, type ProfilePatch } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

export const PROFILE_MESSAGES = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  invalid_type: 'This value has the wrong type',
  invalid_choice: 'Choose one of the offered options',
  duplicate: 'Each option can be listed only once',
  too_many: `At most ${PROFILE_LIMITS.languages} items`,
  invalid_url: 'Enter a web address starting with http:// or https://',
  invalid_host: 'This address does not lead to the expected site',
  invalid_amount: `Enter a whole number from 1 to ${PROFILE_LIMITS.salaryMax}`,
  unknown_field: 'This field is not known',
} as const;
export type ProfileErrorCode = keyof typeof PROFILE_MESSAGES;

export function validateProfilePatch(body: unknown): { ok: true; value: ProfilePatch } | { ok: false; errors: FieldError[] } {
  const result = checkProfilePatch(body);
  if (result.ok) return result;
  return {
    ok: false,
    // A code the schema could give but this patch's rules never do (none today) reads as a wrong value.
    errors: result.errors.map(({ field, code }) => {
      const known: ProfileErrorCode = code in PROFILE_MESSAGES ? (code as ProfileErrorCode) : 'invalid_type';
      return { field, code: known, message: PROFILE_MESSAGES[known] };
    }),
  };
}
