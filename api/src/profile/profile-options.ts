// The fixed choices of a candidate profile. The UI keeps the same lists (mf-auth/src/lib/profile-options.ts,
// whose test compares them with these) and translates each key; the API stores and checks the keys.

export const FIELDS_OF_INTEREST = [
  'development',
  'design',
  'product',
  'marketing',
  'sales',
  'analytics',
  'operations',
  'management',
  'customer_care',
  'cofounder',
] as const;
export type FieldOfInterest = (typeof FIELDS_OF_INTEREST)[number];

export const SENIORITIES = ['junior', 'medior', 'senior'] as const;
export const CURRENCIES = ['CZK', 'EUR'] as const;
export const SALARY_PERIODS = ['month', 'hour'] as const;
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;

/** ISO 639-1 codes of the languages a candidate can list. */
export const LANGUAGES = ['cs', 'sk', 'en', 'de', 'pl', 'uk', 'fr', 'es', 'it', 'hu', 'ru'] as const;
export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'advanced', 'native'] as const;

export const LINK_KINDS = ['linkedin', 'github', 'portfolio'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The onboarding steps in order (also the keys of /onboarding/injectionKeys?keys=…). */
export const ONBOARDING_STEPS = ['fields', 'salary', 'location', 'cv'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const LIMITS = {
  name: 200,
  headline: 120,
  location: 100,
  url: 500,
  languages: 10,
  salaryMax: 10_000_000,
} as const;
