// The profile choices come from the shared account contract; the UI must have a text for each.
import { FIELDS_OF_INTEREST } from '@raketa/shared/account';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';

describe('profile options', () => {
  it('offers about ten fields of interest, each translated in both languages', () => {
    expect(FIELDS_OF_INTEREST.length).toBeGreaterThanOrEqual(8);
    for (const key of FIELDS_OF_INTEREST) {
      expect((cs.profile.options.fields as Record<string, string>)[key]).toEqual(expect.any(String));
      expect((en.profile.options.fields as Record<string, string>)[key]).toEqual(expect.any(String));
    }
  });
});
