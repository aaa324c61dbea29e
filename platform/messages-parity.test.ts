/** @jest-environment node */
/**
 * Every app's Czech and English messages hold the same keys, so no text of one
 * language is missing in the other. Plural keys (`count_one`, `count_few`, ...)
 * are compared by their base key, and each language must carry every plural
 * form its grammar needs (Czech one/few/many/other, English one/other).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES, type LocaleCode } from '@raketa/shared/federation';
import { messageFoldersOf } from './i18n-messages-plugin';
import { APPS, REPO_ROOT, WEB_APP_IDS } from './topology';
import type { FederationConfig } from './webpack-config';

// i18next's plural suffixes; `zero` is optional in every language.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: unknown };

/**
 * Leaf keys as dotted paths; a leaf that is not a string is a problem of its own. Arrays (structured
 * content read with `returnObjects`) count by index, so both languages hold as many items, alike.
 */
function leaves(tree: Tree, problems: string[], where: string, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix + key;
    if (Array.isArray(value)) return leaves(Object.fromEntries(value.entries()), problems, where, `${full}.`);
    if (typeof value === 'object' && value !== null) return leaves(value as Tree, problems, where, `${full}.`);
    if (typeof value !== 'string') problems.push(`${where}: ${full} is not a text`);
    return [full];
  });
}

/** What differs between the locales' messages of one namespace; empty when they agree. */
function keyProblems(namespace: string, byLocale: Record<LocaleCode, Tree>): string[] {
  const problems: string[] = [];
  // base key → plural forms present (null for a plain key), per locale
  const shapes = {} as Record<LocaleCode, Map<string, Set<string> | null>>;
  for (const locale of LOCALE_CODES) {
    const shape = new Map<string, Set<string> | null>();
    const keys = leaves(byLocale[locale], problems, `${namespace} ${locale}`);
    const present = new Set(keys);
    for (const key of keys) {
      // A key is a plural form only beside its `_other` form: an API code such as `too_many` or
      // `salary_from_zero` used as a key is a plain key that happens to end like one.
      const plural = PLURAL_SUFFIX.exec(key);
      if (!plural || !present.has(`${key.slice(0, plural.index)}_other`)) shape.set(key, null);
      else shape.set(key.slice(0, plural.index), (shape.get(key.slice(0, plural.index)) ?? new Set()).add(plural[1]!));
    }
    shapes[locale] = shape;
  }
  for (const locale of LOCALE_CODES) {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [base, forms] of shapes[locale]) {
      for (const other of LOCALE_CODES) {
        if (other === locale) continue;
        if (!shapes[other].has(base)) problems.push(`${namespace}: ${base} is in ${locale} but not in ${other}`);
        else if ((shapes[other].get(base) === null) !== (forms === null)) {
          problems.push(`${namespace}: ${base} is plural in only one of ${[locale, other].sort().join(' and ')}`);
        }
      }
      const missing = forms ? needed.filter((form) => !forms.has(form)) : [];
      if (missing.length > 0) problems.push(`${namespace} ${locale}: ${base} lacks the plural form(s) ${missing.join(', ')}`);
    }
  }
  return [...new Set(problems)].sort();
}

describe.each(WEB_APP_IDS)('messages of %s', (id) => {
  const appDir = path.join(REPO_ROOT, APPS[id].dir);
  // Each app's own federation config, so a new app or namespace is checked without editing this test.
  const federation = (require(path.join(appDir, 'federation.config.ts')) as { default: FederationConfig }).default;
  const folders = messageFoldersOf(appDir, federation);

  it.each(Object.entries(folders))('namespace %s has the same keys in every locale', (namespace, folder) => {
    const byLocale = Object.fromEntries(
      LOCALE_CODES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Tree]),
    ) as Record<LocaleCode, Tree>;
    expect(keyProblems(namespace, byLocale)).toEqual([]);
  });
});

describe('keyProblems', () => {
  it('accepts each language’s own plural forms', () => {
    expect(
      keyProblems('jobs', {
        cs: { list: { count_one: '1', count_few: '2', count_many: '5', count_other: '0', title: 'Nabídky' } },
        en: { list: { count_one: '1', count_other: '2', title: 'Jobs' } },
      }),
    ).toEqual([]);
  });

  it('names a key missing in either locale, wherever it is nested', () => {
    expect(keyProblems('shell', { cs: { nav: { jobs: 'Nabídky' } }, en: { nav: { jobs: 'Jobs', tests: 'Tests' }, brand: 'Raketa' } })).toEqual([
      'shell: brand is in en but not in cs',
      'shell: nav.tests is in en but not in cs',
    ]);
  });

  it('names a missing plural form and a plural on one side only', () => {
    expect(
      keyProblems('jobs', {
        cs: { count_one: '1', count_other: '0', items: 'položky' },
        en: { count_one: '1', count_other: '2', items_one: 'item', items_other: 'items' },
      }),
    ).toEqual(['jobs cs: count lacks the plural form(s) few, many', 'jobs: items is plural in only one of cs and en']);
  });

  it('compares arrays of structured content item by item', () => {
    expect(keyProblems('pages', { cs: { faq: [{ q: 'Otázka', a: 'Odpověď' }] }, en: { faq: [{ q: 'Question', a: 'Answer' }] } })).toEqual([]);
    expect(keyProblems('pages', { cs: { items: ['a', 'b'] }, en: { items: ['a'] } })).toEqual(['pages: items.1 is in cs but not in en']);
  });

  it('names a value that is not a text', () => {
    expect(keyProblems('auth', { cs: { a: 1 }, en: { a: 'A' } })).toEqual(['auth cs: a is not a text']);
  });
});
