// Server-only: a company row as the `CompanySummary` of @raketa/shared/jobs (api/JOBS.md), for the
// company list and the followed companies.
import type { CompanySummary } from '@raketa/shared/jobs';
import { companyIri, openJobCondition } from './job-summary';

export interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  logo_image_id: number | null;
  short_description_cs: string;
  short_description_en: string;
  size: CompanySummary['size'];
  type: CompanySummary['type'];
  locations: string[];
  fields: string[];
  technologies: string[];
  open_jobs: number;
}

/** A company the public may see: approved by an admin (api/EMPLOYERS.md); a new one waits. */
export const publicCompanyCondition = (alias: string) => `${alias}.approved_at is not null`;

/** A text of one language, or the other language's where a company wrote only one (api/EMPLOYERS.md). */
export const localizedColumn = (alias: string, column: string, language: 'cs' | 'en') =>
  `coalesce(nullif(${alias}.${column}_${language}, ''), ${alias}.${column}_${language === 'cs' ? 'en' : 'cs'})`;

/** Columns `toCompanySummary` reads from `companies c`; `now` is the timestamptz parameter for open jobs. */
export const companySummaryColumns = (now: string) => `
  c.id, c.slug, c.name, c.logo_image_id,
  ${localizedColumn('c', 'short_description', 'cs')} as short_description_cs,
  ${localizedColumn('c', 'short_description', 'en')} as short_description_en, c.size, c.type,
  c.locations, c.fields, c.technologies,
  (select count(*)::int from jobs j where j.company_id = c.id and ${openJobCondition('j', now)}) as open_jobs`;

export function toCompanySummary(row: CompanyRow): CompanySummary {
  return {
    '@id': companyIri(row.slug),
    '@type': 'Company',
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: row.logo_image_id,
    shortDescription: { cs: row.short_description_cs, en: row.short_description_en },
    size: row.size,
    type: row.type,
    locations: row.locations,
    fields: row.fields,
    technologies: row.technologies,
    openJobs: row.open_jobs,
  };
}
