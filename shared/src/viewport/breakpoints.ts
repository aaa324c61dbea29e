/**
 * Breakpoints (spec section 9): the minimum viewport width, in CSS pixels, of
 * each named size. Every CSS media query uses only these widths (a test scans
 * the repository's CSS), and the viewport cookie carries the current name.
 */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** The auth shell tops out at xxl 1440 instead of 2xl 1536. */
export const AUTH_SHELL_BREAKPOINTS = {
  xs: BREAKPOINTS.xs,
  sm: BREAKPOINTS.sm,
  md: BREAKPOINTS.md,
  lg: BREAKPOINTS.lg,
  xl: BREAKPOINTS.xl,
  xxl: 1440,
} as const;

/** Assumed when the width is unknown (server side, hidden frames). */
export const FALLBACK_BREAKPOINT: BreakpointName = 'lg';

const ASCENDING = (Object.entries(BREAKPOINTS) as [BreakpointName, number][]).sort((a, b) => a[1] - b[1]);

/**
 * The breakpoint a viewport of `width` CSS pixels falls in (mobile first: the
 * largest whose minimum it reaches; narrower than xs is still xs).
 */
export function breakpointFor(width: number | null | undefined): BreakpointName {
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return FALLBACK_BREAKPOINT;
  let name: BreakpointName = ASCENDING[0]![0];
  for (const [candidate, min] of ASCENDING) if (width >= min) name = candidate;
  return name;
}
