// The field taxonomy of jobs and companies: two levels (a field and its specialisations).
// Top-level codes are the profile's fields of interest, so a candidate's interests match jobs.
// Labels are translations (`shared:taxonomy.fields.<code>`); the slugs here are URL segments.
import { FIELDS_OF_INTEREST, type FieldOfInterest } from '../account/profile';

export type LocaleSlug = { cs: string; en: string };

interface FieldNode {
  slug: LocaleSlug;
  /** Specialisations: code `<parent>.<child>`; slugs unique over the whole tree per language. */
  children: Record<string, LocaleSlug>;
}

const same = (slug: string): LocaleSlug => ({ cs: slug, en: slug });

export const FIELD_TREE: Record<FieldOfInterest, FieldNode> = {
  development: {
    slug: { cs: 'vyvoj', en: 'development' },
    children: {
      backend: same('backend'),
      frontend: same('frontend'),
      fullstack: same('fullstack'),
      mobile: { cs: 'mobilni-aplikace', en: 'mobile' },
      devops: same('devops'),
      qa: { cs: 'testovani', en: 'qa' },
      data: { cs: 'datove-inzenyrstvi', en: 'data-engineering' },
      security: { cs: 'bezpecnost', en: 'security' },
    },
  },
  design: {
    slug: same('design'),
    children: {
      ux: { cs: 'ux-ui', en: 'ux-ui' },
      graphic: { cs: 'graficky-design', en: 'graphic-design' },
      product: { cs: 'produktovy-design', en: 'product-design' },
    },
  },
  product: {
    slug: { cs: 'produkt', en: 'product' },
    children: {
      management: { cs: 'produktovy-management', en: 'product-management' },
      owner: same('product-owner'),
    },
  },
  marketing: {
    slug: same('marketing'),
    children: {
      performance: same('performance-marketing'),
      content: { cs: 'obsah-a-copywriting', en: 'content' },
      social: { cs: 'socialni-site', en: 'social-media' },
      growth: same('growth'),
    },
  },
  sales: {
    slug: { cs: 'obchod', en: 'sales' },
    children: {
      business: same('business-development'),
      account: same('account-management'),
    },
  },
  analytics: {
    slug: { cs: 'analytika', en: 'analytics' },
    children: {
      analysis: { cs: 'datova-analyza', en: 'data-analysis' },
      science: same('data-science'),
      bi: same('business-intelligence'),
    },
  },
  operations: {
    slug: { cs: 'provoz', en: 'operations' },
    children: {
      people: { cs: 'hr-a-nabor', en: 'people-and-recruiting' },
      finance: { cs: 'finance', en: 'finance' },
      office: { cs: 'kancelar', en: 'office' },
    },
  },
  management: {
    slug: same('management'),
    children: {
      project: { cs: 'projektovy-management', en: 'project-management' },
      leadership: { cs: 'vedeni-tymu', en: 'team-leadership' },
    },
  },
  customer_care: {
    slug: { cs: 'zakaznicka-podpora', en: 'customer-care' },
    children: {
      support: same('support'),
      success: same('customer-success'),
    },
  },
  cofounder: { slug: { cs: 'spoluzakladatel', en: 'co-founder' }, children: {} },
};

/** Every field code, top-level first then `<parent>.<child>`, in tree order. */
export const FIELD_CODES: readonly string[] = FIELDS_OF_INTEREST.flatMap((top) => [
  top,
  ...Object.keys(FIELD_TREE[top].children).map((child) => `${top}.${child}`),
]);

export const isFieldCode = (code: string): boolean => FIELD_CODES.includes(code);

/** The parent of a sub-field code (`development.backend` → `development`), or the code itself. */
export const topField = (code: string): string => code.split('.')[0]!;

function slugOf(code: string, locale: 'cs' | 'en'): string {
  const [top, child] = code.split('.') as [FieldOfInterest, string | undefined];
  const node = FIELD_TREE[top];
  return child === undefined ? node.slug[locale] : node.children[child]![locale];
}

const slugToCode: Record<'cs' | 'en', Map<string, string>> = { cs: new Map(), en: new Map() };
for (const code of FIELD_CODES) {
  for (const locale of ['cs', 'en'] as const) slugToCode[locale].set(slugOf(code, locale), code);
}

/** Separator of fields in the `:fields?` path parameter (`/nabidky/vyvoj+design`). */
export const FIELDS_SEPARATOR = '+';

/**
 * Reads the `:fields?` route parameter into field codes. Unknown slugs make the whole
 * parameter invalid (`null`), so the page can answer 404 rather than silently widen the list.
 */
export function parseFieldsParam(param: string | undefined, locale: 'cs' | 'en'): string[] | null {
  if (!param) return [];
  const codes: string[] = [];
  for (const slug of param.split(FIELDS_SEPARATOR)) {
    const code = slugToCode[locale].get(slug);
    if (!code) return null;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** Field codes to the `:fields?` parameter, in tree order so one selection has one URL. */
export function fieldsParam(codes: readonly string[], locale: 'cs' | 'en'): string | undefined {
  const known = FIELD_CODES.filter((code) => codes.includes(code));
  return known.length ? known.map((code) => slugOf(code, locale)).join(FIELDS_SEPARATOR) : undefined;
}

/**
 * The `:fields?` parameter as `to` spells it, its slugs read in either language (`vyvoj` and
 * `development` are one field): the language switch and hreflang give the twin page's slugs, and
 * a path with the other language's slugs is redirected to this one's. Null when a slug is unknown
 * in both languages (the page's own 404 stands).
 */
export function localizeFieldsParam(param: string, to: 'cs' | 'en'): string | null {
  const other = to === 'cs' ? 'en' : 'cs';
  const codes: string[] = [];
  for (const slug of param.split(FIELDS_SEPARATOR)) {
    const code = slugToCode[to].get(slug) ?? slugToCode[other].get(slug);
    if (!code) return null;
    codes.push(code);
  }
  return fieldsParam(codes, to) ?? null;
}
