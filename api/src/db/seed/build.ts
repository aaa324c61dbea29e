// Server-only: combines the hand-written material into the seed's rows, deterministically (one
// mulberry32 stream; only dates follow `now`). Pure: no database here (see insert.ts).
import {
  BENEFITS,
  SOCIAL_LINK_KINDS,
  TECHNOLOGIES,
  topField,
  type Benefit,
  type CompanySize,
  type CompanyType,
  type Currency,
  type JobLanguage,
  type JobSalaryPeriod,
  type JobStatus,
  type JobType,
  type Location,
  type Seniority,
  type SocialLinkKind,
  type Technology,
  type WorkMode,
} from '@raketa/shared/jobs';
import type { FieldOfInterest } from '@raketa/shared/account';
import { seedCompanies, type SeedCompany } from '../seed-data';
import { CULTURE, HEADQUARTERS, HIRING, NAME_STEMS, PHOTO_CAPTIONS, PLACES, STORIES, TEAM_BY_SIZE, TRACTION } from './company-parts';
import {
  CLOSINGS,
  EXPERIENCE,
  HEADINGS,
  INTERNSHIP_TITLE,
  INTROS,
  JOB_TYPE_TEXT,
  LANGUAGE_SKILL,
  OFFER_TEXT,
  SALARY_TEXT,
  SENIORITY_PREFIX,
  WORK_MODE_TEXT,
} from './job-parts';
import { createRandom, slugify, type Random } from './random';
import { ROLES, SPECIALISATION_TEXT, type Role, type TechPool } from './roles';
import { SECTORS, SECTOR_KEYS, type Bilingual, type SectorKey } from './sectors';
import { coverSvg, logoSvg, photoSvg, type SeedImage } from './svg';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings last 30 days. */
export const LISTING_DAYS = 30;
/** Generated companies besides the hand-written ones. */
const GENERATED_COMPANIES = 300;
/** Jobs in all; spread over companies by size. */
const JOB_TARGET = 5_200;

export interface SeedCompanyRow {
  slug: string;
  name: string;
  shortCs: string;
  shortEn: string;
  descriptionCs: string;
  descriptionEn: string;
  foundedYear: number;
  size: CompanySize;
  type: CompanyType;
  locations: Location[];
  fields: FieldOfInterest[];
  technologies: Technology[];
  benefits: Benefit[];
  socialLinks: Partial<Record<SocialLinkKind, string>>;
  website: string;
  contactEmail: string;
  logo: SeedImage;
  cover: SeedImage;
  photos: { image: SeedImage; captionCs: string; captionEn: string }[];
}

