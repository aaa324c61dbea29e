// Server-only: read access to companies (api/JOBS.md, "Companies"), decorated on the app as
// `companiesRepository`. Open-job counts use the caller's `now`, like the job list.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CompanyProfile, CompanySummary } from '@raketa/shared/jobs';
import { COMPANIES_PER_PAGE } from '@raketa/shared/jobs';
import type { Queryable } from '../db/db';
import { pageOffset } from '../lib/hydra';
import { containsPattern, type CompanySearch } from '../jobs/company-search';
import { SqlParams, expandFields } from '../jobs/job-search';
import { companySummaryColumns, localizedColumn, publicCompanyCondition, toCompanySummary, type CompanyRow } from '../jobs/company-summary';
import { openJobCondition } from '../jobs/job-summary';

interface CompanyProfileRow extends CompanyRow {
  description_cs: string;
  description_en: string;
  founded_year: number | null;
  cover_image_id: number | null;
  website: string | null;
  social_links: CompanyProfile['socialLinks'];
  benefits: string[];
  followers: number;
}

export function createCompaniesRepository(db: Queryable) {
  return {
    /** One page of companies, those with open jobs first, then by name. */
    async list(search: CompanySearch, now: Date): Promise<{ total: number; items: CompanySummary[] }> {
      const params = new SqlParams();
      const conditions: string[] = [publicCompanyCondition('c')];
      // Every word must appear in the folded name or short descriptions (trigram index on search_text).
      for (const word of search.q?.split(' ') ?? []) {
        conditions.push(`c.search_text like raketa_fold(${params.add(containsPattern(word))}::text)`);
      }
      if (search.fields.length) conditions.push(`c.fields && ${params.add(expandFields(search.fields))}::text[]`);
      if (search.locations.length) conditions.push(`c.locations && ${params.add(search.locations)}::text[]`);
      if (search.sizes.length) conditions.push(`c.size = any(${params.add(search.sizes)}::text[])`);
      if (search.hiring) {
        conditions.push(`exists (select 1 from jobs j where j.company_id = c.id and ${openJobCondition('j', params.add(now.toISOString()))})`);
      }
      const where = `where ${conditions.join(' and ')}`;
      const countValues = [...params.values];
      const nowParam = params.add(now.toISOString());
      const limit = params.add(COMPANIES_PER_PAGE);
      const offset = params.add(pageOffset(search.page, COMPANIES_PER_PAGE));
      const [{ rows: countRows }, { rows }] = await Promise.all([
        db.query<{ total: number }>(`select count(*)::int as total from companies c ${where}`, countValues),
        db.query<CompanyRow>(
          `select * from (select ${companySummaryColumns(nowParam)} from companies c ${where}) c
           order by (c.open_jobs > 0) desc, c.name, c.id limit ${limit} offset ${offset}`,
          params.values,
        ),
      ]);
      return { total: countRows[0]?.total ?? 0, items: rows.map(toCompanySummary) };
    },

    async findBySlug(slug: string, now: Date): Promise<CompanyProfile | undefined> {
      const { rows } = await db.query<CompanyProfileRow>(
        `select ${companySummaryColumns('$2')},
           ${localizedColumn('c', 'description', 'cs')} as description_cs, ${localizedColumn('c', 'description', 'en')} as description_en,
           c.founded_year, c.cover_image_id, c.website, c.social_links, c.benefits,
           (select count(*)::int from company_follows f where f.company_id = c.id) as followers
         from companies c where c.slug = $1 and ${publicCompanyCondition('c')}`,
        [slug, now.toISOString()],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { rows: photos } = await db.query<{ image_id: number; caption_cs: string; caption_en: string }>(
        'select image_id, caption_cs, caption_en from company_photos where company_id = $1 order by position',
        [row.id],
      );
      return {
        ...toCompanySummary(row),
        description: { cs: row.description_cs, en: row.description_en },
        foundedYear: row.founded_year,
        cover: row.cover_image_id,
        website: row.website,
        socialLinks: row.social_links,
        benefits: row.benefits,
        photos: photos.map((photo) => ({ image: photo.image_id, caption: { cs: photo.caption_cs, en: photo.caption_en } })),
        followers: row.followers,
      };
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
