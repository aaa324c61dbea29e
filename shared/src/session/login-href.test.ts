import { loginHrefFor } from './login-href';

describe('loginHrefFor', () => {
  it('builds the login dialog address that returns to the page, without an older redirect_to', () => {
    expect(loginHrefFor({ pathname: '/profil', search: '?tab=cv&redirect_to=%2Fjinam' }, 'cs')).toBe(
      '/profil?tab=cv&redirect_to=%2Fprofil%3Ftab%3Dcv#prihlaseni',
    );
  });

  it('uses the English fragment on the English site', () => {
    expect(loginHrefFor({ pathname: '/jobs', search: '' }, 'en')).toBe('/jobs?redirect_to=%2Fjobs#login');
  });
});
