import { pathFor, ROUTE_IDS, routesOwnedBy } from '@raketa/shared';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { INFO_ROUTE_IDS, isInfoDocument, LINKABLE_ROUTES } from './info-content';

const LOCALES = { cs, en };
// (jsdom has no structuredClone.)
const copy = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The document with its texts blanked: what must be the same in both languages (links, colours, counts). */
function skeleton(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => skeleton(item));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
  if (typeof value === 'string') return key === 'to' || key === 'value' ? value : '';
  return value;
}

/** Key paths of a messages subtree, plural suffixes folded (Czech has `_few` and `_many`). */
function keysOf(tree: object, prefix = ''): string[] {
  return [
    ...new Set(
      Object.entries(tree).flatMap(([key, value]) => {
        const path = `${prefix}${key.replace(/_(one|few|many|other)$/, '')}`;
        return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
      }),
    ),
  ].sort();
}

describe('information page documents', () => {
  it('cover exactly the information routes of this remote but the contact page', () => {
    const owned = routesOwnedBy('companyPages');
    expect(INFO_ROUTE_IDS.every((id) => owned.includes(id))).toBe(true);
    for (const locale of ['cs', 'en'] as const) expect(Object.keys(LOCALES[locale].info.pages).sort()).toEqual([...INFO_ROUTE_IDS].sort());
  });

  it.each(INFO_ROUTE_IDS)('%s is a valid document in both languages, of the same shape', (id) => {
    expect(isInfoDocument(cs.info.pages[id])).toBe(true);
    expect(isInfoDocument(en.info.pages[id])).toBe(true);
    expect(skeleton(en.info.pages[id])).toEqual(skeleton(cs.info.pages[id]));
    expect(Object.keys(en.info.pages[id].sections)).toEqual(Object.keys(cs.info.pages[id].sections));
  });

  it('refuses a table row without a cell per column, a colour that is not a hex colour, a link to an unknown page, and no or badly keyed sections', () => {
    const document = copy(cs.info.pages.cookies) as { sections: Record<string, { table?: { rows: string[][] } }> };
    document.sections.cookies!.table!.rows[0]!.pop();
    expect(isInfoDocument(document)).toBe(false);
    const identity = copy(cs.info.pages.newVisualIdentity) as { sections: Record<string, { swatches?: { value: string }[] }> };
    identity.sections.colours!.swatches![0]!.value = 'red; background: url(x)';
    expect(isInfoDocument(identity)).toBe(false);
    expect(isInfoDocument({ ...cs.info.pages.about, actions: [{ to: 'jobDetail', label: 'Job' }] })).toBe(false);
    expect(isInfoDocument({ ...cs.info.pages.about, sections: {} })).toBe(false);
    expect(isInfoDocument({ ...cs.info.pages.about, sections: { 'not an anchor': cs.info.pages.about.sections.story } })).toBe(false);
  });

  it('links only to pages without parameters', () => {
    for (const id of LINKABLE_ROUTES) {
      expect(ROUTE_IDS).toContain(id);
      for (const locale of ['cs', 'en'] as const) expect(pathFor(id, locale)).not.toContain(':');
    }
  });

  it('has the same operator details, and the same contact messages, in both languages', () => {
    expect(Object.keys(en.info.operator).sort()).toEqual(Object.keys(cs.info.operator).sort());
    expect(en.info.operator.contactEmail).toBe(cs.info.operator.contactEmail);
    expect(keysOf(en.contact)).toEqual(keysOf(cs.contact));
  });
});
