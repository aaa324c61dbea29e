// Server-only: the rules of `PATCH /api/profile` (api/AUTH.md). Every field present is checked and
// each reports its first failing rule, so one answer lists everything to fix; nothing is saved
// unless all pass. Empty texts clear optional fields (null).
import {
  CURRENCIES,
  FIELDS_OF_INTEREST,
  LANGUAGE_LEVELS,
  LANGUAGES,
  LIMITS,
  LINK_HOSTS,
  LINK_KINDS,
  ONBOARDING_STEPS,
  SALARY_PERIODS,
  SENIORITIES,
  WORK_MODES,
  type LanguageSkill,
  type LinkKind,
  type ProfilePatch,
  type Salary,
} from '@raketa/shared/account';
import { checkUrl } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

export const PROFILE_MESSAGES = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  invalid_type: 'This value has the wrong type',
  invalid_choice: 'Choose one of the offered options',
  duplicate: 'Each option can be listed only once',
  too_many: `At most ${LIMITS.languages} items`,
  invalid_url: 'Enter a web address starting with http:// or https://',
  invalid_host: 'This address does not lead to the expected site',
  invalid_amount: `Enter a whole number from 1 to ${LIMITS.salaryMax}`,
  unknown_field: 'This field is not known',
} as const;
export type ProfileErrorCode = keyof typeof PROFILE_MESSAGES;

const PATCH_KEYS = ['name', 'headline', 'location', 'fields', 'seniority', 'salary', 'workModes', 'languages', 'links', 'onboarding'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** An http(s) URL without credentials, normalised; or the code of the rule it fails (the browser's check too). */
export { checkUrl };

export function validateProfilePatch(body: unknown): { ok: true; value: ProfilePatch } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, code: ProfileErrorCode) => {
    errors.push({ field, code, message: PROFILE_MESSAGES[code] });
  };
  const patch: ProfilePatch = {};
  if (!isObject(body)) {
    fail('body', 'invalid_type');
    return { ok: false, errors };
  }
  for (const key of Object.keys(body)) if (!PATCH_KEYS.includes(key)) fail(key, 'unknown_field');

  /** Trimmed text, null for empty when optional; undefined after a failure. */
  const text = (field: string, value: unknown, max: number, optional: boolean): string | null | undefined => {
    if (value === null && optional) return null;
    if (typeof value !== 'string') return void fail(field, 'invalid_type');
    const trimmed = value.trim();
    if (trimmed === '') return optional ? null : void fail(field, 'required');
    if ([...trimmed].length > max) return void fail(field, 'too_long');
    return trimmed;
  };

  /** A list of distinct keys of `options`. */
  const keys = <T extends string>(field: string, value: unknown, options: readonly T[]): T[] | undefined => {
    if (!Array.isArray(value)) return void fail(field, 'invalid_type');
    if (!value.every((item) => includes(options, item))) return void fail(field, 'invalid_choice');
    if (new Set(value).size !== value.length) return void fail(field, 'duplicate');
    return value as T[];
  };

  if ('name' in body) {
    const name = text('name', body.name, LIMITS.name, false);
    if (typeof name === 'string') patch.name = name;
  }
  for (const field of ['headline', 'location'] as const) {
    if (!(field in body)) continue;
    const value = text(field, body[field], LIMITS[field], true);
    if (value !== undefined) patch[field] = value;
  }
  if ('fields' in body) {
    const fields = keys('fields', body.fields, FIELDS_OF_INTEREST);
    if (fields) patch.fields = fields;
  }
  if ('workModes' in body) {
    const modes = keys('workModes', body.workModes, WORK_MODES);
    if (modes) patch.workModes = modes;
  }
  if ('seniority' in body) {
    if (body.seniority === null) patch.seniority = null;
    else if (includes(SENIORITIES, body.seniority)) patch.seniority = body.seniority;
    else fail('seniority', 'invalid_choice');
  }
  if ('salary' in body) {
    const salary = body.salary;
    if (salary === null) patch.salary = null;
    else if (!isObject(salary)) fail('salary', 'invalid_type');
    else {
      const before = errors.length;
      const { amount, currency, period } = salary;
      if (amount === undefined || amount === null || amount === '') fail('salary.amount', 'required');
      else if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > LIMITS.salaryMax) {
        fail('salary.amount', 'invalid_amount');
      }
      if (!includes(CURRENCIES, currency)) fail('salary.currency', currency === undefined ? 'required' : 'invalid_choice');
      if (!includes(SALARY_PERIODS, period)) fail('salary.period', period === undefined ? 'required' : 'invalid_choice');
      if (errors.length === before) {
        patch.salary = { amount: amount as number, currency: currency as Salary['currency'], period: period as Salary['period'] };
      }
    }
  }
  if ('languages' in body) {
    const languages = body.languages;
    if (!Array.isArray(languages)) fail('languages', 'invalid_type');
    else if (languages.length > LIMITS.languages) fail('languages', 'too_many');
    else {
      const before = errors.length;
      const seen = new Set<string>();
      languages.forEach((item, index) => {
        if (!isObject(item)) return fail(`languages.${index}`, 'invalid_type');
        if (item.language === undefined || item.language === '') fail(`languages.${index}.language`, 'required');
        else if (!includes(LANGUAGES, item.language)) fail(`languages.${index}.language`, 'invalid_choice');
        else if (seen.has(item.language)) fail(`languages.${index}.language`, 'duplicate');
        else seen.add(item.language);
        if (item.level === undefined || item.level === '') fail(`languages.${index}.level`, 'required');
        else if (!includes(LANGUAGE_LEVELS, item.level)) fail(`languages.${index}.level`, 'invalid_choice');
      });
      if (errors.length === before) {
        patch.languages = (languages as LanguageSkill[]).map(({ language, level }) => ({ language, level }));
      }
    }
  }
  if ('links' in body) {
    const links = body.links;
    if (!isObject(links)) fail('links', 'invalid_type');
    else {
      const valid: Partial<Record<LinkKind, string | null>> = {};
      for (const key of Object.keys(links)) if (!includes(LINK_KINDS, key)) fail(`links.${key}`, 'unknown_field');
      for (const kind of LINK_KINDS) {
        if (!(kind in links)) continue;
        const value = text(`links.${kind}`, links[kind], LIMITS.url, true);
        if (value === undefined) continue;
        if (value === null) {
          valid[kind] = null;
          continue;
        }
        const checked = checkUrl(value, LINK_HOSTS[kind]);
        if ('code' in checked) fail(`links.${kind}`, checked.code);
        // Percent-encoding and punycode can lengthen what was typed.
        else if (checked.url.length > LIMITS.url) fail(`links.${kind}`, 'too_long');
        else valid[kind] = checked.url;
      }
      patch.links = valid;
    }
  }
  if ('onboarding' in body) {
    const onboarding = body.onboarding;
    if (!isObject(onboarding)) fail('onboarding', 'invalid_type');
    else {
      const value: NonNullable<ProfilePatch['onboarding']> = {};
      if (onboarding.completedStep !== undefined) {
        if (includes(ONBOARDING_STEPS, onboarding.completedStep)) value.completedStep = onboarding.completedStep;
        else fail('onboarding.completedStep', 'invalid_choice');
      }
      if (onboarding.finished !== undefined) {
        if (typeof onboarding.finished === 'boolean') value.finished = onboarding.finished;
        else fail('onboarding.finished', 'invalid_type');
      }
      patch.onboarding = value;
    }
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: patch };
}
