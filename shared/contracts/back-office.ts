/**
 * The back office's answers and its price list form (api/COMPANY-PAGES.md "Price list", "Admin
 * record"; api/EMPLOYERS.md "Approval"; api/CONSOLE.md "Back office"), written once: the API
 * serialises with these schemas, the back office (mf-company-pages) parses with the structs `toStruct`
 * makes of them, and its price list form checks a change with `pricePatchSchemas`, the API's rules.
 * The moderation queue's and the orders' shapes are ./job-lifecycle's.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate } from 'superstruct';
import { moderationItemSchema, adminPlanOrderSchema } from './job-lifecycle';
import { codeOf, toStruct, type JsonSchema, type RuleCode } from './schema-struct';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const bilingual = { type: 'object', required: ['cs', 'en'], properties: { cs: string, en: string } } as const;
const bilingualList = {
  type: 'object',
  required: ['cs', 'en'],
  properties: { cs: { type: 'array', items: string }, en: { type: 'array', items: string } },
} as const;

// ---- Price list (public `GET /api/price-list`, and what `PATCH /api/admin/price-list/…` answers)

export const planSchema = {
  type: 'object',
  required: ['code', 'name', 'summary', 'features', 'priceCzk', 'priceEur', 'listingDays', 'jobSlots', 'highlighted'],
  properties: {
    code: string,
    name: bilingual,
    summary: bilingual,
    features: bilingualList,
    priceCzk: integer,
    priceEur: integer,
    listingDays: integer,
    jobSlots: integer,
    highlighted: { type: 'boolean' },
  },
} as const;
export type PriceListPlan = FromSchema<typeof planSchema>;

export const addonSchema = {
  type: 'object',
  required: ['code', 'name', 'description', 'priceCzk', 'priceEur'],
  properties: { code: string, name: bilingual, description: bilingual, priceCzk: integer, priceEur: integer },
} as const;
export type PriceListAddon = FromSchema<typeof addonSchema>;

export const creditPackageSchema = {
  type: 'object',
  required: ['code', 'credits', 'priceCzk', 'priceEur', 'bonusPercent'],
  properties: { code: string, credits: integer, priceCzk: integer, priceEur: integer, bonusPercent: integer },
} as const;
export type PriceListCreditPackage = FromSchema<typeof creditPackageSchema>;

export const priceListSchema = {
  type: 'object',
  required: ['@context', '@id', '@type', 'plans', 'addons', 'creditPackages'],
  properties: {
    '@context': string,
    '@id': string,
    '@type': string,
    plans: { type: 'array', items: planSchema },
    addons: { type: 'array', items: addonSchema },
    creditPackages: { type: 'array', items: creditPackageSchema },
  },
} as const;
export type PriceListAnswer = FromSchema<typeof priceListSchema>;

/** The three kinds of the price list, as the admin paths name them. */
export const PRICE_ITEM_KINDS = ['plans', 'addons', 'credit-packages'] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const bilingualText = (max: number) =>
  ({ type: 'object', additionalProperties: false, required: ['cs', 'en'], properties: { cs: text(max), en: text(max) } }) as const;
const whole = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
// The same bounds as the table's checks (migration 0012).
const prices = { priceCzk: whole(0, 10_000_000), priceEur: whole(0, 1_000_000) } as const;
const features = { type: 'array', maxItems: 12, items: text(200) } as const;

/**
 * A change of one price list item (`PATCH /api/admin/price-list/{kind}/{code}`): any of its fields but
 * `code`, each as the API checks it (texts trimmed, both languages); the back office's form checks
 * with these, the API's own check (api/src/pricing/price-validation.ts) is tested to agree.
 */
export const pricePatchSchemas = {
  plans: {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: bilingualText(100),
      summary: bilingualText(500),
      features: { type: 'object', additionalProperties: false, required: ['cs', 'en'], properties: { cs: features, en: features } },
      ...prices,
      listingDays: whole(1, 365),
      jobSlots: whole(1, 1000),
      highlighted: { type: 'boolean' },
    },
  },
  addons: {
    type: 'object',
    additionalProperties: false,
    properties: { name: bilingualText(100), description: bilingualText(1000), ...prices },
  },
  'credit-packages': {
    type: 'object',
    additionalProperties: false,
    properties: { credits: whole(1, 10_000_000), ...prices, bonusPercent: whole(0, 100) },
  },
} as const satisfies Record<PriceItemKind, JsonSchema>;

export interface PriceFieldError {
  /** The field's path as the API names it: `name.cs`, `features.en.3`, `priceCzk`. */
  field: string;
  code: RuleCode | 'empty_patch';
}

/** A price item change checked by the contract: trimmed; each invalid field with its first failing rule; nothing to change is `empty_patch`. */
export function checkPricePatch(
  kind: PriceItemKind,
  body: Record<string, unknown>,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: PriceFieldError[] } {
  const [error, value] = validate(body, toStruct(pricePatchSchemas[kind], { trim: true, strict: true }), { coerce: true });
  if (error) {
    const first = new Map<string, PriceFieldError['code']>();
    for (const failure of error.failures()) {
      const field = failure.path.join('.') || 'body';
      if (!first.has(field)) first.set(field, codeOf(failure));
    }
    return { ok: false, errors: [...first].map(([field, code]) => ({ field, code })) };
  }
  if (Object.keys(value as object).length === 0) return { ok: false, errors: [{ field: 'body', code: 'empty_patch' }] };
  return { ok: true, value: value as Record<string, unknown> };
}

