/** @jest-environment node */
// The apply form validates with the application's one definition (@raketa/shared/contracts): the
// shared table of values gets from its resolver the message of the code the API answers (checked
// against the route in api/src/applications/application-contract.test.ts), and one edit to the
// schema changes the form too.
import * as contracts from '@raketa/shared/contracts';
import { APPLICATION_EXAMPLES, NAME_LIMIT_EDIT } from '@raketa/shared/testing/application-examples';
import * as rules from './apply-rules';

type Rules = typeof rules;

/** The form's verdict on one field: the message key its resolver shows, or 'ok'. */
async function formVerdict(from: Rules, field: string, value: string, cv = { name: 'cv.pdf', size: 100 }): Promise<string> {
  const values = {
    name: 'Jana Nováková',
    email: 'jana@example.com',
    phone: '',
    linkedin: '',
    message: '',
    cv: [cv] as unknown as FileList,
    cvSource: 'upload' as const,
    testResults: false,
    ...(field === 'cv' ? {} : { [field]: value }),
  };
  const result = await from.applyResolver(values, { hasProfileCv: false }, { fields: {}, shouldUseNativeValidation: false } as never);
  return (result.errors as Record<string, { message?: string }>)[field]?.message ?? 'ok';
}

const expected = (field: string, code: string) => (code === 'ok' ? 'ok' : rules.messageOfCode(field, code));

describe('the apply form’s resolver', () => {
  it.each(APPLICATION_EXAMPLES)('%s = %j: shows the message of the API’s code (%s)', async (field, value, code) => {
    expect(await formVerdict(rules, field, value)).toBe(expected(field, code));
    const struct = contracts.applicationErrors({ name: 'Jana Nováková', email: 'jana@example.com', [field]: value });
    expect(struct.find((error) => error.field === field)?.code ?? 'ok').toBe(code);
  });

  it('checks the chosen CV by the one CV rule, and no file when the profile’s CV goes', async () => {
    expect(await formVerdict(rules, 'cv', '', { name: 'cv.doc', size: contracts.CV_MAX_BYTES })).toBe('ok');
    expect(await formVerdict(rules, 'cv', '', { name: 'cv.pdf', size: contracts.CV_MAX_BYTES + 1 })).toBe(rules.APPLY_MESSAGES.cvSize);
    expect(await formVerdict(rules, 'cv', '', { name: 'cv.exe', size: 1 })).toBe(rules.APPLY_MESSAGES.cvType);
    const values = {
      name: 'Jana',
      email: 'jana@example.com',
      phone: '',
      linkedin: '',
      message: '',
      cv: null,
      cvSource: 'profile' as const,
      testResults: false,
    };
    expect((await rules.applyResolver(values, { hasProfileCv: true }, { fields: {}, shouldUseNativeValidation: false } as never)).errors).toEqual({});
    expect(
      (await rules.applyResolver(values, { hasProfileCv: false }, { fields: {}, shouldUseNativeValidation: false } as never)).errors,
    ).toMatchObject({
      cv: { message: rules.APPLY_MESSAGES.cvRequired },
    });
  });

  it('follows one edit to the schema (the name at most 10 characters)', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@raketa/shared/contracts');
      (fresh.applicationSchema.properties.name as { maxLength: number }).maxLength = NAME_LIMIT_EDIT.maxLength;
      const freshRules = await import('./apply-rules');
      expect(await formVerdict(freshRules, 'name', NAME_LIMIT_EDIT.fits)).toBe('ok');
      expect(await formVerdict(freshRules, 'name', NAME_LIMIT_EDIT.tooLong)).toBe(rules.APPLY_MESSAGES.tooLong);
    });
    expect(await formVerdict(rules, 'name', NAME_LIMIT_EDIT.tooLong)).toBe('ok');
  });
});
