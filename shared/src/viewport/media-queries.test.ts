/** @jest-environment node */
/**
 * Every media query in the repository's CSS uses only the breakpoint widths
 * (spec section 9), so layouts switch exactly where the viewport cookie does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_SHELL_BREAKPOINTS, BREAKPOINTS } from './breakpoints';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'playwright-report', 'test-results']);
const ALLOWED_PX = new Set<number>([...Object.values(BREAKPOINTS), ...Object.values(AUTH_SHELL_BREAKPOINTS)]);

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each width a media query's condition compares against, as written (`640px`, `40em`). */
function mediaQueryWidths(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const widths: string[] = [];
  for (const [, prelude] of withoutComments.matchAll(/@media([^{]*)\{/g)) {
    // `min-width: 640px`, `max-width: 1023px`, and range syntax `width >= 640px` / `640px <= width`.
    const pattern = /(?:(?:min-|max-)?width\s*(?::|[<>]=?|=)\s*([\d.]+[a-z%]*))|(?:([\d.]+[a-z%]*)\s*(?:[<>]=?|=)\s*width)/gi;
    for (const match of prelude!.matchAll(pattern)) widths.push((match[1] ?? match[2])!.toLowerCase());
  }
  return widths;
}

const isAllowed = (width: string) => /^\d+px$/.test(width) && ALLOWED_PX.has(Number.parseInt(width, 10));

describe('media queries', () => {
  it('finds the widths of every form of width query', () => {
    const css = `
      /* @media (min-width: 999px) is a comment */
      @media (min-width: 640px) { a { b: c } }
      @media screen and (max-width: 1023px), (min-width:40em) { a { b: c } }
      @media (width >= 768px) and (1280px > width) { a { b: c } }
      @media (prefers-reduced-motion: reduce) { a { b: c } }
      @media (min-height: 500px) { a { b: c } }`;
    expect(mediaQueryWidths(css)).toEqual(['640px', '1023px', '40em', '768px', '1280px']);
    expect(['640px', '1440px', '1536px'].every(isAllowed)).toBe(true);
    expect(['1023px', '40em', '700px', '640.5px'].some(isAllowed)).toBe(false);
  });

  it('in the repository CSS use only the breakpoint widths', () => {
    const files = cssFiles(REPO_ROOT);
    expect(files.map((file) => path.relative(REPO_ROOT, file))).toEqual(expect.arrayContaining(['shared/src/ui/ui.css', 'shell/src/styles.css']));
    const offending = files.flatMap((file) =>
      mediaQueryWidths(fs.readFileSync(file, 'utf8'))
        .filter((width) => !isAllowed(width))
        .map((width) => `${path.relative(REPO_ROOT, file)}: ${width}`),
    );
    expect(offending).toEqual([]);
  });
});
