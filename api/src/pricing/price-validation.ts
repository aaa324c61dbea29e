// Server-only: the rules of `PATCH /api/admin/price-list/{plans|addons|credit-packages}/{code}`
// (api/COMPANY-PAGES.md). Any subset of an item's fields; every field present is checked and
// reports its first failing rule, and nothing is saved unless all pass. The answer maps the
// field names to their columns, which are the only names the update's SQL is built from.
import { PRICE_ITEM_KINDS, type PriceItemKind } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

// The kinds are the contract's, whose `pricePatchSchemas` the back office's form checks with
// (price-validation.test.ts proves both agree).
export { PRICE_ITEM_KINDS, type PriceItemKind };

export const PRICE_MESSAGES = {
  required: 'This field is mandatory',
  too_long: 'This text is too long',
  too_many: 'This list has too many items',
  invalid_type: 'This value has the wrong type',
  out_of_range: 'This number is out of range',
  unknown_field: 'This field is not known',
  empty_patch: 'Send at least one field to change',
} as const;
export type PriceErrorCode = keyof typeof PRICE_MESSAGES;

type Rule =
  /** `{cs, en}` of non-empty texts; columns `<column>_cs`, `<column>_en`. */
  | { kind: 'text'; column: string; max: number }
  /** `{cs: string[], en: string[]}` of non-empty texts. */
  | { kind: 'texts'; column: string; max: number; maxItems: number }
  | { kind: 'integer'; column: string; min: number; max: number }
  | { kind: 'boolean'; column: string };

const text = (column: string, max: number): Rule => ({ kind: 'text', column, max });
const integer = (column: string, min: number, max: number): Rule => ({ kind: 'integer', column, min, max });
// The same bounds as the table's checks (migration 0012).
const prices = { priceCzk: integer('price_czk', 0, 10_000_000), priceEur: integer('price_eur', 0, 1_000_000) };

export const PRICE_ITEM_RULES: Record<PriceItemKind, Record<string, Rule>> = {
  plans: {
    name: text('name', 100),
    summary: text('summary', 500),
    features: { kind: 'texts', column: 'features', max: 200, maxItems: 12 },
    ...prices,
    listingDays: integer('listing_days', 1, 365),
    jobSlots: integer('job_slots', 1, 1000),
    highlighted: { kind: 'boolean', column: 'highlighted' },
  },
  addons: { name: text('name', 100), description: text('description', 1000), ...prices },
  'credit-packages': { credits: integer('credits', 1, 10_000_000), ...prices, bonusPercent: integer('bonus_percent', 0, 100) },
};

/** Column → new value, for `updatePriceItem`. */
export type PriceItemPatch = Record<string, string | number | boolean | string[]>;

const LANGUAGES = ['cs', 'en'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function validatePricePatch(kind: PriceItemKind, body: unknown): { ok: true; patch: PriceItemPatch } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, code: PriceErrorCode) => void errors.push({ field, code, message: PRICE_MESSAGES[code] });
  const rules = PRICE_ITEM_RULES[kind];
  const patch: PriceItemPatch = {};
  if (!isObject(body)) {
    fail('body', 'invalid_type');
    return { ok: false, errors };
  }

  /** A trimmed non-empty text of at most `max` characters, or undefined after a failure. */
  const checkText = (field: string, value: unknown, max: number): string | undefined => {
    if (typeof value !== 'string') return void fail(field, 'invalid_type');
    const trimmed = value.trim();
    if (trimmed === '') return void fail(field, 'required');
    if ([...trimmed].length > max) return void fail(field, 'too_long');
    return trimmed;
  };

  let fields = 0;
  for (const [field, value] of Object.entries(body)) {
    // The CSRF token may come in the body like in the forms.
    if (field === '_csrf') continue;
    const rule = rules[field];
    if (!rule) {
      fail(field, 'unknown_field');
      continue;
    }
    fields += 1;
    if (rule.kind === 'integer') {
      if (typeof value !== 'number' || !Number.isInteger(value)) fail(field, 'invalid_type');
      else if (value < rule.min || value > rule.max) fail(field, 'out_of_range');
      else patch[rule.column] = value;
    } else if (rule.kind === 'boolean') {
      if (typeof value !== 'boolean') fail(field, 'invalid_type');
      else patch[rule.column] = value;
    } else if (!isObject(value)) {
      fail(field, 'invalid_type');
    } else {
      for (const key of Object.keys(value)) if (!(LANGUAGES as readonly string[]).includes(key)) fail(`${field}.${key}`, 'unknown_field');
      for (const language of LANGUAGES) {
        const path = `${field}.${language}`;
        const item = value[language];
        if (item === undefined) {
          fail(path, 'required');
        } else if (rule.kind === 'text') {
          const checked = checkText(path, item, rule.max);
          if (checked !== undefined) patch[`${rule.column}_${language}`] = checked;
        } else if (!Array.isArray(item)) {
          fail(path, 'invalid_type');
        } else if (item.length > rule.maxItems) {
          fail(path, 'too_many');
        } else {
          const checked = item.map((entry, index) => checkText(`${path}.${index}`, entry, rule.max));
          if (checked.every((entry) => entry !== undefined)) patch[`${rule.column}_${language}`] = checked as string[];
        }
      }
    }
  }
  if (fields === 0 && errors.length === 0) fail('body', 'empty_patch');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, patch };
}
