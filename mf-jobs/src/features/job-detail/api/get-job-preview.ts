/**
 * The company console's preview of its own job (`companyConsoleJobPreview`): the job as its company's
 * team has it (`GET /api/me/company/jobs/{id}`, api/CONSOLE.md) and the company (`GET /api/me/company`,
 * with its kind from its public profile while it has one), put together as the public job page's
 * `JobDetail`, so the preview renders with the same components and the same JSON-LD builder.
 */
import { api } from '@raketa/shared';
import { DEFAULT_LISTING_DAYS, ownJobSchema, parseOwnCompany, toStruct, type OwnCompanyAnswer, type OwnJob } from '@raketa/shared/contracts';
import { COMPANY_TYPES, type CompanyType, type JobDetail } from '@raketa/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const OwnJobStruct: Struct<OwnJob, unknown> = toStruct(ownJobSchema);
const DAY_MS = 86_400_000;

export type PreviewAnswer =
  | { kind: 'job'; job: JobDetail; status: OwnJob['status'] }
  /** Not this company's job (or none). */
  | { kind: 'missing' }
  /** The account is in no company (a candidate): the preview is for a company's team. */
  | { kind: 'notMember' };

/**
 * The job as a candidate would get it from `GET /api/jobs/{id}` once published: a job not published
 * yet is shown as if published `now` for the listing's usual days; what a draft leaves empty stays empty.
 */
export function previewDetail(job: OwnJob, company: OwnCompanyAnswer, type: CompanyType, now: Date): JobDetail {
  const salary = job.salary;
  const publishedAt = job.publishedAt ?? now.toISOString();
  return {
    '@id': `/api/jobs/${job.id}`,
    '@type': 'Job',
    id: job.id,
    slug: job.slug,
    language: job.language ?? 'cs',
    title: job.title,
    company: {
      '@id': `/api/companies/${company.slug}`,
      id: company.id,
      slug: company.slug,
      name: company.name,
      logo: company.logo,
      shortDescription: company.shortDescription,
      size: company.size,
      type,
      website: company.website,
      locations: company.locations,
    },
    fields: job.fields,
    // A draft's unset codes: nothing to name (the page shows the empty value as it would any unknown code).
    seniority: (job.seniority ?? '') as JobDetail['seniority'],
    jobTypes: job.jobTypes as JobDetail['jobTypes'],
    workMode: (job.workMode ?? '') as JobDetail['workMode'],
    locations: job.locations,
    // The public page shows a range once it has a currency and a period (the API's rule for a job).
    salary:
      salary && salary.currency && salary.period && (salary.min !== null || salary.max !== null)
        ? { min: salary.min, max: salary.max, currency: salary.currency, period: salary.period }
        : null,
    technologies: job.technologies,
    isHot: false,
    isTop: false,
    publishedAt,
    validUntil: job.validUntil ?? new Date(new Date(publishedAt).getTime() + DEFAULT_LISTING_DAYS * DAY_MS).toISOString(),
    updatedAt: job.updatedAt < publishedAt ? publishedAt : job.updatedAt,
    description: job.description,
    benefits: job.benefits,
  };
}

async function companyType(slug: string): Promise<CompanyType> {
  const response = await api.coreApi.get(`api/companies/${encodeURIComponent(slug)}`, { throwHttpErrors: false, retry: 0 }).catch(() => null);
  const body = response?.ok ? ((await response.json()) as { type?: unknown }) : null;
  return COMPANY_TYPES.includes(body?.type as CompanyType) ? (body!.type as CompanyType) : COMPANY_TYPES[0];
}

export async function getJobPreview(id: number): Promise<PreviewAnswer> {
  const response = await api.languageApi.get(`api/me/company/jobs/${id}`, { cache: 'no-store', throwHttpErrors: false });
  if (response.status === 404) return { kind: 'missing' };
  if (response.status === 403) return { kind: 'notMember' };
  if (!response.ok) throw new Error(`GET api/me/company/jobs/${id} answered ${response.status}`);
  const job = create(await response.json(), OwnJobStruct);
  const company = parseOwnCompany(await api.languageApi.get('api/me/company', { cache: 'no-store' }).json());
  return { kind: 'job', job: previewDetail(job, company, await companyType(company.slug), new Date()), status: job.status };
}

/** Keyed by the account, never fresh for long: the preview follows the editor's saves. */
export const useJobPreview = (userId: number, id: number) =>
  useQuery({ queryKey: ['jobPreview', userId, id] as const, queryFn: () => getJobPreview(id), staleTime: 0 });
