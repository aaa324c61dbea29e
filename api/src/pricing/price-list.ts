// Server-only: the price list (api/COMPANY-PAGES.md, "Price list"): plans, add-ons and credit
// packages as product owners keep them in the database (migration 0012), read in `position`
// order and changed one item at a time by an admin (`PATCH /api/admin/price-list/{kind}/{code}`).
import type { Queryable } from '../db/db';
import type { PriceItemKind, PriceItemPatch } from './price-validation';

/** A text in both languages of the site. */
export interface Bilingual {
  cs: string;
  en: string;
}

export interface Plan {
  code: string;
  name: Bilingual;
  summary: Bilingual;
  features: { cs: string[]; en: string[] };
  /** Whole units excluding VAT. */
  priceCzk: number;
  priceEur: number;
  /** How long each listing stays published. */
  listingDays: number;
  /** How many listings run at once. */
  jobSlots: number;
  /** The plan the page recommends. */
  highlighted: boolean;
}

export interface Addon {
  code: string;
  name: Bilingual;
  description: Bilingual;
  priceCzk: number;
  priceEur: number;
}

export interface CreditPackage {
  code: string;
  /** Credits paid for; `bonusPercent` more are added on top. */
  credits: number;
  priceCzk: number;
  priceEur: number;
  bonusPercent: number;
}

export interface PriceList {
  plans: Plan[];
  addons: Addon[];
  creditPackages: CreditPackage[];
}

interface PlanRow {
  code: string;
  name_cs: string;
  name_en: string;
  summary_cs: string;
  summary_en: string;
  features_cs: string[];
  features_en: string[];
  price_czk: number;
  price_eur: number;
  listing_days: number;
  job_slots: number;
  highlighted: boolean;
}

interface AddonRow {
  code: string;
  name_cs: string;
  name_en: string;
  description_cs: string;
  description_en: string;
  price_czk: number;
  price_eur: number;
}

interface CreditPackageRow {
  code: string;
  credits: number;
  price_czk: number;
  price_eur: number;
  bonus_percent: number;
}

const toPlan = (row: PlanRow): Plan => ({
  code: row.code,
  name: { cs: row.name_cs, en: row.name_en },
  summary: { cs: row.summary_cs, en: row.summary_en },
  features: { cs: row.features_cs, en: row.features_en },
  priceCzk: row.price_czk,
  priceEur: row.price_eur,
  listingDays: row.listing_days,
  jobSlots: row.job_slots,
  highlighted: row.highlighted,
});

const toAddon = (row: AddonRow): Addon => ({
  code: row.code,
  name: { cs: row.name_cs, en: row.name_en },
  description: { cs: row.description_cs, en: row.description_en },
  priceCzk: row.price_czk,
  priceEur: row.price_eur,
});

const toCreditPackage = (row: CreditPackageRow): CreditPackage => ({
  code: row.code,
  credits: row.credits,
  priceCzk: row.price_czk,
  priceEur: row.price_eur,
  bonusPercent: row.bonus_percent,
});

const SOURCES = {
  plans: {
    table: 'price_plans',
    columns: 'code, name_cs, name_en, summary_cs, summary_en, features_cs, features_en, price_czk, price_eur, listing_days, job_slots, highlighted',
    map: (row: unknown) => toPlan(row as PlanRow),
  },
  addons: {
    table: 'price_addons',
    columns: 'code, name_cs, name_en, description_cs, description_en, price_czk, price_eur',
    map: (row: unknown) => toAddon(row as AddonRow),
  },
  'credit-packages': {
    table: 'credit_packages',
    columns: 'code, credits, price_czk, price_eur, bonus_percent',
    map: (row: unknown) => toCreditPackage(row as CreditPackageRow),
  },
} as const;

export type PriceItem = Plan | Addon | CreditPackage;

async function listOf(db: Queryable, kind: PriceItemKind): Promise<PriceItem[]> {
  const source = SOURCES[kind];
  const { rows } = await db.query(`select ${source.columns} from ${source.table} order by position, code`);
  const map: (row: unknown) => PriceItem = source.map;
  return rows.map((row) => map(row));
}

export async function readPriceList(db: Queryable): Promise<PriceList> {
  const [plans, addons, creditPackages] = await Promise.all([listOf(db, 'plans'), listOf(db, 'addons'), listOf(db, 'credit-packages')]);
  return { plans: plans as Plan[], addons: addons as Addon[], creditPackages: creditPackages as CreditPackage[] };
}

/**
 * Applies a validated patch to one item and answers it as changed; null for an unknown code.
 * Text lists travel as one JSON parameter, which both drivers pass the same way.
 */
export async function updatePriceItem(
  db: Queryable,
  kind: PriceItemKind,
  code: string,
  patch: PriceItemPatch,
  userId: number | null,
): Promise<PriceItem | null> {
  const source = SOURCES[kind];
  const params: unknown[] = [code, userId];
  const assignments = Object.entries(patch).map(([column, value]) => {
    if (Array.isArray(value)) {
      params.push(JSON.stringify(value));
      return `${column} = array(select jsonb_array_elements_text($${params.length}::jsonb))`;
    }
    params.push(value);
    return `${column} = $${params.length}`;
  });
  const { rows } = await db.query(
    `update ${source.table} set ${assignments.join(', ')}, updated_at = now(), updated_by = $2
     where code = $1 returning ${source.columns}`,
    params,
  );
  const map: (row: unknown) => PriceItem = source.map;
  return rows[0] ? map(rows[0]) : null;
}
