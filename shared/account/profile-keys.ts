// The candidate profile's keys (api/AUTH.md, "Profile"): plain lists, which the answer's and the
// change's definitions (../contracts/profile, ../contracts/profile-patch, which holds the limits)
// and the forms use. The UI shows each key through `profile.options.*` translations; the API
// stores and checks the keys.

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
export type Seniority = (typeof SENIORITIES)[number];
export const CURRENCIES = ['CZK', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const SALARY_PERIODS = ['month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** ISO 639-1 codes of the languages a candidate can list. */
export const LANGUAGES = ['cs', 'sk', 'en', 'de', 'pl', 'uk', 'fr', 'es', 'it', 'hu', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'advanced', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const LINK_KINDS = ['linkedin', 'github', 'portfolio'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The onboarding steps in order; also the keys of /onboarding/injectionKeys?keys=…. */
export const ONBOARDING_STEPS = ['fields', 'salary', 'location', 'cv'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
