import {
  emptyValues,
  ERRORS,
  noLanguage,
  validateEmail,
  validateLink,
  validateLocations,
  validateName,
  validateSize,
  validateText,
  type CompanyValues,
} from './company-rules';

/** A form the contract takes, changed by `change`. */
const filled = (change: Partial<CompanyValues> = {}): CompanyValues => ({
  ...emptyValues('hr@example.com'),
  name: 'Raketa s.r.o.',
  shortDescriptionCs: 'Hledáme lidi',
  descriptionCs: 'Děláme pracovní portál.',
  size: '11-50',
  locations: ['praha'],
  ...change,
});

describe('company form rules', () => {
  it('are the contract’s: each field’s first failing rule as a message key', () => {
    expect(validateName('  ')).toBe(ERRORS.required);
    expect(validateName('x'.repeat(101))).toBe(ERRORS.tooLong);
    expect(validateName('x'.repeat(100))).toBe(true);
    expect(validateEmail('jana@')).toBe(ERRORS.email);
    expect(validateEmail(' jana@example.com ')).toBe(true);
    expect(validateSize('')).toBe(ERRORS.required);
    expect(validateSize('huge')).toBe(ERRORS.choice);
    expect(validateLocations([])).toBe(ERRORS.required);
    expect(validateLocations(['atlantis'])).toBe(ERRORS.choice);
    expect(validateLocations(['brno'])).toBe(true);
    expect(validateLink('website')('ftp://example.com')).toBe(ERRORS.url);
    expect(validateLink('website')('https://example.com')).toBe(true);
    expect(validateLink('github')('https://gitlab.com/raketa')).toBe(ERRORS.host);
    expect(validateLink('x')('https://twitter.com/raketa')).toBe(true);
  });

  it('asks for the other text of a language half written, and for one language when none is', () => {
    expect(validateText('descriptionCs', () => filled())('')).toBe(ERRORS.required);
    expect(validateText('descriptionEn', () => filled())('')).toBe(true);
    expect(validateText('shortDescriptionCs', () => filled())('x'.repeat(201))).toBe(ERRORS.tooLong);
    expect(noLanguage(filled({ shortDescriptionCs: '', descriptionCs: '' }))).toBe(true);
    expect(noLanguage(filled())).toBe(false);
  });

  it('follows one edit to the contract (a name of at most 10 characters)', async () => {
    await jest.isolateModulesAsync(async () => {
      const contracts = await import('@raketa/shared/contracts');
      (contracts.COMPANY_LIMITS as { name: number }).name = 10;
      const fresh = await import('./company-rules');
      expect(fresh.validateName('Raketa s.r.o.')).toBe(ERRORS.tooLong);
      expect(fresh.validateName('Raketa')).toBe(true);
    });
    expect(validateName('Raketa s.r.o.')).toBe(true);
  });
});
