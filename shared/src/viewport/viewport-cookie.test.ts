/** @jest-environment node */
import { viewportCookie } from './viewport-cookie';

describe('viewportCookie', () => {
  it('is the breakpoint name for 365 days on path / with SameSite strict, not Secure on http', () => {
    expect(viewportCookie('md', { secure: false })).toBe('viewport=md; Max-Age=31536000; Path=/; SameSite=Strict');
  });

  it('is Secure on https', () => {
    expect(viewportCookie('2xl', { secure: true })).toBe('viewport=2xl; Max-Age=31536000; Path=/; Secure; SameSite=Strict');
  });
});
