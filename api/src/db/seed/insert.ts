// Server-only: writes the built seed in batches. Each batch is one statement over
// `jsonb_to_recordset` of a single parameter, so thousands of rows cost a handful of round trips
// on PGlite and PostgreSQL alike (JSON arrays become text[] columns by the record's type).
import type { Queryable } from '../db';
import type { SeedData } from './build';
import type { SeedImage } from './svg';

const BATCH = 500;

function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Reserves `count` ids of a serial column, in order, so rows can reference each other before insert. */
async function reserveIds(tx: Queryable, table: string, count: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence($1, 'id'))::int as id from generate_series(1, $2) order by 1`,
    [table, count],
  );
  return rows.map((row) => row.id);
}

export async function insertSeed(tx: Queryable, data: SeedData): Promise<void> {
  // Five images per company, in order: logo, cover, three photos.
  const images: SeedImage[] = data.companies.flatMap((company) => [company.logo, company.cover, ...company.photos.map((photo) => photo.image)]);
  const imageIds = await reserveIds(tx, 'images', images.length);
  const imageRows = images.map((image, index) => ({
    id: imageIds[index],
    content_type: image.contentType,
    svg: image.svg,
    width: image.width,
    height: image.height,
  }));
  for (const batch of batches(imageRows)) {
    await tx.query(
      `insert into images (id, content_type, data, width, height)
       select id, content_type, convert_to(svg, 'UTF8'), width, height
       from jsonb_to_recordset($1::jsonb) as r(id int, content_type text, svg text, width int, height int)`,
      [JSON.stringify(batch)],
    );
  }

  const companyIds = await reserveIds(tx, 'companies', data.companies.length);
  const idBySlug = new Map<string, number>();
  const companyRows = data.companies.map((company, index) => {
    const id = companyIds[index]!;
    idBySlug.set(company.slug, id);
    return {
      id,
      slug: company.slug,
      name: company.name,
      short_cs: company.shortCs,
      short_en: company.shortEn,
      description_cs: company.descriptionCs,
      description_en: company.descriptionEn,
      founded_year: company.foundedYear,
      size: company.size,
      type: company.type,
      website: company.website,
      logo_image_id: imageIds[index * 5],
      cover_image_id: imageIds[index * 5 + 1],
      locations: company.locations,
      fields: company.fields,
      social_links: company.socialLinks,
      benefits: company.benefits,
      technologies: company.technologies,
      contact_email: company.contactEmail,
    };
  });
  for (const batch of batches(companyRows)) {
    await tx.query(
      `insert into companies (id, slug, name, short_description_cs, short_description_en, description_cs, description_en,
         founded_year, size, type, website, logo_image_id, cover_image_id, locations, fields, social_links, benefits,
         technologies, contact_email)
       select id, slug, name, short_cs, short_en, description_cs, description_en, founded_year, size, type, website,
         logo_image_id, cover_image_id, locations, fields, social_links, benefits, technologies, contact_email
       from jsonb_to_recordset($1::jsonb) as r(id int, slug text, name text, short_cs text, short_en text,
         description_cs text, description_en text, founded_year int, size text, type text, website text,
         logo_image_id int, cover_image_id int, locations text[], fields text[], social_links jsonb, benefits text[],
         technologies text[], contact_email text)`,
      [JSON.stringify(batch)],
    );
  }

  const photoRows = data.companies.flatMap((company, index) =>
    company.photos.map((photo, position) => ({
      company_id: companyIds[index],
      position,
      image_id: imageIds[index * 5 + 2 + position],
      caption_cs: photo.captionCs,
      caption_en: photo.captionEn,
    })),
  );
  for (const batch of batches(photoRows)) {
    await tx.query(
      `insert into company_photos (company_id, position, image_id, caption_cs, caption_en)
       select company_id, position, image_id, caption_cs, caption_en
       from jsonb_to_recordset($1::jsonb) as r(company_id int, position int, image_id int, caption_cs text, caption_en text)`,
      [JSON.stringify(batch)],
    );
  }

  const jobRows = data.jobs.map((job) => ({
    company_id: idBySlug.get(job.companySlug),
    slug: job.slug,
    language: job.language,
    title: job.title,
    description: job.description,
    fields: job.fields,
    seniority: job.seniority,
    job_types: job.jobTypes,
    work_mode: job.workMode,
    locations: job.locations,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_period: job.salaryPeriod,
    benefits: job.benefits,
    technologies: job.technologies,
    is_hot: job.isHot,
    is_top: job.isTop,
    status: job.status,
    published_at: job.publishedAt?.toISOString() ?? null,
    valid_until: job.validUntil?.toISOString() ?? null,
  }));
  for (const batch of batches(jobRows)) {
    await tx.query(
      `insert into jobs (company_id, slug, language, title, description, fields, seniority, job_types, work_mode, locations,
         salary_min, salary_max, salary_currency, salary_period, benefits, technologies, is_hot, is_top, status,
         published_at, valid_until)
       select company_id, slug, language, title, description, fields, seniority, job_types, work_mode, locations,
         salary_min, salary_max, salary_currency, salary_period, benefits, technologies, is_hot, is_top, status,
         published_at, valid_until
       from jsonb_to_recordset($1::jsonb) as r(company_id int, slug text, language text, title text, description text,
         fields text[], seniority text, job_types text[], work_mode text, locations text[], salary_min int, salary_max int,
         salary_currency text, salary_period text, benefits text[], technologies text[], is_hot boolean, is_top boolean,
         status text, published_at timestamptz, valid_until timestamptz)`,
      [JSON.stringify(batch)],
    );
  }
}
