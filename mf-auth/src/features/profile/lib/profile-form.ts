/**
 * Between the API's profile and the forms that edit it (profile page, onboarding steps):
 * inputs hold strings ('' for nothing), the API nulls and numbers; the API names nested
 * fields `salary.amount` and `links.github`, the forms `salaryAmount` and `github`.
 */
import type { Currency, FieldOfInterest, Language, LanguageLevel, SalaryPeriod, Seniority, WorkMode } from '@raketa/shared/account';
import type { FieldProblem, Profile, ProfilePatch } from '../api/profile';

export interface LanguageRow {
  language: Language | '';
  level: LanguageLevel | '';
}

export interface ProfileFormValues {
  name: string;
  headline: string;
  location: string;
  fields: FieldOfInterest[];
  seniority: Seniority | '';
  salaryAmount: string;
  salaryCurrency: Currency;
  salaryPeriod: SalaryPeriod;
  workModes: WorkMode[];
  languages: LanguageRow[];
  linkedin: string;
  github: string;
  portfolio: string;
}

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    headline: profile.headline ?? '',
    location: profile.location ?? '',
    fields: profile.fields,
    seniority: profile.seniority ?? '',
    salaryAmount: profile.salary ? String(profile.salary.amount) : '',
    salaryCurrency: profile.salary?.currency ?? 'CZK',
    salaryPeriod: profile.salary?.period ?? 'month',
    workModes: profile.workModes,
    languages: profile.languages.map(({ language, level }) => ({ language, level })),
    linkedin: profile.links.linkedin ?? '',
    github: profile.links.github ?? '',
    portfolio: profile.links.portfolio ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The amount typed, spaces allowed (`65 000`), as a number; NaN when it is not a whole number (the contract refuses it). */
export const parseAmount = (value: string): number => {
  const digits = value.trim().replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** Groups of fields saved together: the profile page saves all, each onboarding step its own. */
export type FormPart = 'about' | 'fields' | 'salary' | 'location' | 'workModes' | 'languages' | 'links';
export const PROFILE_PAGE_PARTS: readonly FormPart[] = ['about', 'fields', 'salary', 'workModes', 'languages', 'links'];

/** The patch of the form's `parts`: what is sent, and what the form's resolver checks by the contract. */
export function toPatch(values: ProfileFormValues, parts: readonly FormPart[]): ProfilePatch {
  const patch: ProfilePatch = {};
  if (parts.includes('about')) {
    patch.name = values.name.trim();
    patch.headline = orNull(values.headline);
  }
  if (parts.includes('about') || parts.includes('location')) patch.location = orNull(values.location);
  if (parts.includes('fields')) patch.fields = values.fields;
  if (parts.includes('workModes')) patch.workModes = values.workModes;
  if (parts.includes('salary')) {
    patch.seniority = values.seniority === '' ? null : values.seniority;
    patch.salary =
      values.salaryAmount.trim() === ''
        ? null
        : { amount: parseAmount(values.salaryAmount), currency: values.salaryCurrency, period: values.salaryPeriod };
  }
  if (parts.includes('languages')) {
    // Every row is checked (both parts required) before this, so indexes match the API's errors.
    patch.languages = values.languages.map((row) => ({ language: row.language as Language, level: row.level as LanguageLevel }));
  }
  if (parts.includes('links')) {
    patch.links = { linkedin: orNull(values.linkedin), github: orNull(values.github), portfolio: orNull(values.portfolio) };
  }
  return patch;
}

const FIELD_NAMES: Record<string, string> = {
  'salary.amount': 'salaryAmount',
  'salary.currency': 'salaryCurrency',
  'salary.period': 'salaryPeriod',
  salary: 'salaryAmount',
  'links.linkedin': 'linkedin',
  'links.github': 'github',
  'links.portfolio': 'portfolio',
};

// The inputs by name; a language row's are `languages.<index>.language` and `.level`.
const INPUTS: Record<Exclude<keyof ProfileFormValues, 'languages'>, true> = {
  name: true,
  headline: true,
  location: true,
  fields: true,
  seniority: true,
  salaryAmount: true,
  salaryCurrency: true,
  salaryPeriod: true,
  workModes: true,
  linkedin: true,
  github: true,
  portfolio: true,
};
const LANGUAGE_INPUT = /^languages\.\d+\.(language|level)$/;

/** The input an API field error belongs on (`languages.1.level` is the same in both); null when the form has none. */
export function formFieldOf(problem: FieldProblem): string | null {
  const field = FIELD_NAMES[problem.field] ?? problem.field;
  return Object.hasOwn(INPUTS, field) || LANGUAGE_INPUT.test(field) ? field : null;
}
