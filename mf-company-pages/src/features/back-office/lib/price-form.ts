/**
 * The price list form of the back office: an item's values as the form holds them (texts, numbers as
 * typed, features one per line), the body they make, checked by the contract's rules
 * (`checkPricePatch`, which the API agrees with), and the change to send: only the fields that differ
 * from the item as saved, so the record says what changed.
 */
import {
  checkPricePatch,
  PRICE_ITEM_KINDS,
  pricePatchSchemas,
  type PriceFieldError,
  type PriceItemKind,
  type PriceListAddon,
  type PriceListCreditPackage,
  type PriceListPlan,
} from '@raketa/shared/contracts';
import type { Resolver } from 'react-hook-form';

export type PriceItem = PriceListPlan | PriceListAddon | PriceListCreditPackage;

type Bilingual = { cs: string; en: string };
/** Every field any kind has; a kind's form uses its own (`PRICE_FIELDS`). */
export interface PriceValues {
  name: Bilingual;
  summary: Bilingual;
  description: Bilingual;
  /** One feature a line. */
  features: Bilingual;
  priceCzk: string;
  priceEur: string;
  listingDays: string;
  jobSlots: string;
  credits: string;
  bonusPercent: string;
  highlighted: boolean;
}

export type TextField = 'name' | 'summary' | 'description' | 'features';
export type NumberField = 'priceCzk' | 'priceEur' | 'listingDays' | 'jobSlots' | 'credits' | 'bonusPercent';
export type PriceField = TextField | NumberField | 'highlighted';

/** The fields of each kind's form, in the order it shows them (the contract's). */
export const PRICE_FIELDS: Record<PriceItemKind, readonly PriceField[]> = {
  plans: ['name', 'summary', 'features', 'priceCzk', 'priceEur', 'listingDays', 'jobSlots', 'highlighted'],
  addons: ['name', 'description', 'priceCzk', 'priceEur'],
  'credit-packages': ['credits', 'priceCzk', 'priceEur', 'bonusPercent'],
};

export const TEXT_FIELDS: readonly TextField[] = ['name', 'summary', 'description', 'features'];
export const isTextField = (field: PriceField): field is TextField => (TEXT_FIELDS as readonly string[]).includes(field);

const EMPTY: Bilingual = { cs: '', en: '' };

export function priceValuesOf(item: PriceItem): PriceValues {
  // Each kind has some of the fields; the others stay empty in the form (and are never sent).
  const fields = item as Record<string, unknown>;
  const text = (key: 'name' | 'summary' | 'description'): Bilingual => (fields[key] as Bilingual | undefined) ?? EMPTY;
  const number = (key: NumberField) => (key in fields ? String(fields[key]) : '');
  const features = (fields.features as { cs: string[]; en: string[] } | undefined) ?? { cs: [], en: [] };
  return {
    name: text('name'),
    summary: text('summary'),
    description: text('description'),
    features: { cs: features.cs.join('\n'), en: features.en.join('\n') },
    priceCzk: number('priceCzk'),
    priceEur: number('priceEur'),
    listingDays: number('listingDays'),
    jobSlots: number('jobSlots'),
    credits: number('credits'),
    bonusPercent: number('bonusPercent'),
    highlighted: fields.highlighted === true,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A typed number as the API takes it: a whole number, or what was typed (the rule then says it is not one). */
const numberOf = (typed: string): number | string => (/^\s*-?\d+\s*$/.test(typed) ? Number(typed) : typed);

/** The whole body of the kind's fields, as the form's values make it. */
export function priceBodyOf(kind: PriceItemKind, values: PriceValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of PRICE_FIELDS[kind]) {
    if (field === 'features') body.features = { cs: lines(values.features.cs), en: lines(values.features.en) };
    else if (field === 'highlighted') body.highlighted = values.highlighted;
    else if (isTextField(field)) body[field] = values[field];
    else body[field] = numberOf(values[field]);
  }
  return body;
}

/** The fields of `body` that differ from the item as saved (texts compared trimmed, as the API stores them). */
export function pricePatchOf(item: PriceItem, checked: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(checked)) {
    if (JSON.stringify(value) !== JSON.stringify((item as Record<string, unknown>)[field])) patch[field] = value;
  }
  return patch;
}

/** The form field (react-hook-form's path) an error of the API or the contract belongs to: `features.cs.3` is `features.cs`. */
export function formFieldOf(field: string): string | null {
  const [head, language] = field.split('.');
  if (!head) return null;
  if ((TEXT_FIELDS as readonly string[]).includes(head)) return language === 'cs' || language === 'en' ? `${head}.${language}` : null;
  return PRICE_ITEM_KINDS.some((kind) => head in pricePatchSchemas[kind].properties) ? head : null;
}

/** The bounds of a number field, for its message (the contract's). */
export function boundsOf(kind: PriceItemKind, field: NumberField): { min: number; max: number } | null {
  const property = (pricePatchSchemas[kind].properties as Record<string, { minimum?: number; maximum?: number }>)[field];
  return property?.minimum !== undefined && property.maximum !== undefined ? { min: property.minimum, max: property.maximum } : null;
}

/** An error as the form keeps it: the rule's code, and for a feature the line it is on (1-based). */
export interface PriceError {
  code: PriceFieldError['code'];
  line?: number;
}

export function priceErrorOf(error: PriceFieldError): PriceError {
  const line = /^features\.(?:cs|en)\.(\d+)$/.exec(error.field)?.[1];
  return line === undefined ? { code: error.code } : { code: error.code, line: Number(line) + 1 };
}

/** The kind's resolver: the contract's rules over the body the values make; each error at its form field (`message` is JSON of PriceError). */
export const priceResolver =
  (kind: PriceItemKind): Resolver<PriceValues> =>
  async (values) => {
    const checked = checkPricePatch(kind, priceBodyOf(kind, values));
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of checked.errors) {
      const path = formFieldOf(error.field);
      if (!path) continue;
      const [head, language] = path.split('.') as [string, string | undefined];
      const entry = { type: error.code, message: JSON.stringify(priceErrorOf(error)) };
      if (!language) {
        errors[head] ??= entry;
        continue;
      }
      const group = (errors[head] ??= {}) as Record<string, unknown>;
      group[language] ??= entry;
    }
    return { values: {}, errors };
  };
