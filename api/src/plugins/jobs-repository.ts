// Server-only: read access to job offers, decorated on the app as `jobsRepository`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { ITEMS_PER_PAGE, pageOffset } from '../lib/hydra';

export type JobLanguage = 'cs' | 'en';

export interface JobSummary {
  id: number;
  slug: string;
  language: JobLanguage;
  title: string;
  fields: string[];
  seniority: string;
  workMode: string;
  city: string;
  salary: { min: number | null; max: number | null; currency: string } | null;
  isHot: boolean;
  isTop: boolean;
  publishedAt: string;
  validUntil: string | null;
  company: { id: number; slug: string; name: string };
}

export interface Job extends JobSummary {
  description: string;
}

interface JobRow {
  id: number;
  slug: string;
  language: JobLanguage;
  title: string;
  description?: string;
  fields: string[];
  seniority: string;
  work_mode: string;
  city: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  is_hot: boolean;
  is_top: boolean;
  published_at: Date;
  valid_until: Date | null;
  company_id: number;
  company_slug: string;
  company_name: string;
}

const summaryColumns = `
  j.id, j.slug, j.language, j.title, j.fields, j.seniority, j.work_mode, j.city,
  j.salary_min, j.salary_max, j.salary_currency, j.is_hot, j.is_top, j.published_at, j.valid_until,
  c.id as company_id, c.slug as company_slug, c.name as company_name`;

function toSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    fields: row.fields,
    seniority: row.seniority,
    workMode: row.work_mode,
    city: row.city,
    salary:
      row.salary_currency === null
        ? null
        : { min: row.salary_min, max: row.salary_max, currency: row.salary_currency },
    isHot: row.is_hot,
    isTop: row.is_top,
    publishedAt: new Date(row.published_at).toISOString(),
    validUntil: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
    company: { id: row.company_id, slug: row.company_slug, name: row.company_name },
  };
}

export function createJobsRepository(db: Queryable) {
  return {
    /** Published offers, top first then newest. */
    async listPublished(options: { page: number; language?: JobLanguage | undefined; perPage?: number }) {
      const perPage = options.perPage ?? ITEMS_PER_PAGE;
      const language = options.language ?? null;
      const where = `j.status = 'published' and ($1::text is null or j.language = $1::text)`;
      const [{ rows: countRows }, { rows }] = await Promise.all([
        db.query<{ total: number }>(`select count(*)::int as total from jobs j where ${where}`, [language]),
        db.query<JobRow>(
          `select ${summaryColumns}
           from jobs j join companies c on c.id = j.company_id
           where ${where}
           order by j.is_top desc, j.published_at desc, j.id desc
           limit $2 offset $3`,
          [language, perPage, pageOffset(options.page, perPage)],
        ),
      ]);
      return { total: countRows[0]?.total ?? 0, items: rows.map(toSummary) };
    },

    async findPublished(id: number): Promise<Job | undefined> {
      const { rows } = await db.query<JobRow>(
        `select ${summaryColumns}, j.description
         from jobs j join companies c on c.id = j.company_id
         where j.id = $1 and j.status = 'published'`,
        [id],
      );
      const row = rows[0];
      return row && { ...toSummary(row), description: row.description ?? '' };
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    jobsRepository: JobsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('jobsRepository', createJobsRepository(app.db));
  },
  { name: 'jobs-repository', decorators: { fastify: ['db'] } },
);
