import cs from '../src/i18n/messages/cs.json';
import en from '../src/i18n/messages/en.json';
import { BENEFITS, COMPANY_SIZES, COMPANY_TYPES, JOB_LANGUAGES, JOB_SALARY_PERIODS, JOB_TYPES, LOCATIONS, SENIORITIES, WORK_MODES } from './catalog';
import { FIELD_CODES, fieldsParam, localizeFieldsParam, parseFieldsParam, topField } from './taxonomy';

describe('field taxonomy', () => {
  it('reads readable path parameters in both languages', () => {
    expect(parseFieldsParam('vyvoj+design', 'cs')).toEqual(['development', 'design']);
    expect(parseFieldsParam('development+design', 'en')).toEqual(['development', 'design']);
    expect(parseFieldsParam('backend', 'cs')).toEqual(['development.backend']);
    expect(parseFieldsParam(undefined, 'cs')).toEqual([]);
  });

  it('refuses an unknown slug or one of the other language', () => {
    expect(parseFieldsParam('vyvoj+nonsense', 'cs')).toBeNull();
    expect(parseFieldsParam('vyvoj', 'en')).toBeNull();
  });

  it('writes one URL per selection, in tree order, and reads it back', () => {
    expect(fieldsParam(['design', 'development'], 'cs')).toBe('vyvoj+design');
    expect(fieldsParam([], 'en')).toBeUndefined();
    for (const locale of ['cs', 'en'] as const) {
      for (const code of FIELD_CODES) expect(parseFieldsParam(fieldsParam([code], locale), locale)).toEqual([code]);
    }
  });

  it('spells a fields parameter in the other language, read from either (the language switch, the 301)', () => {
    expect(localizeFieldsParam('vyvoj+mobilni-aplikace', 'en')).toBe('development+mobile');
    expect(localizeFieldsParam('development+mobile', 'cs')).toBe('vyvoj+mobilni-aplikace');
    // Already this language's, a mix, and tree order: one URL per selection.
    expect(localizeFieldsParam('vyvoj', 'cs')).toBe('vyvoj');
    expect(localizeFieldsParam('mobile+vyvoj', 'cs')).toBe('vyvoj+mobilni-aplikace');
    expect(localizeFieldsParam('vyvoj+nic', 'en')).toBeNull();
  });

  it('knows the parent of a specialisation', () => {
    expect(topField('development.backend')).toBe('development');
    expect(topField('design')).toBe('design');
  });
});

describe('taxonomy labels', () => {
  const lists: Record<string, readonly string[]> = {
    fields: FIELD_CODES,
    seniorities: SENIORITIES,
    jobTypes: JOB_TYPES,
    workModes: WORK_MODES,
    salaryPeriods: JOB_SALARY_PERIODS,
    locations: LOCATIONS,
    benefits: BENEFITS,
    companySizes: COMPANY_SIZES,
    companyTypes: COMPANY_TYPES,
    languages: JOB_LANGUAGES,
  };
  it.each(Object.entries(lists))('names every %s code in both languages', (list, codes) => {
    for (const messages of [cs, en]) {
      const labels = (messages.taxonomy as Record<string, Record<string, string>>)[list]!;
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    }
  });
});
