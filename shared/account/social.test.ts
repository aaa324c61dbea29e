import { SOCIAL_SERVICES, socialSignInError, socialSignInUrl } from './social';

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
});
