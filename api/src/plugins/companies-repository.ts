// Server-only: read access to companies, decorated on the app as `companiesRepository`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { ITEMS_PER_PAGE, pageOffset } from '../lib/hydra';

export interface Localized {
  cs: string;
  en: string;
}

export interface CompanySummary {
  id: number;
  slug: string;
  name: string;
  shortDescription: Localized;
  foundedYear: number | null;
  size: string;
  type: string;
  city: string;
  website: string | null;
  /** Number of published job offers. */
  openJobs: number;
}

export interface Company extends CompanySummary {
  description: Localized;
}

interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  short_description_cs: string;
  short_description_en: string;
  description_cs?: string;
  description_en?: string;
  founded_year: number | null;
  size: string;
  type: string;
  city: string;
  website: string | null;
  open_jobs: number;
}

const summaryColumns = `
  c.id, c.slug, c.name, c.short_description_cs, c.short_description_en, c.founded_year, c.size, c.type,
  c.city, c.website,
  (select count(*)::int from jobs j where j.company_id = c.id and j.status = 'published') as open_jobs`;

function toSummary(row: CompanyRow): CompanySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortDescription: { cs: row.short_description_cs, en: row.short_description_en },
    foundedYear: row.founded_year,
    size: row.size,
    type: row.type,
    city: row.city,
    website: row.website,
    openJobs: row.open_jobs,
  };
}

export function createCompaniesRepository(db: Queryable) {
  return {
    /** Companies by name. */
    async list(options: { page: number; perPage?: number }) {
      const perPage = options.perPage ?? ITEMS_PER_PAGE;
      const [{ rows: countRows }, { rows }] = await Promise.all([
        db.query<{ total: number }>('select count(*)::int as total from companies'),
        db.query<CompanyRow>(
          `select ${summaryColumns} from companies c order by c.name, c.id limit $1 offset $2`,
          [perPage, pageOffset(options.page, perPage)],
        ),
      ]);
      return { total: countRows[0]?.total ?? 0, items: rows.map(toSummary) };
    },

    async find(id: number): Promise<Company | undefined> {
      const { rows } = await db.query<CompanyRow>(
        `select ${summaryColumns}, c.description_cs, c.description_en from companies c where c.id = $1`,
        [id],
      );
      const row = rows[0];
      return row && { ...toSummary(row), description: { cs: row.description_cs ?? '', en: row.description_en ?? '' } };
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companiesRepository: CompaniesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('companiesRepository', createCompaniesRepository(app.db));
  },
  { name: 'companies-repository', decorators: { fastify: ['db'] } },
);
