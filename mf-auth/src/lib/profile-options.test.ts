// The UI and the API must offer and accept the same keys: a drift here would show options the API refuses.
import * as api from '../../../api/src/profile/profile-options';
import cs from '../locales/cs.json';
import en from '../locales/en.json';
import * as ui from './profile-options';

describe('profile options', () => {
  it.each([
    'FIELDS_OF_INTEREST',
    'SENIORITIES',
    'CURRENCIES',
    'SALARY_PERIODS',
    'WORK_MODES',
    'LANGUAGES',
    'LANGUAGE_LEVELS',
    'LINK_KINDS',
    'ONBOARDING_STEPS',
    'LIMITS',
  ] as const)('%s matches the API', (name) => {
    expect(ui[name]).toEqual(api[name]);
  });

  it('offers about ten fields of interest, each translated in both languages', () => {
    expect(ui.FIELDS_OF_INTEREST.length).toBeGreaterThanOrEqual(8);
    for (const key of ui.FIELDS_OF_INTEREST) {
      expect((cs.profile.options.fields as Record<string, string>)[key]).toEqual(expect.any(String));
      expect((en.profile.options.fields as Record<string, string>)[key]).toEqual(expect.any(String));
    }
  });
});
