import { act, render } from '@testing-library/react';
import { ViewportCookieWriter } from './viewport-cookie-writer';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const resize = (width: number) =>
  act(() => {
    setWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

describe('ViewportCookieWriter', () => {
  const original = window.innerWidth;
  let cookieWrites: jest.SpyInstance;
  beforeEach(() => {
    cookieWrites = jest.spyOn(Document.prototype, 'cookie', 'set');
  });
  afterEach(() => {
    cookieWrites.mockRestore();
    setWidth(original);
    document.cookie = 'viewport=; Max-Age=0; Path=/';
  });

  it('sets the viewport cookie to the current breakpoint on start (jsdom pages are http: not Secure)', () => {
    setWidth(375);
    render(<ViewportCookieWriter />);
    expect(cookieWrites.mock.calls).toEqual([['viewport=xs; Max-Age=31536000; Path=/; SameSite=Strict']]);
    expect(document.cookie).toContain('viewport=xs');
  });

  it('rewrites it only when a resize crosses a breakpoint', () => {
    setWidth(700);
    render(<ViewportCookieWriter />);
    resize(760);
    expect(cookieWrites).toHaveBeenCalledTimes(1);
    resize(1300);
    expect(cookieWrites).toHaveBeenCalledTimes(2);
    expect(document.cookie).toContain('viewport=xl');
    resize(1600);
    expect(document.cookie).toContain('viewport=2xl');
  });

  it('stops listening when unmounted', () => {
    setWidth(700);
    const { unmount } = render(<ViewportCookieWriter />);
    unmount();
    resize(1300);
    expect(cookieWrites).toHaveBeenCalledTimes(1);
  });
});
