import { assert } from 'superstruct';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { FAQ_GROUPS, ForCompaniesMessages, type ForCompaniesContent } from './content';

const TEXTS = { cs: cs.forCompanies, en: en.forCompanies } as unknown as Record<'cs' | 'en', ForCompaniesContent>;

/** The shape of a tree: its keys in order and its arrays' lengths, every leaf a string. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.entries(value).map(([key, child]) => [key, shape(child)]);
  return typeof value;
}

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  return [];
}

describe('the forCompanies texts', () => {
  it.each(['cs', 'en'] as const)('in %s have every text the pages read, and nothing else', (locale) => {
    expect(() => assert(TEXTS[locale], ForCompaniesMessages)).not.toThrow();
  });

  it('have the same shape in both languages (keys in the same order, lists of the same length)', () => {
    expect(shape(TEXTS.cs)).toEqual(shape(TEXTS.en));
  });

  it('are translated: a text equal in both languages is a name', () => {
    const english = new Map(leaves(TEXTS.en));
    const same = leaves(TEXTS.cs)
      .filter(([path, text]) => english.get(path) === text)
      .map(([, text]) => text);
    expect([...new Set(same)].sort()).toEqual(['Cashback', 'HOT', 'Social boost', 'TOP']);
  });

  it('write Czech with its diacritics, and no placeholder text', () => {
    const czech = leaves(TEXTS.cs)
      .map(([, text]) => text)
      .join('\n');
    expect(czech).toMatch(/[ěščřžýáíéůú]/);
    for (const locale of ['cs', 'en'] as const) {
      const all = leaves(TEXTS[locale])
        .map(([, text]) => text)
        .join('\n');
      expect(all).not.toMatch(/lorem|ipsum|TODO|TBD|\{\{/i);
    }
  });

  it.each(['cs', 'en'] as const)('in %s answer at least 12 questions in the five groups', (locale) => {
    const { groups } = TEXTS[locale].pages.faq;
    expect(Object.keys(groups)).toEqual([...FAQ_GROUPS]);
    const counts = FAQ_GROUPS.map((group) => Object.keys(groups[group].items).length);
    expect(counts.every((count) => count >= 2)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(12);
  });

  it.each(['cs', 'en'] as const)('in %s state the cashback rule once and repeat it word for word in the FAQ', (locale) => {
    const { cashbackRule, pages } = TEXTS[locale];
    expect(pages.faq.groups.credits.items['cashback-rule']!.answer).toBe(cashbackRule);
    expect(cashbackRule).toMatch(/30/);
    expect(cashbackRule).toMatch(/50\s?%/);
  });

  it.each(['cs', 'en'] as const)(
    'in %s give the same periods wherever they come up: 30-day listings, 12-month credits, 14 days to claim',
    (locale) => {
      const { pages } = TEXTS[locale];
      const faq = pages.faq.groups;
      const listing = [faq.ads.items['listing-length']!.answer, pages.advertisingRules.rules.items[1]!.title, pages.forCompanies.how.items[3]!.title];
      for (const text of listing) expect(text).toMatch(/\b30\b/);
      const credits = [faq.credits.items.credits!.answer, pages.cashback.conditions.items[5]!];
      for (const text of credits) expect(text).toMatch(/\b12\b/);
      const claim = [faq.credits.items['cashback-request']!.answer, pages.cashback.conditions.items[3]!];
      for (const text of claim) expect(text).toMatch(/\b14\b/);
    },
  );
});