// ---- Company approval (api/EMPLOYERS.md, "Approval")

export const pendingCompanySchema = {
  type: 'object',
  required: ['slug', 'name', 'ownerEmail', 'createdAt'],
  properties: { slug: string, name: string, ownerEmail: { type: ['string', 'null'] }, createdAt: string },
} as const;
export const pendingCompaniesSchema = {
  type: 'object',
  required: ['companies', 'total'],
  properties: { companies: { type: 'array', items: pendingCompanySchema }, total: integer },
} as const;
export type PendingCompanies = FromSchema<typeof pendingCompaniesSchema>;

export const companyApprovalSchema = {
  type: 'object',
  required: ['@type', 'slug', 'name', 'approvedAt'],
  properties: { '@type': string, slug: string, name: string, approvedAt: dateTime },
} as const;
export type CompanyApproval = FromSchema<typeof companyApprovalSchema>;

// ---- Contact messages and the job queue (api/CONSOLE.md, "Back office")

export const CONTACT_SUBJECTS = ['candidate', 'company', 'media', 'other'] as const;

export const contactMessageSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'subject', 'message', 'locale', 'userId', 'createdAt'],
  properties: {
    id: integer,
    name: string,
    email: string,
    subject: { type: 'string', enum: CONTACT_SUBJECTS },
    message: string,
    locale: { type: 'string', enum: ['cs', 'en'] },
    /** The account that sent it, when signed in. */
    userId: { type: ['integer', 'null'] },
    createdAt: dateTime,
  },
} as const;
export const contactMessagesPageSchema = {
  type: 'object',
  required: ['messages', 'next'],
  properties: { messages: { type: 'array', items: contactMessageSchema }, next: { type: ['string', 'null'] } },
} as const;
export type ContactMessagesPage = FromSchema<typeof contactMessagesPageSchema>;

export const failedQueueJobSchema = {
  type: 'object',
  required: ['id', 'queue', 'createdAt', 'attempts', 'lastError'],
  properties: { id: string, queue: string, createdAt: dateTime, attempts: integer, lastError: string },
} as const;
export const failedQueueJobsSchema = {
  type: 'object',
  required: ['jobs', 'total'],
  properties: { jobs: { type: 'array', items: failedQueueJobSchema }, total: integer },
} as const;
export type FailedQueueJobs = FromSchema<typeof failedQueueJobsSchema>;

export const queueRetrySchema = { type: 'object', required: ['id', 'queue'], properties: { id: string, queue: string } } as const;

// ---- The admin record (api/COMPANY-PAGES.md, "Admin record")

/** Every action the back office records; a record's `action` is one of these. */
export const ADMIN_ACTIONS = [
  'company.approve',
  'price_item.update',
  'campaign.update',
  'job.approve',
  'job.reject',
  'order.mark_paid',
  'queue_job.retry',
  'cashback.grant',
  'cashback.refuse',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What a record's `target.type` names: a company's slug, a price item's code, a job's or an order's id… */
export const ADMIN_TARGET_TYPES = [
  'company',
  'plans',
  'addons',
  'credit-packages',
  'campaign',
  'job',
  'order',
  'queue_job',
  'cashback_claim',
] as const;

export const adminActionSchema = {
  type: 'object',
  required: ['id', 'by', 'action', 'target', 'details', 'at'],
  properties: {
    id: integer,
    by: { type: 'object', required: ['id', 'email'], properties: { id: { type: ['integer', 'null'] }, email: string } },
    action: { type: 'string', enum: ADMIN_ACTIONS },
    target: { type: 'object', required: ['type', 'id'], properties: { type: string, id: string } },
    details: { type: 'object', additionalProperties: true },
    at: dateTime,
  },
} as const;
export const adminActionsPageSchema = {
  type: 'object',
  required: ['actions', 'next'],
  properties: { actions: { type: 'array', items: adminActionSchema }, next: { type: ['string', 'null'] } },
} as const;
export type AdminActionsPage = FromSchema<typeof adminActionsPageSchema>;
export type AdminActionRecordAnswer = FromSchema<typeof adminActionSchema>;

// ---- The moderation queue and the orders, as their lists answer them

export const moderationQueueSchema = {
  type: 'object',
  required: ['jobs', 'total'],
  properties: { jobs: { type: 'array', items: moderationItemSchema }, total: integer },
} as const;
export type ModerationQueue = FromSchema<typeof moderationQueueSchema>;

export const adminOrdersSchema = {
  type: 'object',
  required: ['orders', 'total'],
  properties: { orders: { type: 'array', items: adminPlanOrderSchema }, total: integer },
} as const;
export type AdminOrders = FromSchema<typeof adminOrdersSchema>;
