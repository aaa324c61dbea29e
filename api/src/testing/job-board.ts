// Test-only: companies and jobs a test writes itself, with defaults for every column it does not
// care about, so each test states only what it checks (instead of depending on the seed).
import type { Queryable } from '../db/db';

export interface CompanyRow {
  slug: string;
  name: string;
  shortCs: string;
  shortEn: string;
  size: string;
  type: string;
  locations: string[];
  fields: string[];
  technologies: string[];
  benefits: string[];
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

export async function insertCompany(db: Queryable, values: Partial<CompanyRow> = {}): Promise<{ id: number; slug: string }> {
  const slug = values.slug ?? `company-${unique()}`;
  const { rows } = await db.query<{ id: number }>(
    `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en,
       founded_year, size, type, website, locations, fields, technologies, benefits)
     values ($1, $2, $3, $4, $3, $4, 2020, $5, $6, null, $7, $8, $9, $10) returning id`,
    [
      slug,
      values.name ?? `Company ${slug}`,
      values.shortCs ?? 'Krátký popis',
      values.shortEn ?? 'A short description',
      values.size ?? '11-50',
      values.type ?? 'early-stage',
      values.locations ?? ['praha'],
      values.fields ?? ['development'],
      values.technologies ?? [],
      values.benefits ?? [],
    ],
  );
  return { id: rows[0]!.id, slug };
}

export interface JobRow {
  companyId: number;
  slug: string;
  language: 'cs' | 'en';
  title: string;
  description: string;
  fields: string[];
  seniority: 'junior' | 'medior' | 'senior';
  jobTypes: string[];
  workMode: 'onsite' | 'hybrid' | 'remote';
  locations: string[];
  salary: { min: number | null; max: number | null; currency: 'CZK' | 'EUR'; period: 'month' | 'year' | 'hour' } | null;
  technologies: string[];
  benefits: string[];
  isHot: boolean;
  isTop: boolean;
  status: 'draft' | 'published' | 'closed';
  publishedAt: Date | null;
  validUntil: Date | null;
}

/** A published, open job unless `values` say otherwise. */
export async function insertJob(db: Queryable, values: Partial<JobRow> & { companyId: number }): Promise<{ id: number; slug: string }> {
  const slug = values.slug ?? `job-${unique()}`;
  const status = values.status ?? 'published';
  const publishedAt = values.publishedAt !== undefined ? values.publishedAt : status === 'draft' ? null : new Date();
  const salary = values.salary === undefined ? null : values.salary;
  const { rows } = await db.query<{ id: number }>(
    `insert into jobs (company_id, slug, language, title, description, fields, seniority, job_types, work_mode, locations,
       salary_min, salary_max, salary_currency, salary_period, technologies, benefits, is_hot, is_top, status,
       published_at, valid_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) returning id`,
    [
      values.companyId,
      slug,
      values.language ?? 'cs',
      values.title ?? 'Vývojář',
      values.description ?? '<p>Popis pozice.</p>',
      values.fields ?? ['development'],
      values.seniority ?? 'medior',
      values.jobTypes ?? ['full-time'],
      values.workMode ?? 'hybrid',
      values.locations ?? ['praha'],
      salary?.min ?? null,
      salary?.max ?? null,
      salary?.currency ?? null,
      salary?.period ?? null,
      values.technologies ?? [],
      values.benefits ?? [],
      values.isHot ?? false,
      values.isTop ?? false,
      status,
      publishedAt,
      values.validUntil ?? null,
    ],
  );
  return { id: rows[0]!.id, slug };
}
