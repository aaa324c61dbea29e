import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { SOCIAL_SERVICES, SOCIAL_SIGN_IN_ERRORS, socialSignInError, socialSignInUrl } from './social';

describe('social sign-in (spec sections 3, 7)', () => {
  it('goes to /connect/{service} with the encoded back parameter', () => {
    expect(SOCIAL_SERVICES).toEqual(['apple', 'linkedin', 'facebook', 'google']);
    expect(socialSignInUrl('google', '/nabidky?q=react&page=2')).toBe('/connect/google?back=%2Fnabidky%3Fq%3Dreact%26page%3D2');
  });
});

describe('social sign-in errors', () => {
  it('knows the codes the API sends back, and nothing else', () => {
    expect(socialSignInError('social_account_exists')).toBe('social_account_exists');
    expect(socialSignInError('wrong_credentials')).toBeNull();
    expect(socialSignInError(null)).toBeNull();
  });

  it('has a text for every code in both languages', () => {
    for (const messages of [cs, en]) {
      for (const code of SOCIAL_SIGN_IN_ERRORS) expect(messages.socialErrors[code]).toEqual(expect.any(String));
      expect(Object.keys(messages.socialErrors).sort()).toEqual([...SOCIAL_SIGN_IN_ERRORS].sort());
    }
  });
});
