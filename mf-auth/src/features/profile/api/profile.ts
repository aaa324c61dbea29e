/**
 * The profile calls (api/AUTH.md, "Profile"), shared by the profile page and onboarding.
 * Refusals the page shows on a field (422, 413, 415, 429) come back as values; anything
 * else throws, and the query client's mutation cache shows the generic error toast.
 */
import { api, csrfHeader, problemOf, sendWithCsrf } from '@raketa/shared';
import type { CvInfo, Profile, ProfilePatch } from '@raketa/shared/account';
import { parseCvInfo, parseProfile } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';

export type { CvInfo, Profile, ProfilePatch };

/** One refused field: `field` as the API names it (`salary.amount`, `links.github`). */
export interface FieldProblem {
  field: string;
  code: string;
}

export type Refusal =
  | { kind: 'invalid'; errors: FieldProblem[] }
  /** 413/415 of a CV upload, 429 of a password check. */
  | { kind: 'refused'; code: string };

export const PROFILE_QUERY_KEY = ['profile'] as const;

export class UnexpectedProfileStatusError extends Error {
  constructor(readonly status: number) {
    super(`profile call answered ${status}`);
    this.name = 'UnexpectedProfileStatusError';
  }
}

export async function fetchProfile(): Promise<Profile> {
  // Checked against the answer's one definition (the schema the API serialises with).
  return parseProfile(await api.languageApi.get('api/profile', { cache: 'no-store' }).json());
}

/** The signed-in user's profile; pass `enabled: false` while nobody is signed in. */
export function useProfile(enabled = true) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled });
}

async function refusalOf(response: Response, refusedCodes: readonly string[]): Promise<Refusal> {
  const problem = await problemOf(response);
  if (response.status === 422 && problem.errors) return { kind: 'invalid', errors: problem.errors };
  if (problem.code && refusedCodes.includes(problem.code)) return { kind: 'refused', code: problem.code };
  throw new UnexpectedProfileStatusError(response.status);
}

/** `PATCH /api/profile`: the saved profile, or the refused fields (nothing saved then). */
export async function saveProfile(patch: ProfilePatch): Promise<{ kind: 'ok'; profile: Profile } | Refusal> {
  const response = await sendWithCsrf('patch', 'api/profile', { json: patch });
  if (response.ok) return { kind: 'ok', profile: parseProfile(await response.json()) };
  return refusalOf(response, []);
}

export const CV_REFUSALS = ['cv_too_large', 'cv_unsupported_type', 'cv_too_many_parts', 'cv_not_multipart'] as const;

/** `PUT /api/profile/cv`: replaces the CV with `file`. */
export async function uploadCv(file: File): Promise<{ kind: 'ok'; cv: CvInfo } | Refusal> {
  const body = new FormData();
  body.append('file', file, file.name);
  // Up to 5 MB on a slow connection.
  const response = await sendWithCsrf('put', 'api/profile/cv', { body, timeout: 120_000 });
  if (response.ok) return { kind: 'ok', cv: parseCvInfo(await response.json()) };
  return refusalOf(response, CV_REFUSALS);
}

export async function deleteCv(): Promise<void> {
  await api.languageApi.delete('api/profile/cv', { headers: await csrfHeader() });
}

/** Where the browser downloads the CV (same origin; the session cookie decides whose). */
export const CV_DOWNLOAD_PATH = '/api/profile/cv';

/** `POST /api/profile/password`: other sessions end, this one stays. */
export async function changePassword(passwords: { currentPassword: string; newPassword: string }): Promise<{ kind: 'ok' } | Refusal> {
  const response = await sendWithCsrf('post', 'api/profile/password', { json: passwords });
  if (response.ok) return { kind: 'ok' };
  return refusalOf(response, ['too_many_attempts']);
}

/** `DELETE /api/profile`: the account goes, with everything attached, and the session. */
export async function deleteAccount(confirmation: { password: string } | { confirmation: string }): Promise<{ kind: 'ok' } | Refusal> {
  const response = await sendWithCsrf('delete', 'api/profile', { json: confirmation });
  if (response.ok) return { kind: 'ok' };
  return refusalOf(response, ['too_many_attempts']);
}
