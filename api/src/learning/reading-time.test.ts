import { countWords, readingMinutes } from './reading-time';

describe('reading time', () => {
  it('counts the words a reader sees, not Markdown markers or link targets', () => {
    expect(countWords('# Nadpis\n\n- **tučně** a *kurzíva*\n- [odkaz](https://example.com/very/long/path) – konec')).toBe(6);
  });

  it('rounds to whole minutes at 200 words a minute, at least one', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'slovo').join(' ');
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(299))).toBe(1);
    expect(readingMinutes(words(300))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
