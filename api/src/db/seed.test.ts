import { createHash } from 'node:crypto';
import {
  BENEFITS,
  COMPANY_SIZES,
  COMPANY_TYPES,
  FIELD_CODES,
  JOB_TYPES,
  LOCATIONS,
  SENIORITIES,
  SOCIAL_LINK_KINDS,
  TECHNOLOGY_CODES,
  WORK_MODES,
  isFieldCode,
  topField,
} from '@raketa/shared/jobs';
import { FIELDS_OF_INTEREST } from '@raketa/shared/account';
import type { Db } from './db';
import { migrate } from './migrate';
import { buildSeed, seed, slugify, type SeedData } from './seed';
import { escapeHtml } from './seed/build';
import { initials } from './seed/svg';
import { createTestDb, testDrivers } from '../testing/test-db';

const DAY_MS = 24 * 60 * 60 * 1000;
const CZECH_LETTERS = /[áčďéěíňóřšťúůýž]/i;
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'li', 'strong']);

/** Problems with a description's markup: tags outside the allowed set, attributes, unescaped text. */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(match[1]!)) problems.push(`tag ${match[1]}`);
    if (match[2]!.trim()) problems.push(`attributes ${match[2]}`);
  }
  const text = html.replace(/<\/?[a-z0-9]+>/g, '');
  if (/[<>]/.test(text)) problems.push('raw < or > in text');
  if (/&(?!(amp|lt|gt|quot|#39);)/.test(text)) problems.push('unescaped &');
  return problems;
}

const share = (items: readonly unknown[], predicate: (index: number) => boolean) =>
  items.filter((_, index) => predicate(index)).length / items.length;

describe('seed data', () => {
  const now = new Date('2025-03-01T10:00:00Z');
  let data: SeedData;
  beforeAll(() => {
    data = buildSeed(now);
  });

  it('is deterministic for a given date, and only the dates follow it', () => {
    const digest = (value: SeedData) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    expect(digest(buildSeed(now))).toBe(digest(data));

    const later = buildSeed(new Date(now.getTime() + 5 * DAY_MS));
    const withoutDates = (value: SeedData) => ({
      companies: value.companies,
      jobs: value.jobs.map(({ publishedAt: _published, validUntil: _valid, ...job }) => job),
    });
    expect(digest(withoutDates(later) as SeedData)).toBe(digest(withoutDates(data) as SeedData));
    expect(later.jobs[0]!.publishedAt!.getTime() - data.jobs[0]!.publishedAt!.getTime()).toBe(5 * DAY_MS);
  });

  it('has at least 300 companies and 5,000 jobs with unique slugs', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(300);
    expect(data.jobs.length).toBeGreaterThanOrEqual(5_000);
    expect(new Set(data.companies.map((company) => company.slug)).size).toBe(data.companies.length);
    expect(new Set(data.companies.map((company) => company.name)).size).toBe(data.companies.length);
    expect(new Set(data.jobs.map((job) => job.slug)).size).toBe(data.jobs.length);
    for (const company of data.companies) expect(company.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const job of data.jobs) expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the hand-written companies', () => {
    const cmelak = data.companies.find((company) => company.slug === 'cmelak-security');
    expect(cmelak).toMatchObject({ name: 'Čmelák Security', locations: ['praha'], website: 'https://cmelak.example' });
    expect(cmelak!.shortCs).toContain('Kybernetick');
    expect(cmelak!.descriptionCs).toContain('NIS2');
  });

  it('gives every company complete bilingual data with valid codes', () => {
    for (const company of data.companies) {
      for (const text of [company.shortCs, company.shortEn, company.descriptionCs, company.descriptionEn]) {
        expect(text.length).toBeGreaterThan(20);
        expect(text).not.toMatch(/[{}]/); // no placeholder left unfilled
      }
      expect(company.descriptionCs).not.toBe(company.descriptionEn);
      expect(COMPANY_SIZES).toContain(company.size);
      expect(COMPANY_TYPES).toContain(company.type);
      expect(company.foundedYear).toBeGreaterThanOrEqual(1990);
      expect(company.foundedYear).toBeLessThanOrEqual(2025);
      expect(company.locations.length).toBeGreaterThanOrEqual(1);
      expect(company.locations.length).toBeLessThanOrEqual(3);
      expect(new Set(company.locations).size).toBe(company.locations.length);
      for (const code of company.locations) expect(LOCATIONS).toContain(code);
      expect(company.fields.length).toBeGreaterThan(0);
      for (const code of company.fields) expect(FIELDS_OF_INTEREST).toContain(code);
      expect(company.technologies.length).toBeGreaterThan(0);
      for (const code of company.technologies) expect(TECHNOLOGY_CODES).toContain(code);
      expect(company.benefits.length).toBeGreaterThanOrEqual(3);
      for (const code of company.benefits) expect(BENEFITS).toContain(code);
      for (const kind of Object.keys(company.socialLinks)) expect(SOCIAL_LINK_KINDS).toContain(kind);
      expect(company.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(company.contactEmail).toBe(`jobs@${company.slug}.example`);
      expect(company.photos).toHaveLength(3);
      for (const photo of company.photos) expect(photo.captionCs && photo.captionEn).toBeTruthy();
    }
    expect(share(data.companies, (i) => Object.keys(data.companies[i]!.socialLinks).length > 0)).toBeGreaterThan(0.7);
    expect(share(data.companies, (i) => Object.keys(data.companies[i]!.socialLinks).length < SOCIAL_LINK_KINDS.length)).toBeGreaterThan(0.9);
  });

  it('draws self-contained SVG images: initials on the logo, shapes elsewhere', () => {
    expect(initials('Mlýnek Pay')).toBe('MP');
    expect(initials('Čmelák Security')).toBe('ČS');
    expect(initials('Sklárna.ai')).toBe('SA');
    expect(initials('Orbitra')).toBe('O');
    for (const company of data.companies) {
      const images = [company.logo, company.cover, ...company.photos.map((photo) => photo.image)];
      for (const image of images) {
        expect(image.contentType).toBe('image/svg+xml');
        expect(image.svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}"`));
        expect(image.svg.endsWith('</svg>')).toBe(true);
        // The only URL is the SVG namespace; no links, scripts, external fonts or images.
        expect(image.svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href|<script|<image|<foreignObject|@import|\son[a-z]+=/i);
      }
      const texts = [...company.logo.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      expect(texts).toEqual([initials(company.name)]);
      for (const image of [company.cover, ...company.photos.map((photo) => photo.image)]) expect(image.svg).not.toContain('<text');
    }
    const logos = new Set(data.companies.map((company) => company.logo.svg));
    expect(logos.size).toBeGreaterThan(data.companies.length * 0.9);
  });

  it('writes only valid codes on every job', () => {
    // Collected rather than asserted one by one: thousands of expect() calls would dominate the run.
    const companies = new Map(data.companies.map((company) => [company.slug, company]));
    const problems: string[] = [];
    const check = (ok: boolean, job: { slug: string }, what: string) => {
      if (!ok) problems.push(`${job.slug}: ${what}`);
    };
    const within = (values: readonly string[], allowed: readonly string[]) => values.every((value) => allowed.includes(value));
    for (const job of data.jobs) {
      const company = companies.get(job.companySlug);
      check(company !== undefined, job, 'company');
      // A top-level field plus one or two of its specialisations (co-founder has none).
      const [top, ...specialisations] = job.fields;
      check((FIELDS_OF_INTEREST as readonly string[]).includes(top!), job, 'top-level field');
      check(specialisations.length <= 2 && (top === 'cofounder' || specialisations.length >= 1), job, 'specialisation count');
      check(
        specialisations.every((code) => isFieldCode(code) && code !== top && topField(code) === top),
        job,
        'specialisations',
      );
      check(company?.fields.includes(top as never) ?? false, job, 'field of the company');
      check((SENIORITIES as readonly string[]).includes(job.seniority), job, 'seniority');
      check((WORK_MODES as readonly string[]).includes(job.workMode), job, 'work mode');
      check(job.jobTypes.length > 0 && within(job.jobTypes, JOB_TYPES), job, 'job types');
      check(job.locations.length >= 1 && job.locations.length <= 2 && within(job.locations, LOCATIONS), job, 'locations');
      check(within(job.technologies, TECHNOLOGY_CODES), job, 'technologies');
      check(within(job.benefits, company?.benefits ?? []), job, 'benefits of the company');
      check((job.salaryPeriod === null) === (job.salaryCurrency === null), job, 'salary period iff currency');
      check((job.salaryCurrency === null) === (job.salaryMin === null && job.salaryMax === null), job, 'currency iff amount');
      check(job.salaryMin === null || job.salaryMax === null || job.salaryMin <= job.salaryMax, job, 'salary range');
      check(!job.salaryCurrency || job.jobTypes[0] !== 'contract' || job.salaryPeriod === 'hour', job, 'contracts paid by the hour');
      check(!job.jobTypes.includes('internship') || job.seniority === 'junior', job, 'interns are juniors');
      check(job.salaryPeriod !== 'year' || job.jobTypes[0] === 'full-time', job, 'yearly pay only for full-time');
    }
    expect(problems).toEqual([]);
    expect(FIELD_CODES.filter((code) => code.includes('.')).every((code) => data.jobs.some((job) => job.fields.includes(code)))).toBe(true);
  });

  it('mostly advertises in Czech with proper diacritics, in English for international companies', () => {
    const czech = data.jobs.filter((job) => job.language === 'cs');
    expect(czech.length / data.jobs.length).toBeGreaterThan(0.62);
    expect(czech.length / data.jobs.length).toBeLessThan(0.78);
    expect(share(czech, (i) => CZECH_LETTERS.test(czech[i]!.title))).toBeGreaterThan(0.5);
    expect(czech.map((job) => job.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Seniorní|Senior) .*ář/)]));
    expect(czech.some((job) => /\(Node\.js\)$/.test(job.title))).toBe(true);
    const english = data.jobs.filter((job) => job.language === 'en');
    expect(english.every((job) => !CZECH_LETTERS.test(job.title))).toBe(true);
    const euro = data.jobs.filter((job) => job.salaryCurrency === 'EUR');
    expect(share(euro, (i) => euro[i]!.language === 'en')).toBeGreaterThan(0.5);
    expect(new Set(data.jobs.map((job) => job.title)).size).toBeGreaterThan(500);
  });

  it('writes safe descriptions in the job’s language from a small set of tags', () => {
    const problems = data.jobs.flatMap((job) => {
      const found = markupProblems(job.description);
      if (!job.description.startsWith('<p>')) found.push('starts without a paragraph');
      if (!job.description.includes(job.language === 'cs' ? '<h3>Co tě čeká</h3>' : '<h3>What you will do</h3>')) found.push('language');
      if (!job.description.includes(escapeHtml(job.title))) found.push('title');
      if (job.salaryCurrency && !/<p><strong>(Mzda|Salary):<\/strong> /.test(job.description)) found.push('salary');
      return found.map((problem) => `${job.slug}: ${problem}`);
    });
    expect(problems).toEqual([]);
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    expect(markupProblems('<p onclick="x">a</p><script></script>')).toEqual(expect.arrayContaining(['attributes  onclick="x"', 'tag script']));
    expect(markupProblems('<p>a < b &c</p>')).toEqual(['raw < or > in text', 'unescaped &']);
  });

  it('spreads statuses, dates, salaries and flags like a live board', () => {
    const jobs = data.jobs;
    const expired = (i: number) => jobs[i]!.status === 'published' && jobs[i]!.validUntil! < now;
    expect(share(jobs, (i) => jobs[i]!.status === 'draft')).toBeGreaterThan(0.015);
    expect(share(jobs, (i) => jobs[i]!.status === 'draft')).toBeLessThan(0.05);
    expect(share(jobs, (i) => jobs[i]!.status === 'closed')).toBeGreaterThan(0.03);
    expect(share(jobs, (i) => jobs[i]!.status === 'closed')).toBeLessThan(0.07);
    expect(share(jobs, expired)).toBeGreaterThan(0.015);
    expect(share(jobs, expired)).toBeLessThan(0.05);
    const badDates = jobs.filter((job) =>
      job.status === 'draft'
        ? job.publishedAt !== null || job.validUntil !== null
        : !job.publishedAt ||
          job.publishedAt.getTime() > now.getTime() ||
          job.publishedAt.getTime() <= now.getTime() - 60 * DAY_MS ||
          job.validUntil!.getTime() - job.publishedAt.getTime() !== 30 * DAY_MS,
    );
    expect(badDates.map((job) => job.slug)).toEqual([]);
    const withSalary = jobs.filter((job) => job.salaryCurrency);
    expect(withSalary.length / jobs.length).toBeGreaterThan(0.68);
    expect(withSalary.length / jobs.length).toBeLessThan(0.82);
    expect(share(withSalary, (i) => withSalary[i]!.salaryCurrency === 'CZK' && withSalary[i]!.salaryPeriod === 'month')).toBeGreaterThan(0.6);
    for (const period of ['month', 'year', 'hour']) expect(withSalary.some((job) => job.salaryPeriod === period)).toBe(true);
    expect(withSalary.some((job) => job.salaryCurrency === 'EUR')).toBe(true);
    expect(share(jobs, (i) => jobs[i]!.isHot)).toBeGreaterThan(0.1);
    expect(share(jobs, (i) => jobs[i]!.isHot)).toBeLessThan(0.2);
    expect(share(jobs, (i) => jobs[i]!.isTop)).toBeGreaterThan(0.05);
    expect(share(jobs, (i) => jobs[i]!.isTop)).toBeLessThan(0.11);
    expect(share(jobs, (i) => jobs[i]!.jobTypes.includes('full-time'))).toBeGreaterThan(0.7);
    for (const type of JOB_TYPES) expect(jobs.some((job) => job.jobTypes.includes(type))).toBe(true);
  });

  it('slugifies Czech text to ASCII', () => {
    expect(slugify('Senior vývojář Node.js')).toBe('senior-vyvojar-node-js');
    expect(slugify('Čmelák Security')).toBe('cmelak-security');
  });
});

