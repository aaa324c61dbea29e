// The profile choices come from the shared account contract; the UI must have a text for each,
// and a code the job list also shows must read the same here (one label per code, from shared).
import { FIELDS_OF_INTEREST, SENIORITIES, WORK_MODES } from '@raketa/shared/account';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';

describe('profile options', () => {
  it('offers about ten fields of interest', () => {
    expect(FIELDS_OF_INTEREST.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['fields', FIELDS_OF_INTEREST],
    ['workModes', WORK_MODES],
    ['seniorities', SENIORITIES],
  ] as const)('names each of the %s by the shared taxonomy, in both languages', (list, codes) => {
    for (const messages of [sharedCs, sharedEn]) {
      const labels = messages.taxonomy[list] as Record<string, string>;
      for (const code of codes) expect(labels[code]).toEqual(expect.any(String));
    }
  });

  it('keeps no second name of its own for those codes', () => {
    for (const messages of [cs, en]) {
      expect(Object.keys(messages.profile.options).sort()).toEqual(['languages', 'levels', 'period']);
    }
  });
});
