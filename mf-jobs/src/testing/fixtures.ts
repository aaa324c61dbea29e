import type { CompanyProfile, CompanySummary, JobDetail, JobFacets, JobSummary } from '@raketa/shared/jobs';
// ---- Job detail and apply (features/job-detail, features/apply) ------------------------------

/** `GET /api/jobs/42` as the API answers it (api/JOBS.md). */
export function detailJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    '@id': '/api/jobs/42',
    '@type': 'Job',
    id: 42,
    slug: 'senior-backend-developer',
    language: 'en',
    title: 'Senior Backend Developer',
    company: {
      '@id': '/api/companies/acme',
      id: 7,
      slug: 'acme',
      name: 'Acme Rockets',
      logo: 11,
      shortDescription: { cs: 'Stavíme rakety.', en: 'We build rockets.' },
      size: '11-50',
      type: 'growth',
      website: 'https://acme.example',
      locations: ['praha'],
    },
    fields: ['development.backend'],
    seniority: 'senior',
    jobTypes: ['full-time', 'contract'],
    workMode: 'hybrid',
    locations: ['praha', 'bratislava'],
    salary: { min: 90000, max: 120000, currency: 'CZK', period: 'month' },
    technologies: ['typescript', 'postgresql'],
    isHot: true,
    isTop: false,
    publishedAt: '2026-11-02T09:00:00.000Z',
    validUntil: '2026-12-31T23:59:59.000Z',
    updatedAt: '2026-11-05T14:30:00.000Z',
    description: '<p>Build <strong>launch</strong> systems.</p>',
    benefits: ['home-office'],
    ...overrides,
  } as JobDetail;
}

/** One job of `GET /api/jobs/{id}/similar`. */
export function similarJob(id: number, title: string): JobSummary {
  const { description: _description, benefits: _benefits, updatedAt: _updatedAt, company, ...summary } = detailJob();
  return {
    ...summary,
    '@id': `/api/jobs/${id}`,
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    company: { '@id': company['@id'], id: company.id, slug: company.slug, name: company.name, logo: company.logo },
  };
}

/** The similar-jobs collection of `jobs`. */
export const similarJobsPage = (jobs: JobSummary[]) => ({ 'hydra:member': jobs, 'hydra:totalItems': jobs.length });

/** The 410 of a closed job (api/JOBS.md). */
export const CLOSED_JOB_BODY = {
  type: 'urn:raketa:problem:job_closed',
  title: 'Gone',
  status: 410,
  code: 'job_closed',
  job: { id: 42, slug: 'senior-backend-developer', title: 'Senior Backend Developer', company: { slug: 'acme', name: 'Acme Rockets' } },
};

/** A signed-in candidate as `GET /api/me` answers. */
export const CANDIDATE = {
  id: 5,
  type: 'candidate',
  name: 'Jana Nováková',
  email: 'jana@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;

// ---- Companies (features/company-list, company-profile, companies-following) -----------------

/** One company of `GET /api/companies` (api/JOBS.md). */
export function companySummary(overrides: Partial<CompanySummary> = {}): CompanySummary {
  return {
    '@id': '/api/companies/acme',
    '@type': 'Company',
    id: 7,
    slug: 'acme',
    name: 'Acme Rockets',
    logo: 11,
    shortDescription: { cs: 'Stavíme rakety.', en: 'We build rockets.' },
    size: '11-50',
    type: 'growth',
    locations: ['praha', 'brno'],
    fields: ['development'],
    technologies: ['typescript'],
    openJobs: 3,
    ...overrides,
  };
}

/** `GET /api/companies/acme`. */
export function companyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    ...companySummary(),
    description: { cs: 'Rakety pro každého.\n\nMáme kancelář v Praze.', en: 'Rockets for everyone.\n\nWe have an office in Prague.' },
    foundedYear: 2019,
    cover: 12,
    website: 'https://www.acme.example/',
    socialLinks: { linkedin: 'https://www.linkedin.com/company/acme', github: 'https://github.com/acme' },
    benefits: ['home-office', 'esop'],
    photos: [
      { image: 21, caption: { cs: 'Naše kancelář', en: 'Our office' } },
      { image: 22, caption: { cs: 'Start rakety', en: 'A launch' } },
    ],
    followers: 41,
    ...overrides,
  };
}

/** A job of a company's list (`GET /api/jobs?company=acme`). */
export function companyJob(id: number, title: string, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    '@id': `/api/jobs/${id}`,
    '@type': 'Job',
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    language: 'en',
    title,
    company: { '@id': '/api/companies/acme', id: 7, slug: 'acme', name: 'Acme Rockets', logo: 11 },
    fields: ['development.backend'],
    seniority: 'senior',
    jobTypes: ['full-time'],
    workMode: 'hybrid',
    locations: ['praha'],
    salary: null,
    technologies: ['typescript'],
    isHot: false,
    isTop: false,
    publishedAt: '2026-11-10T09:00:00.000Z',
    validUntil: null,
    ...overrides,
  };
}

/** A Hydra collection of `members` (`total` when there are more pages). */
export const collection = <T>(members: T[], total = members.length) => ({ 'hydra:member': members, 'hydra:totalItems': total });

// ---- Job list and saved jobs (features/job-list, features/saved-jobs) -----------------------

/** One job of `GET /api/jobs` (api/JOBS.md). */
export function listJob(id: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    '@id': `/api/jobs/${id}`,
    '@type': 'Job',
    id,
    slug: `job-${id}`,
    language: 'cs',
    title: `Job ${id}`,
    company: { '@id': '/api/companies/acme', id: 7, slug: 'acme', name: 'Acme Rockets', logo: null },
    fields: ['development.backend'],
    seniority: 'medior',
    jobTypes: ['full-time'],
    workMode: 'hybrid',
    locations: ['praha'],
    salary: { min: 60000, max: 80000, currency: 'CZK', period: 'month' },
    technologies: ['typescript'],
    isHot: false,
    isTop: false,
    publishedAt: '2026-11-02T09:00:00.000Z',
    validUntil: null,
    ...overrides,
  };
}

/** Facets with every count zero but `counts` (e.g. `{ locations: { praha: 12 } }`). */
export function jobFacets(counts: Partial<JobFacets> = {}): JobFacets {
  return { fields: {}, locations: {}, workModes: {}, seniorities: {}, jobTypes: {}, technologies: {}, languages: {}, ...counts };
}

/** A `GET /api/jobs` page: `jobs`, the total (default: their number) and the facets (with `facets=true`). */
export function jobListPage(jobs: JobSummary[], { total = jobs.length, facets = jobFacets() as JobFacets | undefined } = {}) {
  return {
    '@id': '/api/jobs',
    'hydra:member': jobs,
    'hydra:totalItems': total,
    'hydra:view': { '@id': '/api/jobs?page=1' },
    ...(facets ? { 'raketa:facets': facets } : {}),
  };
}
