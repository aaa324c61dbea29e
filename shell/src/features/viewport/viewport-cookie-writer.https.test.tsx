/** @jest-environment-options {"url": "https://raketa.test/"} */
import { render } from '@testing-library/react';
import { ViewportCookieWriter } from './viewport-cookie-writer';

it('marks the viewport cookie Secure on an https page', () => {
  const cookieWrites = jest.spyOn(Document.prototype, 'cookie', 'set');
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
  render(<ViewportCookieWriter />);
  expect(cookieWrites.mock.calls).toEqual([['viewport=lg; Max-Age=31536000; Path=/; Secure; SameSite=Strict']]);
  expect(document.cookie).toBe('viewport=lg');
  cookieWrites.mockRestore();
});
