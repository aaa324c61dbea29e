import { AUTH_SHELL_BREAKPOINTS, BREAKPOINTS, breakpointFor } from './breakpoints';

describe('BREAKPOINTS', () => {
  it('are the spec widths, with xxl 1440 in the auth shell', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(AUTH_SHELL_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1440 });
  });
});

describe('breakpointFor', () => {
  it.each([
    [200, 'xs'],
    [320, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767.5, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1279, 'lg'],
    [1280, 'xl'],
    [1535, 'xl'],
    [1536, '2xl'],
    [3840, '2xl'],
  ])('names width %p %p', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it.each([undefined, null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('falls back to lg for an unknown width (%p)', (width) => {
    expect(breakpointFor(width)).toBe('lg');
  });
});