describe.each(testDrivers)('seed on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver, { migrated: true });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const counts = async () => {
    const { rows } = await db.query<{ companies: number; jobs: number; images: number; photos: number }>(
      `select (select count(*)::int from companies) as companies, (select count(*)::int from jobs) as jobs,
         (select count(*)::int from images) as images, (select count(*)::int from company_photos) as photos`,
    );
    return rows[0]!;
  };
  /** Distinct values of an array column that are not in `allowed`. */
  const unknownCodes = async (table: string, column: string, allowed: readonly string[]) => {
    const { rows } = await db.query<{ code: string }>(`select distinct unnest(${column}) as code from ${table} except select unnest($1::text[])`, [
      allowed,
    ]);
    return rows.map((row) => row.code);
  };

  it('fills an empty database with companies, images and jobs', async () => {
    const result = await seed(db);
    expect(result).toEqual({ seeded: true, companies: expect.any(Number), jobs: expect.any(Number) });
    expect(result.companies).toBeGreaterThanOrEqual(300);
    expect(result.jobs).toBeGreaterThanOrEqual(5_000);
    expect(await counts()).toEqual({ companies: result.companies, jobs: result.jobs, images: result.companies * 5, photos: result.companies * 3 });

    const { rows: cmelak } = await db.query<{ name: string; contact_email: string; locations: string[] }>(
      "select name, contact_email, locations from companies where slug = 'cmelak-security'",
    );
    expect(cmelak[0]).toEqual({ name: 'Čmelák Security', contact_email: 'jobs@cmelak-security.example', locations: ['praha'] });

    // Every company points at its own logo and cover, and has three photos of its own.
    const { rows: broken } = await db.query<{ slug: string }>(
      `select c.slug from companies c
       left join images logo on logo.id = c.logo_image_id
       left join images cover on cover.id = c.cover_image_id
       where logo.id is null or cover.id is null or logo.id = cover.id
          or (select count(*) from company_photos p where p.company_id = c.id) <> 3`,
    );
    expect(broken).toEqual([]);
    const { rows: images } = await db.query<{ content_type: string; svg: boolean; sized: boolean }>(
      `select distinct content_type, convert_from(data, 'UTF8') like '<svg %</svg>' as svg, width > 0 and height > 0 as sized from images`,
    );
    expect(images).toEqual([{ content_type: 'image/svg+xml', svg: true, sized: true }]);
  });

  it('stores only codes of @raketa/shared/jobs', async () => {
    expect(await unknownCodes('jobs', 'fields', FIELD_CODES)).toEqual([]);
    expect(await unknownCodes('jobs', 'locations', LOCATIONS)).toEqual([]);
    expect(await unknownCodes('jobs', 'job_types', JOB_TYPES)).toEqual([]);
    expect(await unknownCodes('jobs', 'technologies', TECHNOLOGY_CODES)).toEqual([]);
    expect(await unknownCodes('jobs', 'benefits', BENEFITS)).toEqual([]);
    expect(await unknownCodes('companies', 'fields', FIELDS_OF_INTEREST)).toEqual([]);
    expect(await unknownCodes('companies', 'locations', LOCATIONS)).toEqual([]);
    expect(await unknownCodes('companies', 'technologies', TECHNOLOGY_CODES)).toEqual([]);
    expect(await unknownCodes('companies', 'benefits', BENEFITS)).toEqual([]);
    const { rows } = await db.query<{ bad: number }>(
      `select count(*)::int as bad from jobs
       where not (seniority = any($1::text[])) or not (work_mode = any($2::text[]))
          or cardinality(fields) not between 1 and 3 or cardinality(locations) not between 1 and 2
          or exists (select 1 from unnest(fields[2:]) as f where split_part(f, '.', 1) <> fields[1] or f = fields[1])`,
      [SENIORITIES, WORK_MODES],
    );
    expect(rows[0]!.bad).toBe(0);
  });

  it('stores safe descriptions, Czech titles with diacritics and filled search columns', async () => {
    const { rows } = await db.query<{ unsafe: number; czech: number; english: number; unsearchable: number }>(
      `select
         count(*) filter (where description ~* '<(script|iframe|style|img|a)\\M|\\son[a-z]+\\s*=|javascript:')::int as unsafe,
         count(*) filter (where language = 'cs' and title ~ '[áčďéěíňóřšťúůýž]')::int as czech,
         count(*) filter (where language = 'en')::int as english,
         count(*) filter (where search_document is null or search_title = '')::int as unsearchable
       from jobs`,
    );
    expect(rows[0]!.unsafe).toBe(0);
    expect(rows[0]!.czech).toBeGreaterThan(1_500);
    expect(rows[0]!.english).toBeGreaterThan(500);
    expect(rows[0]!.unsearchable).toBe(0);
    // The folded search finds a Czech title typed without diacritics.
    const { rows: found } = await db.query<{ total: number }>(
      "select count(*)::int as total from jobs where search_document @@ to_tsquery('simple', 'vyvojar:*')",
    );
    expect(found[0]!.total).toBeGreaterThan(100);
  });

  it('leaves most jobs open now and a few expired', async () => {
    const { rows } = await db.query<{ open: number; expired: number; total: number }>(
      `select count(*) filter (where status = 'published' and valid_until > now())::int as open,
              count(*) filter (where status = 'published' and valid_until <= now())::int as expired,
              count(*)::int as total
       from jobs`,
    );
    expect(rows[0]!.open / rows[0]!.total).toBeGreaterThan(0.8);
    expect(rows[0]!.expired / rows[0]!.total).toBeGreaterThan(0.015);
    expect(rows[0]!.expired / rows[0]!.total).toBeLessThan(0.05);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await counts();
    expect(await seed(db)).toEqual({ seeded: false, companies: 0, jobs: 0 });
    expect(await counts()).toEqual(before);
  });

  it('adds the skill tests to a database that already has companies, once', async () => {
    const tests = async () => (await db.query<{ n: number }>('select count(*)::int as n from tests')).rows[0]!.n;
    expect(await tests()).toBe(3);
    await db.query('delete from tests');
    await seed(db);
    expect(await tests()).toBe(3);
    await seed(db);
    expect(await tests()).toBe(3);
  });
});
