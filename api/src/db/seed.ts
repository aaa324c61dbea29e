// Server-only: fills an empty database with realistic bilingual companies and jobs.
// Deterministic (seeded PRNG); only timestamps follow `now`. Does nothing if companies exist.
import type { Db, Queryable } from './db';
import { benefitsCs, benefitsEn, seedCompanies, seedRoles } from './seed-data';
import type { SeedCompany, SeedRole } from './seed-data';

const SEED_LOCK_KEY = 7_245_113_211;
const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: tiny, fast, good enough for fake data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Random = ReturnType<typeof createRandom>;
type WorkMode = 'onsite' | 'hybrid' | 'remote';

const workModeCs: Record<WorkMode, string> = {
  onsite: 'práce v kanceláři',
  hybrid: 'hybridní režim, část týdne z domova',
  remote: 'plně na dálku',
};
const workModeEn: Record<WorkMode, string> = {
  onsite: 'on site',
  hybrid: 'hybrid, part of the week from home',
  remote: 'fully remote',
};

export interface SeedJob {
  companySlug: string;
  slug: string;
  language: 'cs' | 'en';
  title: string;
  description: string;
  fields: string[];
  seniority: SeedRole['seniority'];
  workMode: WorkMode;
  city: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: 'CZK' | 'EUR' | null;
  isHot: boolean;
  isTop: boolean;
  status: 'draft' | 'published' | 'closed';
  publishedAt: Date | null;
  validUntil: Date | null;
}

function salary(role: SeedRole, company: SeedCompany, random: Random) {
  if (!random.chance(0.75)) return { salaryMin: null, salaryMax: null, salaryCurrency: null };
  const [min, max] = role.salaryCzk;
  const spread = random.int(0, 2) * 5_000;
  if (company.currency === 'EUR') {
    const toEur = (czk: number) => Math.round(czk / 25 / 100) * 100;
    return { salaryMin: toEur(min + spread), salaryMax: toEur(max + spread), salaryCurrency: 'EUR' as const };
  }
  return { salaryMin: min + spread, salaryMax: max + spread, salaryCurrency: 'CZK' as const };
}

function jobDescription(role: SeedRole, company: SeedCompany, language: 'cs' | 'en', workMode: WorkMode, random: Random) {
  if (language === 'cs') {
    const benefits = random.shuffle(benefitsCs).slice(0, 4);
    return [
      `${company.name} hledá do týmu novou posilu na pozici ${role.titleCs}. ${company.aboutCs}`,
      `Co tě čeká: budeš ${role.dutiesCs}.`,
      `Co nabízíme: ${benefits.join(', ')}.`,
      `Místo výkonu práce: ${company.city}, ${workModeCs[workMode]}.`,
    ].join('\n\n');
  }
  const benefits = random.shuffle(benefitsEn).slice(0, 4);
  return [
    `${company.name} is looking for a ${role.titleEn} to join the team. ${company.aboutEn}`,
    `What you will do: ${role.dutiesEn}.`,
    `What we offer: ${benefits.join(', ')}.`,
    `Location: ${company.city}, ${workModeEn[workMode]}.`,
  ].join('\n\n');
}

/** The seed jobs, deterministic for a given `now` (only the dates move). */
export function buildSeedJobs(now: Date, seed = 20_240_601): SeedJob[] {
  const random = createRandom(seed);
  const jobs: SeedJob[] = [];
  const slugs = new Set<string>();

  for (const company of seedCompanies) {
    const count = random.int(3, 4);
    const roles = random.shuffle(seedRoles).slice(0, count);
    const englishChance = company.currency === 'EUR' ? 0.75 : 0.3;
    for (const role of roles) {
      const language = random.chance(englishChance) ? 'en' : 'cs';
      const title = language === 'cs' ? role.titleCs : role.titleEn;
      const workMode = random.pick<WorkMode>(['onsite', 'hybrid', 'hybrid', 'remote']);
      const roll = random.next();
      const status = roll < 0.05 ? 'draft' : roll < 0.1 ? 'closed' : 'published';
      const ageDays = status === 'closed' ? random.int(70, 120) : random.int(0, 35);
      const publishedAt =
        status === 'draft' ? null : new Date(now.getTime() - ageDays * DAY_MS - random.int(0, 23) * 3_600_000);

      let slug = slugify(`${title} ${company.slug}`);
      for (let n = 2; slugs.has(slug); n++) slug = slugify(`${title} ${company.slug} ${n}`);
      slugs.add(slug);

      jobs.push({
        companySlug: company.slug,
        slug,
        language,
        title,
        description: jobDescription(role, company, language, workMode, random),
        fields: role.fields,
        seniority: role.seniority,
        workMode,
        city: company.city,
        ...salary(role, company, random),
        isHot: random.chance(0.2),
        isTop: random.chance(0.12),
        status,
        publishedAt,
        validUntil: publishedAt ? new Date(publishedAt.getTime() + 60 * DAY_MS) : null,
      });
    }
  }
  return jobs;
}

async function insertAll(tx: Queryable, now: Date) {
  const companyIds = new Map<string, number>();
  for (const company of seedCompanies) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into companies (slug, name, short_description_cs, short_description_en, description_cs,
         description_en, founded_year, size, type, city, website)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        company.slug,
        company.name,
        company.shortCs,
        company.shortEn,
        company.aboutCs,
        company.aboutEn,
        company.foundedYear,
        company.size,
        company.type,
        company.city,
        company.website,
      ],
    );
    companyIds.set(company.slug, rows[0]!.id);
  }

  const jobs = buildSeedJobs(now);
  for (const job of jobs) {
    await tx.query(
      `insert into jobs (company_id, slug, language, title, description, fields, seniority, work_mode, city,
         salary_min, salary_max, salary_currency, is_hot, is_top, status, published_at, valid_until)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        companyIds.get(job.companySlug),
        job.slug,
        job.language,
        job.title,
        job.description,
        job.fields,
        job.seniority,
        job.workMode,
        job.city,
        job.salaryMin,
        job.salaryMax,
        job.salaryCurrency,
        job.isHot,
        job.isTop,
        job.status,
        job.publishedAt,
        job.validUntil,
      ],
    );
  }
  return { companies: seedCompanies.length, jobs: jobs.length };
}

export interface SeedResult {
  /** false when data was already present and nothing was written. */
  seeded: boolean;
  companies: number;
  jobs: number;
}

export async function seed(db: Db, options: { now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ present: boolean }>('select exists (select 1 from companies) as present');
    if (rows[0]?.present) return { seeded: false, companies: 0, jobs: 0 };
    return { seeded: true, ...(await insertAll(tx, now)) };
  });
}
