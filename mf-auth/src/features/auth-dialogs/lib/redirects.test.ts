import { HOSTILE_REDIRECTS, leavesSite } from '@raketa/shared/testing/hostile-redirects';
import { closeTarget, onboardingUrl, pageWithoutAuthState, REDIRECT_PARAMS, redirectParam, signInRedirectUrl, signUpRedirectUrl } from './redirects';

const ORIGIN = 'http://localhost:3000';
const at = (search: string, pathname = '/nabidky', hash = '#prihlaseni') => ({ pathname, search, hash });

describe('redirect parameters (spec section 2)', () => {
  it('reads a same-origin path', () => {
    expect(redirectParam(at('?redirect_to=%2Fprofil%3Ftab%3D1'), 'redirect_to', ORIGIN)).toBe('/profil?tab=1');
    expect(redirectParam(at('?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Ffirmy'), 'redirect_to', ORIGIN)).toBe('/firmy');
  });

  it.each([
    '//evil.com',
    'http://evil.com/',
    'http:\\\\evil.com',
    'http:/\\evil.com',
    'http://////evil.com',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    'evil.com',
    '',
  ])('treats the hostile or empty value %j as absent', (value) => {
    const search = `?${new URLSearchParams({ redirect_to: value, force_redirect_to: value, sign_in_force_redirect_to: value, sign_up_force_redirect_to: value })}`;
    expect(redirectParam(at(search), 'redirect_to', ORIGIN)).toBeNull();
    expect(signInRedirectUrl(at(search), ORIGIN)).toBe('/nabidky');
    expect(signUpRedirectUrl(at(search), ORIGIN)).toBe('/nabidky');
    expect(closeTarget(at(search), ORIGIN)).toBe('/nabidky');
  });
});

describe('pageWithoutAuthState', () => {
  it('drops the four parameters and the fragment, keeping everything else', () => {
    expect(
      pageWithoutAuthState(
        at('?q=react&redirect_to=%2Fa&force_redirect_to=%2Fb&sign_up_force_redirect_to=%2Fc&sign_in_force_redirect_to=%2Fd&page=2'),
      ),
    ).toBe('/nabidky?q=react&page=2');
    expect(pageWithoutAuthState(at('?redirect_to=%2Fa'))).toBe('/nabidky');
  });
});

describe('sign-in and sign-up targets', () => {
  const all = '?redirect_to=%2Fr&force_redirect_to=%2Ff&sign_in_force_redirect_to=%2Fsi&sign_up_force_redirect_to=%2Fsu';

  it('sign-in: sign_in_force_redirect_to, then force_redirect_to, then redirect_to, then this page', () => {
    expect(signInRedirectUrl(at(all), ORIGIN)).toBe('/si');
    expect(signInRedirectUrl(at('?redirect_to=%2Fr&force_redirect_to=%2Ff&sign_up_force_redirect_to=%2Fsu'), ORIGIN)).toBe('/f');
    expect(signInRedirectUrl(at('?redirect_to=%2Fr&sign_up_force_redirect_to=%2Fsu'), ORIGIN)).toBe('/r');
    expect(signInRedirectUrl(at('?q=1&sign_up_force_redirect_to=%2Fsu'), ORIGIN)).toBe('/nabidky?q=1');
  });

  it('sign-up: sign_up_force_redirect_to, then force_redirect_to, then redirect_to, then this page', () => {
    expect(signUpRedirectUrl(at(all), ORIGIN)).toBe('/su');
    expect(signUpRedirectUrl(at('?redirect_to=%2Fr&force_redirect_to=%2Ff&sign_in_force_redirect_to=%2Fsi'), ORIGIN)).toBe('/f');
    expect(signUpRedirectUrl(at('?redirect_to=%2Fr'), ORIGIN)).toBe('/r');
    expect(signUpRedirectUrl(at('?sign_in_force_redirect_to=%2Fsi'), ORIGIN)).toBe('/nabidky');
  });
});

describe('closeTarget', () => {
  it('returns to redirect_to when present', () => {
    expect(closeTarget(at('?redirect_to=%2Fprofil&force_redirect_to=%2Ff'), ORIGIN)).toBe('/profil');
  });

  it('otherwise clears the parameters and the fragment', () => {
    expect(closeTarget(at('?q=1&force_redirect_to=%2Ff&sign_in_force_redirect_to=%2Fs'), ORIGIN)).toBe('/nabidky?q=1');
    expect(closeTarget(at(''), ORIGIN)).toBe('/nabidky');
  });
});

describe('onboardingUrl', () => {
  it('keeps the query string', () => {
    expect(onboardingUrl(at('?utm_source=x&redirect_to=%2Fprofil'))).toBe('/onboarding?utm_source=x&redirect_to=%2Fprofil');
    expect(onboardingUrl(at(''))).toBe('/onboarding');
  });
});

describe('the sign-in error code', () => {
  it('is dropped with the redirect parameters when the dialog closes or sign-in lands here', () => {
    const location = { pathname: '/prihlasit', search: '?error=wrong_credentials&q=1&redirect_to=%2Fx' };
    expect(pageWithoutAuthState(location)).toBe('/prihlasit?q=1');
  });
});

describe('hostile redirect values (the shared list the API and the e2e suite use too)', () => {
  const origin = 'http://localhost:3000';
  const hosts = ['localhost:3000'];

  it.each(REDIRECT_PARAMS)('%s never sends the user off the site', (name) => {
    for (const value of HOSTILE_REDIRECTS) {
      const location = { pathname: '/nabidky', search: `?${new URLSearchParams({ [name]: value })}` };
      expect(redirectParam(location, name, origin)).toBeNull();
      for (const target of [signInRedirectUrl(location, origin), signUpRedirectUrl(location, origin), closeTarget(location, origin)]) {
        expect({ value, target, escapes: leavesSite(target, hosts) }).toEqual({ value, target, escapes: false });
      }
    }
  });
});
