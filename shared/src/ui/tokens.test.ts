import fs from 'node:fs';
import path from 'node:path';

// Issue 22: the design tokens' colours pass WCAG AA (4.5:1 for normal text) where the site uses them together.
const css = fs.readFileSync(path.join(__dirname, 'ui.css'), 'utf8');
const token = (name: string) => {
  const value = new RegExp(`--rk-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`no --rk-${name} in ui.css`);
  return value;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
// The page's background (shell/src/styles.css) and surfaces; the tinted panels carry accent text.
const PAGE = ['#ffffff', '#fafafa'];
const TINTED = ['#fff4f1', '#fff7f5'];
const passes = (names: string[], background: string) => names.map((name) => [name, contrast(token(name), background) >= 4.5]);

describe('design tokens', () => {
  it('white on the accent (primary buttons, HOT) passes AA', () => {
    expect(contrast(token('accent-ink'), token('accent'))).toBeGreaterThanOrEqual(4.5);
  });

  it('white toast text on the success and danger toasts passes AA (shell/src/styles.css .rk-toast--*)', () => {
    expect(contrast('#ffffff', token('success'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', token('danger'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PAGE)('accent, muted, danger and ink text on %s pass AA', (background) => {
    expect(passes(['accent', 'muted', 'danger', 'ink'], background)).toEqual([
      ['accent', true],
      ['muted', true],
      ['danger', true],
      ['ink', true],
    ]);
  });

  it.each(TINTED)('accent text on the tinted panel %s passes AA', (background) => {
    expect(passes(['accent', 'ink'], background)).toEqual([
      ['accent', true],
      ['ink', true],
    ]);
  });
});
