/**
 * The signed-in account's own company (api/EMPLOYERS.md, "Employer start"): `GET /api/me/company`
 * (null without one) and `POST /api/me/company` (multipart with the CSRF header). Every answer of
 * the creation comes back as a value the form shows; only a network failure throws.
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { array, create, enums, nullable, number, object, record, string, type Infer } from 'superstruct';
import { companyFormData, type CompanyValues } from '../lib/company-rules';

const Localized = object({ cs: string(), en: string() });

export const OwnCompany = object({
  '@id': string(),
  '@type': string(),
  id: number(),
  slug: string(),
  name: string(),
  logo: nullable(number()),
  shortDescription: Localized,
  description: Localized,
  size: string(),
  locations: array(string()),
  website: nullable(string()),
  socialLinks: record(string(), string()),
  contactEmail: string(),
  status: enums(['pending', 'approved']),
  approvedAt: nullable(string()),
  createdAt: string(),
});
export type OwnCompany = Infer<typeof OwnCompany>;

/** Keyed by the account: another account signing in on the page never sees this one's company. */
export const ownCompanyKey = (userId: number) => ['ownCompany', userId] as const;

const statusOf = (error: unknown) =>
  error instanceof Error && error.name === 'HTTPError' ? (error as Error & { response?: Response }).response?.status : undefined;

export async function getOwnCompany(): Promise<OwnCompany | null> {
  try {
    const body = await api.languageApi.get('api/me/company', { cache: 'no-store' }).json();
    return create(body, OwnCompany);
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
  if (response.ok) return { kind: 'created', company: create(await response.json(), OwnCompany) };
  const problem = await problemOf(response);
  if (problem.code === 'validation_failed' && problem.errors?.length) return { kind: 'invalid', errors: problem.errors };
  if (problem.code === 'company_exists') return { kind: 'exists' };
  if (problem.code === 'candidate_account_in_use') return { kind: 'candidateInUse' };
  return { kind: 'failed' };
}
