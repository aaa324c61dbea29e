// Closed lists of job and company attributes. The API stores and checks these codes; the UI shows
// them through `shared:taxonomy.<list>.<code>` translations (technologies are proper names, shown as is).

export { SENIORITIES, CURRENCIES, WORK_MODES, type Seniority, type Currency, type WorkMode } from '../account/profile-keys';

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Salary periods of job offers (the profile's expectation has month and hour only). */
export const JOB_SALARY_PERIODS = ['month', 'year', 'hour'] as const;
export type JobSalaryPeriod = (typeof JOB_SALARY_PERIODS)[number];

export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_LANGUAGES = ['cs', 'en'] as const;
export type JobLanguage = (typeof JOB_LANGUAGES)[number];

/** Places jobs and companies are in; `shared:taxonomy.locations.<code>` names them per language. */
export const LOCATIONS = [
  'praha',
  'brno',
  'ostrava',
  'plzen',
  'olomouc',
  'liberec',
  'hradec-kralove',
  'ceske-budejovice',
  'pardubice',
  'zlin',
  'bratislava',
  'kosice',
  'vienna',
  'berlin',
  'london',
] as const;
export type Location = (typeof LOCATIONS)[number];
/** ISO 3166-1 country of each place (JSON-LD addresses); a new location must name its country. */
export const LOCATION_COUNTRIES: Record<Location, string> = {
  praha: 'CZ',
  brno: 'CZ',
  ostrava: 'CZ',
  plzen: 'CZ',
  olomouc: 'CZ',
  liberec: 'CZ',
  'hradec-kralove': 'CZ',
  'ceske-budejovice': 'CZ',
  pardubice: 'CZ',
  zlin: 'CZ',
  bratislava: 'SK',
  kosice: 'SK',
  vienna: 'AT',
  berlin: 'DE',
  london: 'GB',
};

export const BENEFITS = [
  'home-office',
  'flexible-hours',
  'esop',
  'extra-vacation',
  'education-budget',
  'multisport',
  'meal-allowance',
  'pet-friendly',
  'parental-support',
  'equipment',
  'sick-days',
  'team-events',
  'relocation',
  'pension',
  'four-day-week',
] as const;
export type Benefit = (typeof BENEFITS)[number];

/** Technology tags: code to its proper name (the same in both languages). */
export const TECHNOLOGIES = {
  nodejs: 'Node.js',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  react: 'React',
  vue: 'Vue.js',
  angular: 'Angular',
  python: 'Python',
  django: 'Django',
  java: 'Java',
  kotlin: 'Kotlin',
  swift: 'Swift',
  go: 'Go',
  rust: 'Rust',
  php: 'PHP',
  dotnet: '.NET',
  ruby: 'Ruby on Rails',
  flutter: 'Flutter',
  postgresql: 'PostgreSQL',
  sql: 'SQL',
  aws: 'AWS',
  gcp: 'Google Cloud',
  azure: 'Azure',
  kubernetes: 'Kubernetes',
  docker: 'Docker',
  terraform: 'Terraform',
  spark: 'Apache Spark',
  tableau: 'Tableau',
  powerbi: 'Power BI',
  figma: 'Figma',
  hubspot: 'HubSpot',
  salesforce: 'Salesforce',
  'google-ads': 'Google Ads',
} as const;
export type Technology = keyof typeof TECHNOLOGIES;
export const TECHNOLOGY_CODES = Object.keys(TECHNOLOGIES) as Technology[];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_TYPES = ['early-stage', 'growth'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const SOCIAL_LINK_KINDS = ['linkedin', 'facebook', 'instagram', 'x', 'github'] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];

/**
 * Sort orders of the job list; `relevance` needs a search text (without one the API sorts by newest);
 * `for-you` ranks by the signed-in candidate's profile (api/JOBS.md, "For you"), and without one is
 * the default order.
 */
export const JOB_SORTS = ['newest', 'salary', 'relevance', 'for-you'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * Why a job matches the profile in the `for-you` order, in the order the card names them: its field
 * (or a specialisation of it), its seniority, a salary at or above the expectation, the candidate's
 * city (on site or hybrid) or remote work the candidate accepts.
 */
export const MATCH_REASONS = ['field', 'seniority', 'salary', 'location', 'remote'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/**
 * Whether the job list ranks English-language jobs first (api/JOBS.md, "Language"): on the English
 * site (`locale`), in the default order (no `sort` asked) and with no ad language chosen. Most ads
 * are Czech, which a visitor of the English site mostly cannot read; the Czech site shows all as usual.
 */
export function ranksEnglishFirst({
  locale,
  sort,
  languages,
}: {
  locale: string;
  sort: JobSort | null | undefined;
  languages: readonly string[];
}): boolean {
  return locale === 'en' && !sort && languages.length === 0;
}

export const JOBS_PER_PAGE = 20;
export const COMPANIES_PER_PAGE = 24;
/** Longest search text accepted (characters). */
export const SEARCH_TEXT_MAX = 100;
/** How long after publishing a job counts as new on the followed-companies page (days). */
export const NEW_JOB_DAYS = 14;
