import { backOfficeAccess, refusalOf } from './back-office-access';

describe('backOfficeAccess', () => {
  it('opens the back office to an account with the admin role', () => {
    expect(backOfficeAccess({ roles: ['admin'] }, false)).toBe('admin');
  });

  it('keeps it from every other account, candidate or company', () => {
    expect(backOfficeAccess({ roles: [] }, false)).toBe('notAdmin');
    expect(backOfficeAccess({ roles: ['editor'] }, false)).toBe('notAdmin');
  });

  it('closes it once the API refused the role (revoked while the page is open), whatever the session said', () => {
    expect(backOfficeAccess({ roles: ['admin'] }, true)).toBe('notAdmin');
  });
});

describe('refusalOf', () => {
  it('tells a refused role from an ended session and from any other problem', () => {
    expect(refusalOf(403, 'admin_only')).toBe('notAdmin');
    expect(refusalOf(401, 'unauthenticated')).toBe('signedOut');
    expect(refusalOf(403, 'csrf_token')).toBeNull();
    expect(refusalOf(409, 'order_already_paid')).toBeNull();
    expect(refusalOf(422, 'validation_failed')).toBeNull();
  });
});
