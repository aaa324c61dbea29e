import { SOCIAL_SIGN_IN_ERRORS } from '@raketa/shared/account';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';

describe('social sign-in errors', () => {
  it('has a text for every code in both languages', () => {
    for (const messages of [cs, en]) {
      for (const code of SOCIAL_SIGN_IN_ERRORS) expect(messages.socialErrors[code]).toEqual(expect.any(String));
      expect(Object.keys(messages.socialErrors).sort()).toEqual([...SOCIAL_SIGN_IN_ERRORS].sort());
    }
  });
});
