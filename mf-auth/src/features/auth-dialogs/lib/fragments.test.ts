import { AUTH_DIALOG_FRAGMENTS } from '@raketa/shared';
import { dialogOfHash, hashFor, tabOfHash, viewOf } from './fragments';

describe('the fragment table (spec section 2)', () => {
  it('names every dialog in both languages', () => {
    expect(AUTH_DIALOG_FRAGMENTS).toEqual({
      login: { en: 'login', cs: 'prihlaseni' },
      register: { en: 'register', cs: 'registrace' },
      forgottenPassword: { en: 'forgotten-password', cs: 'zapomenute-heslo' },
      twoFactor: { en: '2fa', cs: '2fa' },
      logout: { en: 'logout', cs: 'odhlasit' },
    });
  });
});

describe('dialogOfHash', () => {
  it.each([
    ['#login', 'login'],
    ['#prihlaseni', 'login'],
    ['#register', 'register'],
    ['#registrace', 'register'],
    ['#forgotten-password', 'forgottenPassword'],
    ['#zapomenute-heslo', 'forgottenPassword'],
    ['#2fa', 'twoFactor'],
    ['#logout', 'logout'],
    ['#odhlasit', 'logout'],
    ['login', 'login'],
  ])('%s opens %s', (hash, dialog) => expect(dialogOfHash(hash)).toBe(dialog));

  it.each(['', '#', '#top', '#Login', '#login-x', '#%E0%A4%A'])('%s opens nothing', (hash) => expect(dialogOfHash(hash)).toBeNull());
});

describe('hashFor', () => {
  it('writes the site language’s fragment', () => {
    expect(hashFor('login', 'cs')).toBe('#prihlaseni');
    expect(hashFor('login', 'en')).toBe('#login');
    expect(hashFor('register', 'cs')).toBe('#registrace');
    expect(hashFor('forgottenPassword', 'cs')).toBe('#zapomenute-heslo');
    expect(hashFor('twoFactor', 'cs')).toBe('#2fa');
    expect(hashFor('logout', 'en')).toBe('#logout');
  });
});

describe('tabs', () => {
  it('the tab is registration only for the register fragment, otherwise login', () => {
    expect(tabOfHash('#register')).toBe('register');
    expect(tabOfHash('#registrace')).toBe('register');
    for (const hash of ['#login', '#prihlaseni', '#2fa', '#logout', '', '#anything']) expect(tabOfHash(hash)).toBe('login');
  });

  it('login and register share one dialog', () => {
    expect(viewOf('login')).toBe('loginRegister');
    expect(viewOf('register')).toBe('loginRegister');
    expect(viewOf('forgottenPassword')).toBe('forgottenPassword');
    expect(viewOf('twoFactor')).toBe('twoFactor');
    expect(viewOf('logout')).toBe('logout');
  });
});
