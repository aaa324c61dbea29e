import { validateCompanyForm, type RawField } from './company-form';

const part = (...values: string[]): RawField => ({ values, truncated: false });
/** A company the contract takes (Czech texts only), as multipart fields. */
const FIELDS: Record<string, RawField> = {
  name: part('Raketa s.r.o.'),
  'shortDescription.cs': part('Hledáme lidi'),
  'description.cs': part('Děláme pracovní portál.'),
  size: part('11-50'),
  locations: part('praha'),
  contactEmail: part('hr@example.com'),
};

describe('validateCompanyForm', () => {
  it('is the company form contract’s check: one edit to it (a name of at most 10 characters) changes it', async () => {
    await jest.isolateModulesAsync(async () => {
      const contracts = await import('@raketa/shared/contracts');
      (contracts.COMPANY_LIMITS as { name: number }).name = 10;
      const fresh = await import('./company-form');
      expect(fresh.validateCompanyForm(FIELDS)).toEqual({
        ok: false,
        errors: [{ field: 'name', code: 'too_long', message: 'This field is too long' }],
      });
    });
    expect(validateCompanyForm(FIELDS)).toMatchObject({ ok: true, value: { name: 'Raketa s.r.o.' } });
  });
});