export interface SeedJob {
  companySlug: string;
  slug: string;
  language: JobLanguage;
  title: string;
  /** Safe HTML: only <p>, <h3>, <ul>, <li>, <strong>, every interpolated text escaped. */
  description: string;
  fields: string[];
  seniority: Seniority;
  jobTypes: JobType[];
  workMode: WorkMode;
  locations: Location[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: Currency | null;
  salaryPeriod: JobSalaryPeriod | null;
  technologies: Technology[];
  benefits: Benefit[];
  isHot: boolean;
  isTop: boolean;
  status: JobStatus;
  publishedAt: Date | null;
  validUntil: Date | null;
}

export interface SeedData {
  companies: SeedCompanyRow[];
  jobs: SeedJob[];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The company's engineering stack; roles take their technologies from it. */
interface Stack {
  backend: Technology[];
  frontend: Technology[];
  cloud: Technology;
  infra: Technology[];
  tools: Technology[];
}

/** What the generator knows about a company beyond its row. */
interface CompanyPlan {
  row: SeedCompanyRow;
  sector: SectorKey;
  stack: Stack;
  /** Share of its jobs advertised in English. */
  english: number;
  currency: Currency;
  /** Foreign headquarters pay more and often state yearly salaries. */
  foreignPay: boolean;
}

const BACKENDS: Technology[][] = [
  ['nodejs', 'typescript'],
  ['nodejs', 'typescript'],
  ['python', 'django'],
  ['python', 'django'],
  ['java'],
  ['kotlin', 'java'],
  ['go'],
  ['php'],
  ['dotnet'],
  ['ruby'],
  ['rust'],
];
const FRONTENDS: Technology[][] = [
  ['react', 'typescript'],
  ['react', 'typescript'],
  ['vue', 'typescript'],
  ['angular', 'typescript'],
  ['react', 'javascript'],
];

function planStack(sector: SectorKey, size: CompanySize, random: Random): Stack {
  const big = size !== '1-10' && size !== '11-50';
  return {
    backend: random.pick(BACKENDS),
    frontend: random.pick(FRONTENDS),
    cloud: random.pick<Technology>(['aws', 'aws', 'gcp', 'azure']),
    infra: ['docker', ...(big || random.chance(0.4) ? (['kubernetes'] as const) : []), ...(random.chance(0.5) ? (['terraform'] as const) : [])],
    tools: random.sample(SECTORS[sector].tools, random.int(1, SECTORS[sector].tools.length)),
  };
}

function companyTechnologies(stack: Stack): Technology[] {
  const all = [...stack.backend, ...stack.frontend, 'postgresql' as const, stack.cloud, ...stack.infra, ...stack.tools];
  return [...new Set(all)];
}

const SIZES: CompanySize[] = ['1-10', '11-50', '11-50', '51-200', '51-200', '11-50', '1-10', '201-500', '51-200', '500+'];

function socialLinks(slug: string, developerHeavy: boolean, random: Random): Partial<Record<SocialLinkKind, string>> {
  const handle = slug.replace(/-/g, '');
  const chances: Record<SocialLinkKind, number> = { linkedin: 0.85, facebook: 0.4, instagram: 0.35, x: 0.25, github: developerHeavy ? 0.6 : 0.15 };
  const urls: Record<SocialLinkKind, string> = {
    linkedin: `https://www.linkedin.com/company/${slug}`,
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
    x: `https://x.com/${handle}`,
    github: `https://github.com/${handle}`,
  };
  const links: Partial<Record<SocialLinkKind, string>> = {};
  for (const kind of SOCIAL_LINK_KINDS) if (random.chance(chances[kind])) links[kind] = urls[kind];
  return links;
}

function otherLocations(headquarters: Location, size: CompanySize, random: Random): Location[] {
  const extra = size === '1-10' ? 0 : random.weighted([0, 1, 2], (n) => [5, 3, size === '11-50' ? 0 : 2][n]!);
  const candidates: Location[] = PLACES[headquarters].domestic
    ? ['praha', 'brno', 'ostrava', 'plzen', 'bratislava', 'berlin']
    : ['praha', 'brno', 'bratislava', 'vienna', 'berlin', 'london'];
  return random.sample(
    candidates.filter((code) => code !== headquarters),
    extra,
  );
}

/** Long description: paragraphs separated by a blank line, both languages from the same choices. */
function longDescription(
  parts: Bilingual[][],
  values: Record<string, string | number>,
  placeValues: { cs: Record<string, string>; en: Record<string, string> },
) {
  const join = (language: 'cs' | 'en') =>
    parts.map((paragraph) => paragraph.map((part) => fill(part[language], { ...values, ...placeValues[language] })).join(' ')).join('\n\n');
  return { cs: join('cs'), en: join('en') };
}

function finishCompany(
  base: Omit<
    SeedCompanyRow,
    'descriptionCs' | 'descriptionEn' | 'fields' | 'technologies' | 'benefits' | 'socialLinks' | 'contactEmail' | 'logo' | 'cover' | 'photos'
  >,
  sector: SectorKey,
  about: Bilingual | null,
  currency: Currency,
  random: Random,
): CompanyPlan {
  const headquarters = base.locations[0]!;
  const place = PLACES[headquarters];
  const placeValues = {
    cs: { in: place.in, customers: SECTORS[sector].customers.cs },
    en: { city: place.en, customers: SECTORS[sector].customers.en },
  };
  const values = { name: base.name, year: base.foundedYear, count: random.pick([120, 300, 800, 1_500, 4_000, 12_000]), countries: random.int(5, 12) };
  // The hand-written story already says who the customers are; generated ones get a traction line.
  const opening: Bilingual[] = about ? [about] : [{ cs: base.shortCs, en: base.shortEn }, random.pick(STORIES), random.pick(TRACTION)];
  const description = longDescription(
    [opening, [TEAM_BY_SIZE[base.size]!, ...random.sample(CULTURE, 2)], [random.pick(HIRING)]],
    values,
    placeValues,
  );

  const stack = planStack(sector, base.size, random);
  const fields: FieldOfInterest[] = ['development', ...random.sample(SECTORS[sector].fields, random.int(1, 3))];
  if (base.type === 'early-stage' && random.chance(0.15)) fields.push('cofounder');
  const hue = random.int(0, 359);
  const captions = random.sample(PHOTO_CAPTIONS, 3);
  const row: SeedCompanyRow = {
    ...base,
    descriptionCs: description.cs,
    descriptionEn: description.en,
    fields,
    technologies: companyTechnologies(stack),
    benefits: BENEFITS.filter(() => random.chance(0.5)).slice(0, 10),
    socialLinks: socialLinks(base.slug, sector === 'devtools' || sector === 'security', random),
    contactEmail: `jobs@${base.slug}.example`,
    logo: logoSvg(base.name, hue, random),
    cover: coverSvg(hue, random),
    photos: captions.map((caption, index) => ({
      image: photoSvg(hue, random, index),
      captionCs: fill(caption.cs, placeValues.cs),
      captionEn: fill(caption.en, placeValues.en),
    })),
  };
  if (row.benefits.length < 4) row.benefits = random.sample(BENEFITS, 5);
  const foreign = !place.domestic;
  const englishSpeaking = ['vienna', 'berlin', 'london'].includes(headquarters);
  const english = englishSpeaking ? 0.9 : foreign ? 0.4 : random.chance(0.2) ? 0.65 : 0.15;
  return { row, sector, stack, english, currency: foreign ? 'EUR' : currency, foreignPay: englishSpeaking };
}

function handWritten(company: SeedCompany, random: Random): CompanyPlan {
  const { aboutCs, aboutEn, sector, currency, ...base } = company;
  return finishCompany(base, sector, { cs: aboutCs, en: aboutEn }, currency, random);
}

function generated(used: Set<string>, random: Random): CompanyPlan {
  const sector = random.pick(SECTOR_KEYS);
  const { suffixes, ideas } = SECTORS[sector];
  let name = '';
  let slug = '';
  do {
    name = `${random.pick(NAME_STEMS)} ${random.pick(suffixes)}`;
    slug = slugify(name);
  } while (used.has(slug));
  used.add(slug);
  const idea = random.pick(ideas);
  const size = random.pick(SIZES);
  const type: CompanyType = size === '1-10' || (size === '11-50' && random.chance(0.6)) ? 'early-stage' : 'growth';
  const foundedYear = type === 'early-stage' ? random.int(2018, 2024) : random.int(2008, 2019);
  const headquarters = random.pick(HEADQUARTERS);
  return finishCompany(
    {
      slug,
      name,
      shortCs: idea.cs,
      shortEn: idea.en,
      foundedYear,
      size,
      type,
      locations: [headquarters, ...otherLocations(headquarters, size, random)],
      website: `https://${slug.replace(/-/g, '')}.example`,
    },
    sector,
    null,
    'CZK',
    random,
  );
}

/** The technologies a role draws from in this company, the first being the one a title may name. */
function techPool(pool: TechPool, stack: Stack): Technology[] {
  const analyticsTool = stack.tools.find((tool) => tool === 'tableau' || tool === 'powerbi') ?? 'powerbi';
  const crm = stack.tools.find((tool) => tool === 'hubspot' || tool === 'salesforce') ?? 'hubspot';
  switch (pool) {
    case 'backend':
      return [...stack.backend, 'postgresql', stack.cloud, 'docker'];
    case 'frontend':
      return [...stack.frontend, 'javascript'];
    case 'fullstack':
      return [stack.backend[0]!, stack.frontend[0]!, 'typescript', 'postgresql', stack.cloud];
    case 'ios':
      return ['swift'];
    case 'android':
      return ['kotlin', 'java'];
    case 'cross-platform':
      return ['flutter'];
    case 'devops':
      return [stack.cloud, 'kubernetes', 'docker', 'terraform'];
    case 'qa':
      return [stack.frontend.includes('javascript') ? 'javascript' : 'typescript', 'python', 'docker'];
    case 'data-engineering':
      return ['python', 'sql', 'spark', 'postgresql', stack.cloud];
    case 'security':
      return [stack.cloud, 'kubernetes', 'docker', 'python', 'go'];
    case 'design':
      return ['figma'];
    case 'analytics':
      return ['sql', analyticsTool, 'python'];
    case 'science':
      return ['python', 'sql', 'spark', stack.cloud];
    case 'bi':
      return [analyticsTool, 'sql'];
    case 'marketing':
      return ['google-ads', 'hubspot'];
    case 'sales':
      return [crm];
    case 'tools':
      return stack.tools.filter((tool) => tool !== 'google-ads' && tool !== 'figma').slice(0, 1);
  }
}

function titleTech(role: Role, stack: Stack): string {
  const name = (code: Technology) => TECHNOLOGIES[code];
  if (role.tech === 'fullstack') {
    const backend = stack.backend[0]!;
    return backend === 'nodejs' ? 'TypeScript' : `${name(backend)}, ${name(stack.frontend[0]!)}`;
  }
  return name(techPool(role.tech, stack)[0]!);
}

function jobTitle(role: Role, stack: Stack, language: JobLanguage, seniority: Seniority, internship: boolean, random: Random): string {
  let base = language === 'cs' ? role.cs[random.chance(0.4) ? 1 : 0] : role.en;
  if (role.techInTitle) base += ` (${titleTech(role, stack)})`;
  if (internship) return fill(INTERNSHIP_TITLE[language], { title: base });
  if (role.field === 'cofounder' || role.field === 'management.leadership') return base;
  const prefix = random.pick(SENIORITY_PREFIX[language][seniority]);
  if (!prefix) return base;
  // "Seniorní vývojář", but "Senior DevOps inženýr" and "Junior UX/UI designér" keep their capitals.
  const [first, ...rest] = base.split(' ');
  const word = language === 'cs' && /^\p{Lu}[\p{Ll}-]+$/u.test(first!) ? first!.toLowerCase() : first!;
  return [prefix, word, ...rest].join(' ');
}

const NUMBER_FORMATS = { cs: new Intl.NumberFormat('cs-CZ'), en: new Intl.NumberFormat('en-GB') };
const formatNumber = (language: JobLanguage, value: number) => NUMBER_FORMATS[language].format(value);

interface Salary {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: Currency | null;
  salaryPeriod: JobSalaryPeriod | null;
}

const NO_SALARY: Salary = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null };

function salary(role: Role, plan: CompanyPlan, seniority: Seniority, jobTypes: JobType[], random: Random): Salary {
  if (!random.chance(0.75)) return NO_SALARY;
  const seniorityFactor = { junior: 0.62, medior: 1, senior: 1.4 }[seniority];
  const sizeFactor = plan.row.size === '1-10' ? 0.9 : plan.row.size === '500+' ? 1.1 : 1;
  let monthlyCzk = role.salary * seniorityFactor * sizeFactor * (0.9 + random.next() * 0.2);
  if (jobTypes[0] === 'internship') monthlyCzk = random.int(22, 35) * 1_000;
  else if (jobTypes[0] === 'part-time') monthlyCzk *= 0.6;
  const eur = plan.currency === 'EUR';

  let period: JobSalaryPeriod = 'month';
  let amount = monthlyCzk;
  let step = 1_000;
  if (jobTypes[0] === 'contract') {
    period = 'hour';
    amount = (monthlyCzk * 1.3) / 160;
    step = 50;
  } else if (jobTypes[0] === 'full-time' && random.chance(plan.foreignPay ? 0.5 : 0.08)) {
    period = 'year';
    amount = monthlyCzk * 12;
    step = 10_000;
  }
  if (eur) {
    amount = (amount / 25) * (plan.foreignPay ? 1.25 : 1.05);
    step = period === 'hour' ? 5 : period === 'year' ? 1_000 : 100;
  }
  const round = (value: number) => Math.max(step, Math.round(value / step) * step);
  const min = round(amount * 0.9);
  const max = Math.max(min, round(amount * random.pick([1.1, 1.15, 1.2, 1.3])));
  const shape = random.next();
  return {
    salaryMin: shape < 0.05 ? null : min,
    salaryMax: shape >= 0.05 && shape < 0.15 ? null : max,
    salaryCurrency: eur ? 'EUR' : 'CZK',
    salaryPeriod: period,
  };
}

function salaryText(language: JobLanguage, value: Salary): string {
  const text = SALARY_TEXT[language];
  const amount = (n: number) => formatNumber(language, n);
  const range =
    value.salaryMin !== null && value.salaryMax !== null
      ? `${amount(value.salaryMin)}–${amount(value.salaryMax)}`
      : value.salaryMin !== null
        ? `${language === 'cs' ? 'od' : 'from'} ${amount(value.salaryMin)}`
        : `${language === 'cs' ? 'až' : 'up to'} ${amount(value.salaryMax!)}`;
  return `<p><strong>${escapeHtml(text.label)}:</strong> ${escapeHtml(`${range} ${value.salaryCurrency} ${text[value.salaryPeriod!]}`)}</p>`;
}

function technologiesLine(language: JobLanguage, technologies: Technology[]): string | null {
  if (!technologies.length) return null;
  const names = technologies.map((code) => TECHNOLOGIES[code]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${language === 'cs' ? 'a' : 'and'} ${names.at(-1)}` : names[0]!;
  return language === 'cs' ? `zkušenost s technologiemi ${list}` : `experience with ${list}`;
}

interface DescriptionInput {
  plan: CompanyPlan;
  language: JobLanguage;
  title: string;
  role: Role;
  seniority: Seniority;
  jobTypes: JobType[];
  workMode: WorkMode;
  locations: Location[];
  technologies: Technology[];
  salary: Salary;
}

function jobDescription(input: DescriptionInput, random: Random): string {
  const { plan, language } = input;
  const headings = HEADINGS[language];
  const texts = SPECIALISATION_TEXT[input.role.field === 'cofounder' ? 'cofounder' : input.role.field]!;
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(capitalise(item))}</li>`).join('')}</ul>`;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const company = plan.row.name;
  const short = language === 'cs' ? plan.row.shortCs : plan.row.shortEn;
  const places = input.locations.map((code) => PLACES[code][language]).join(', ');

  const duties = random.sample(texts.duties, random.int(3, texts.duties.length)).map((item) => item[language]);
  const skills = [
    ...texts.skills.map((item) => item[language]),
    random.pick(EXPERIENCE[language][input.seniority]),
    technologiesLine(language, input.technologies),
    random.pick(LANGUAGE_SKILL[language]),
  ].filter((item): item is string => item !== null);
  // Three of the role's offers, chosen without a random draw (the seed's other values stay as they were).
  const offers = OFFER_TEXT[language];
  const offer = [0, 2, 4].map((step) => offers[(input.title.length + step) % offers.length]!);
  const special = input.jobTypes.find((type): type is 'part-time' | 'contract' | 'internship' => type !== 'full-time');

  return [
    paragraph(`${fill(random.pick(INTROS[language]), { company, title: input.title })} ${short}`),
    `<h3>${escapeHtml(headings.duties)}</h3>`,
    list(duties),
    `<h3>${escapeHtml(headings.skills)}</h3>`,
    list(skills),
    `<h3>${escapeHtml(headings.offer)}</h3>`,
    list(offer),
    input.salary.salaryCurrency ? salaryText(language, input.salary) : '',
    `<h3>${escapeHtml(headings.where)}</h3>`,
    paragraph(
      [fill(WORK_MODE_TEXT[language][input.workMode], { places }), special ? JOB_TYPE_TEXT[language][special] : ''].filter(Boolean).join(' '),
    ),
    paragraph(random.pick(CLOSINGS[language])),
  ].join('');
}

function jobTypesFor(role: Role, random: Random): JobType[] {
  const roll = random.next();
  if (role.field === 'cofounder') return ['full-time'];
  if (roll < 0.04 && !role.seniorities?.includes('senior')) return ['internship'];
  if (roll < 0.11) return ['part-time'];
  if (roll < 0.19) return ['contract'];
  if (roll < 0.23) return ['full-time', 'part-time'];
  if (roll < 0.26) return ['full-time', 'contract'];
  return ['full-time'];
}

function buildJob(plan: CompanyPlan, slugs: Set<string>, now: Date, random: Random): SeedJob {
  const roles = ROLES.filter((role) => plan.row.fields.includes(topField(role.field) as FieldOfInterest));
  const role = random.weighted(roles, (candidate) => candidate.weight ?? 1);
  const jobTypes = jobTypesFor(role, random);
  const internship = jobTypes[0] === 'internship';
  const seniority: Seniority = internship ? 'junior' : random.pick(role.seniorities ?? ['junior', 'medior', 'medior', 'senior', 'senior']);
  const language: JobLanguage = random.chance(plan.english) ? 'en' : 'cs';
  const title = jobTitle(role, plan.stack, language, seniority, internship, random);

  const top = topField(role.field);
  const fields = top === role.field ? [top] : [top, role.field];
  if (role.alsoField && random.chance(0.35)) fields.push(role.alsoField);

  const workMode = random.weighted<WorkMode>(['onsite', 'hybrid', 'remote'], (mode) => ({ onsite: 2, hybrid: 5, remote: 3 })[mode]);
  const own = plan.row.locations;
  let locations = random.sample(own, random.chance(0.25) ? 2 : 1);
  if (random.chance(0.08)) locations = [...new Set([...locations.slice(0, 1), random.pick<Location>(['praha', 'brno', 'ostrava', 'bratislava'])])];

  const pool = techPool(role.tech, plan.stack);
  const technologies = [
    ...new Set(
      role.techInTitle ? [pool[0]!, ...random.sample(pool.slice(1), random.int(1, 3))] : random.sample(pool, random.int(1, Math.min(4, pool.length))),
    ),
  ];
  const benefits = random.sample(plan.row.benefits, random.int(3, Math.min(6, plan.row.benefits.length)));
  const pay = salary(role, plan, seniority, jobTypes, random);

  const roll = random.next();
  const status: JobStatus = roll < 0.03 ? 'draft' : roll < 0.08 ? 'closed' : 'published';
  const expired = status === 'published' && roll < 0.11;
  const ageDays = status === 'draft' ? 0 : status === 'closed' ? random.int(1, 58) : expired ? random.int(31, 58) : random.int(0, LISTING_DAYS - 2);
  const ageMs = ageDays * DAY_MS + random.int(0, 23 * 60) * 60_000;
  const publishedAt = status === 'draft' ? null : new Date(now.getTime() - ageMs);
  const validUntil = publishedAt ? new Date(publishedAt.getTime() + LISTING_DAYS * DAY_MS) : null;

  const isHot = random.chance(0.15);
  const isTop = random.chance(0.08);
  let slug = slugify(`${title} ${plan.row.slug}`);
  for (let n = 2; slugs.has(slug); n++) slug = slugify(`${title} ${plan.row.slug} ${n}`);
  slugs.add(slug);

  return {
    companySlug: plan.row.slug,
    slug,
    language,
    title,
    description: jobDescription({ plan, language, title, role, seniority, jobTypes, workMode, locations, technologies, salary: pay }, random),
    fields,
    seniority,
    jobTypes,
    workMode,
    locations,
    ...pay,
    technologies,
    benefits,
    isHot,
    isTop,
    status,
    publishedAt,
    validUntil,
  };
}

const JOBS_BY_SIZE: Record<CompanySize, [number, number]> = {
  '1-10': [2, 6],
  '11-50': [6, 14],
  '51-200': [12, 24],
  '201-500': [20, 32],
  '500+': [28, 42],
};

/** Every company and job of the seed; the same for the same `now` and `seed`. */
export function buildSeed(now: Date, seed = 20_240_601): SeedData {
  const random = createRandom(seed);
  const used = new Set(seedCompanies.map((company) => company.slug));
  const plans = [
    ...seedCompanies.map((company) => handWritten(company, random)),
    ...Array.from({ length: GENERATED_COMPANIES }, () => generated(used, random)),
  ];

  const raw = plans.map((plan) => random.int(...JOBS_BY_SIZE[plan.row.size]));
  const scale = JOB_TARGET / raw.reduce((sum, count) => sum + count, 0);
  const slugs = new Set<string>();
  const jobs: SeedJob[] = [];
  plans.forEach((plan, index) => {
    const count = Math.max(2, Math.round(raw[index]! * scale));
    for (let i = 0; i < count; i++) jobs.push(buildJob(plan, slugs, now, random));
  });
  return { companies: plans.map((plan) => plan.row), jobs };
}
