/** @jest-environment node */
// The profile form validates with a profile change's one definition (@raketa/shared/contracts,
// profile-patch.ts): the shared tables of values get from its resolver the message of the code the
// API answers (checked against the route in api/src/profile/profile-contract.test.ts), and one edit
// to the schema changes the form too.
import * as contracts from '@raketa/shared/contracts';
import {
  HEADLINE_LIMIT_EDIT,
  LANGUAGE_EXAMPLES,
  PROFILE_TEXT_EXAMPLES,
  PROFILE_TEXT_PATHS,
  SALARY_AMOUNT_EXAMPLES,
} from '@raketa/shared/testing/profile-examples';
import { get } from 'react-hook-form';
import { EMPTY_PROFILE } from '../../../testing/fixtures';
import { MESSAGES } from '../../../lib/validation';
import { toFormValues, type LanguageRow, type ProfileFormValues } from './profile-form';
import * as rules from './profile-validation';

type Rules = typeof rules;
const { firstProfileError, messageOfCode, PASSWORD_CHANGE_RULES, PROFILE_MESSAGES, validateProfileWith } = rules;

/** The form's verdict on one input: the message key its resolver shows there, or 'ok'. */
async function formVerdict(from: Rules, input: string, change: Partial<ProfileFormValues>, context: rules.ProfileFormContext = {}): Promise<string> {
  const values = { ...toFormValues(EMPTY_PROFILE), ...change };
  const result = await from.profileResolver(values, context, { fields: {}, shouldUseNativeValidation: false } as never);
  return (get(result.errors, input) as { message?: string } | undefined)?.message ?? 'ok';
}

const expected = (code: string) => (code === 'ok' ? 'ok' : messageOfCode(code));
/** The patch the API gets for a text: `{ links: { github } }` for `links.github`. */
const patchOf = (path: string, value: string) => path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
const contractCode = (patch: unknown, field: string) => contracts.profilePatchErrors(patch).find((error) => error.field === field)?.code ?? 'ok';

describe('the profile form’s resolver', () => {
  it.each(PROFILE_TEXT_EXAMPLES)('%s = %j: shows the message of the API’s code (%s)', async (field, value, code) => {
    expect(await formVerdict(rules, field, { [field]: value })).toBe(expected(code));
    expect(contractCode(patchOf(PROFILE_TEXT_PATHS[field], value), PROFILE_TEXT_PATHS[field])).toBe(code);
  });

  it.each(SALARY_AMOUNT_EXAMPLES)('salary amount typed %j (sent as %j): %s', async (typed, sent, code) => {
    expect(await formVerdict(rules, 'salaryAmount', { salaryAmount: typed })).toBe(expected(code));
    expect(contractCode({ salary: { amount: sent, currency: 'CZK', period: 'month' } }, 'salary.amount')).toBe(code);
  });

  it('takes no amount as no salary, and an amount it cannot read as a wrong one', async () => {
    expect(await formVerdict(rules, 'salaryAmount', { salaryAmount: '  ' })).toBe('ok');
    for (const typed of ['-5', 'lots', '1e3'])
      expect(await formVerdict(rules, 'salaryAmount', { salaryAmount: typed })).toBe(PROFILE_MESSAGES.amount);
  });

  it.each(LANGUAGE_EXAMPLES)('languages %j: %s is %s', async (rows, field, code) => {
    expect(await formVerdict(rules, field, { languages: rows as LanguageRow[] })).toBe(expected(code));
    expect(contractCode({ languages: rows }, field)).toBe(code);
  });

  it('asks onboarding, and only onboarding, for at least one field of interest', async () => {
    expect(await formVerdict(rules, 'fields', { fields: [] }, { requireFields: true })).toBe(PROFILE_MESSAGES.chooseOne);
    expect(await formVerdict(rules, 'fields', { fields: ['design'] }, { requireFields: true })).toBe('ok');
    expect(await formVerdict(rules, 'fields', { fields: [] })).toBe('ok');
  });

  it('answers the values when every rule passes', async () => {
    const values = toFormValues({ ...EMPTY_PROFILE, headline: 'Designer', languages: [{ language: 'cs', level: 'native' }] });
    expect(await rules.profileResolver(values, {}, { fields: {}, shouldUseNativeValidation: false } as never)).toEqual({ values, errors: {} });
  });

  it('follows one edit to the schema (the headline at most 10 characters)', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@raketa/shared/contracts');
      (fresh.profilePatchSchema.properties.headline as { maxLength: number }).maxLength = HEADLINE_LIMIT_EDIT.maxLength;
      const freshRules = await import('./profile-validation');
      expect(await formVerdict(freshRules, 'headline', { headline: HEADLINE_LIMIT_EDIT.fits })).toBe('ok');
      expect(await formVerdict(freshRules, 'headline', { headline: HEADLINE_LIMIT_EDIT.tooLong })).toBe(PROFILE_MESSAGES.tooLong);
    });
    expect(await formVerdict(rules, 'headline', { headline: HEADLINE_LIMIT_EDIT.tooLong })).toBe('ok');
  });
});

describe('password change rules', () => {
  it('checks a password change like registration', () => {
    expect(firstProfileError(PASSWORD_CHANGE_RULES.currentPassword, '')).toBe(MESSAGES.required);
    expect(firstProfileError(PASSWORD_CHANGE_RULES.newPassword, '')).toBe(MESSAGES.required);
    expect(firstProfileError(PASSWORD_CHANGE_RULES.newPassword, 'short')).toBe(MESSAGES.passwordMin);
    expect(firstProfileError(PASSWORD_CHANGE_RULES.newPassword, 'long enough')).toBeUndefined();
  });

  it('serves react-hook-form: true or the message key', () => {
    expect(validateProfileWith(PASSWORD_CHANGE_RULES.currentPassword)('secret')).toBe(true);
    expect(validateProfileWith(PASSWORD_CHANGE_RULES.currentPassword)('')).toBe(MESSAGES.required);
  });
});

describe('messageOfCode', () => {
  it.each([
    ['required', MESSAGES.required],
    ['too_long', PROFILE_MESSAGES.tooLong],
    ['invalid_url', PROFILE_MESSAGES.url],
    ['invalid_host', PROFILE_MESSAGES.host],
    ['invalid_amount', PROFILE_MESSAGES.amount],
    ['duplicate', PROFILE_MESSAGES.duplicate],
    ['wrong_password', PROFILE_MESSAGES.wrongPassword],
    ['password_too_short', MESSAGES.passwordMin],
    ['password_too_common', PROFILE_MESSAGES.tooCommon],
    ['something_new', MESSAGES.invalid],
  ])('shows the API code %s as %s', (code, message) => {
    expect(messageOfCode(code)).toBe(message);
  });
});
