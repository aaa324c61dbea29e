/**
 * The signed-in account's own company (api/EMPLOYERS.md, "Employer start"): `GET /api/me/company`
 * (null without one), `POST /api/me/company` (the start form) and `PATCH /api/me/company` (the
 * console's profile page), multipart with the CSRF header. Answers are parsed with the contract's
 * struct; every answer of a save comes back as a value the form shows; only a network failure throws.
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import { parseOwnCompany, type OwnCompanyAnswer } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { companyFormData, type CompanyValues } from '../lib/company-rules';

export type OwnCompany = OwnCompanyAnswer;

/** Keyed by the account: another account signing in on the page never sees this one's company. */
export const ownCompanyKey = (userId: number) => ['ownCompany', userId] as const;

const statusOf = (error: unknown) =>
  error instanceof Error && error.name === 'HTTPError' ? (error as Error & { response?: Response }).response?.status : undefined;

export async function getOwnCompany(): Promise<OwnCompany | null> {
  try {
    const body = await api.languageApi.get('api/me/company', { cache: 'no-store' }).json();
    return parseOwnCompany(body);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const useOwnCompany = (userId: number) =>
  useQuery({ queryKey: ownCompanyKey(userId), queryFn: getOwnCompany, retry: (failures, error) => statusOf(error) !== 401 && failures < 2 });

export type CreateResult =
  | { kind: 'created'; company: OwnCompany }
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  | { kind: 'exists' }
  | { kind: 'candidateInUse' }
  | { kind: 'failed' };

export async function createOwnCompany(values: CompanyValues): Promise<CreateResult> {
  const response = await sendWithCsrf('post', 'api/me/company', { body: companyFormData(values) });
  if (response.ok) return { kind: 'created', company: parseOwnCompany(await response.json()) };
  const problem = await problemOf(response);
  if (problem.code === 'validation_failed' && problem.errors?.length) return { kind: 'invalid', errors: problem.errors };
  if (problem.code === 'company_exists') return { kind: 'exists' };
  if (problem.code === 'candidate_account_in_use') return { kind: 'candidateInUse' };
  return { kind: 'failed' };
}

export type UpdateResult =
  | { kind: 'saved'; company: OwnCompany }
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  | { kind: 'noCompany' }
  | { kind: 'failed' };

/** Saves the profile page's form (`PATCH /api/me/company`; its multipart body is the caller's). */
export async function updateOwnCompany(body: FormData): Promise<UpdateResult> {
  const response = await sendWithCsrf('patch', 'api/me/company', { body });
  if (response.ok) return { kind: 'saved', company: parseOwnCompany(await response.json()) };
  const problem = await problemOf(response);
  if (problem.code === 'validation_failed' && problem.errors?.length) return { kind: 'invalid', errors: problem.errors };
  if (problem.code === 'company_not_found') return { kind: 'noCompany' };
  return { kind: 'failed' };
}
