/**
 * A job's life after the editor, and the plans that pay for it (api/CONSOLE.md, "Job lifecycle",
 * "Plans and orders", "Back office"), written once: the states and the reasons a review may give,
 * the bodies the console and the back office send, and the answers they read. The API validates and
 * serialises with these schemas; the UI parses with the structs `toStruct` makes of them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { OWN_JOB_STATES, type OwnJobState } from './job-input';
import { precheckFindingSchema } from './job-precheck';
import { checkSchemaBody, type SchemaFieldError } from './schema-struct';

/**
 * draft → submitted (waiting for review) → published → expired (after the plan's listing days) or
 * closed (by the company); a review may send a submitted job back as rejected, which the company
 * edits and submits again; an expired or closed job may be renewed (published again). The list is
 * the job editor's (./job-input), one definition.
 */
export const JOB_STATES = OWN_JOB_STATES;
export type JobState = OwnJobState;

/**
 * Why a review sends a job back: the "What we do not approve" list of the advertising rules page
 * (pravidla-inzerce), in its order, and `other` for what the reviewer explains in the message.
 */
export const REJECTION_REASONS = [
  'not_a_job',
  'illegal_or_hidden_commission',
  'no_company',
  'contact_details',
  'discrimination',
  'duplicate',
  'misleading_pay',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** How long a paid plan runs, from the moment it is marked paid. */
export const PLAN_MONTHS = 12;
/** A job of a company without a plan (published by an admin anyway) lives this long. */
export const DEFAULT_LISTING_DAYS = 30;
/** The "expires in N days" mail goes this many days before the end of a listing. */
export const EXPIRY_WARNING_DAYS = 5;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const localized = {
  type: 'object',
  additionalProperties: false,
  required: ['cs', 'en'],
  properties: { cs: string, en: string },
} as const;
const PLAN_CODE_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** `POST /api/admin/jobs/{id}/reject`. */
export const jobRejectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason', 'message'],
  properties: {
    reason: { type: 'string', enum: REJECTION_REASONS },
    /** What to change, in the reviewer's words; the company reads it in the mail and the console. */
    message: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
  },
} as const;
export type JobRejection = FromSchema<typeof jobRejectionSchema>;

export type LifecycleFieldError = SchemaFieldError;

/** The back office's rejection form and the API check the body with this. */
export const checkJobRejection = (body: unknown) => checkSchemaBody<JobRejection>(jobRejectionSchema, body);

/** `POST /api/me/company/orders`. */
export const planOrderRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['planCode'],
  properties: { planCode: { type: 'string', minLength: 1, maxLength: 50, pattern: PLAN_CODE_PATTERN } },
} as const;
export type PlanOrderRequest = FromSchema<typeof planOrderRequestSchema>;
export const checkPlanOrder = (body: unknown) => checkSchemaBody<PlanOrderRequest>(planOrderRequestSchema, body);

/** A job's place in its life, as the console and the back office show it. */
export const jobLifecycleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'submittedAt', 'publishedAt', 'validUntil', 'closedAt', 'rejection'],
  properties: {
    id: integer,
    status: { type: 'string', enum: JOB_STATES },
    submittedAt: nullableDateTime,
    publishedAt: nullableDateTime,
    validUntil: nullableDateTime,
    closedAt: nullableDateTime,
    /** The last rejection while the job is rejected (or edited after one); null otherwise. */
    rejection: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['reason', 'message', 'at'],
      properties: { reason: { type: 'string', enum: REJECTION_REASONS }, message: string, at: dateTime },
    },
  },
} as const;
export type JobLifecycle = FromSchema<typeof jobLifecycleSchema>;

/** An order of a plan: `pending` until an admin marks it paid, then the plan runs from validFrom to validUntil. */
export const planOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'plan', 'priceCzk', 'priceEur', 'jobSlots', 'listingDays', 'status', 'createdAt', 'paidAt', 'validFrom', 'validUntil'],
  properties: {
    id: integer,
    plan: { type: 'object', additionalProperties: false, required: ['code', 'name'], properties: { code: string, name: localized } },
    /** The price list's terms when it was ordered (whole units excluding VAT). */
    priceCzk: integer,
    priceEur: integer,
    jobSlots: integer,
    listingDays: integer,
    status: { type: 'string', enum: ['pending', 'paid'] },
    createdAt: dateTime,
    paidAt: nullableDateTime,
    validFrom: nullableDateTime,
    validUntil: nullableDateTime,
  },
} as const;
export type PlanOrder = FromSchema<typeof planOrderSchema>;

/** `GET /api/admin/orders`: an order with the company that placed it. */
export const adminPlanOrderSchema = {
  ...planOrderSchema,
  required: [...planOrderSchema.required, 'company'],
  properties: {
    ...planOrderSchema.properties,
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug', 'name'],
      properties: { id: integer, slug: string, name: string },
    },
  },
} as const;
export type AdminPlanOrder = FromSchema<typeof adminPlanOrderSchema>;

/**
 * `GET /api/me/company/plan`: the plan running now (null: none), how many of its slots the
 * company's live jobs (published, or waiting for review) take, and an order waiting for payment.
 */
export const companyPlanSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['plan', 'usedSlots', 'freeSlots', 'pendingOrder'],
  properties: {
    plan: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['code', 'name', 'jobSlots', 'listingDays', 'validFrom', 'validUntil', 'orderId'],
      properties: {
        code: string,
        name: localized,
        jobSlots: integer,
        listingDays: integer,
        validFrom: dateTime,
        validUntil: dateTime,
        orderId: integer,
      },
    },
    usedSlots: integer,
    freeSlots: integer,
    pendingOrder: { ...planOrderSchema, type: ['object', 'null'] },
  },
} as const;
export type CompanyPlan = FromSchema<typeof companyPlanSchema>;

/**
 * What to do when no slot is free (409 `no_free_slot`): order a plan (none runs), or close a
 * published job or order a bigger plan (every slot is taken).
 */
export const NO_SLOT_ACTIONS = ['order_plan', 'close_job', 'upgrade_plan'] as const;
export type NoSlotAction = (typeof NO_SLOT_ACTIONS)[number];

/** What a 409 `no_free_slot` problem carries besides its own fields: the plan (null: none runs), the slots, what to do. */
export const noFreeSlotSchema = {
  type: 'object',
  required: ['plan', 'usedSlots', 'freeSlots', 'actions'],
  properties: {
    plan: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['code', 'jobSlots', 'validUntil'],
      properties: { code: string, jobSlots: integer, validUntil: dateTime },
    },
    usedSlots: integer,
    freeSlots: integer,
    actions: { type: 'array', items: { type: 'string', enum: NO_SLOT_ACTIONS } },
  },
} as const;
export type NoFreeSlot = FromSchema<typeof noFreeSlotSchema>;

/** What a 409 `invalid_transition` problem carries: the job's state now and the move refused. */
export const invalidTransitionSchema = {
  type: 'object',
  required: ['jobStatus', 'action'],
  properties: {
    // A problem's own `status` is its HTTP status; the job's state is `jobStatus`.
    jobStatus: { type: 'string', enum: JOB_STATES },
    action: { type: 'string', enum: ['submit', 'approve', 'reject', 'close', 'renew'] },
  },
} as const;

/** Problem `code`s of the lifecycle routes (shown as messages in the console and the back office). */
export const JOB_LIFECYCLE_ERRORS = [
  'job_not_found',
  'invalid_transition',
  'job_not_ready',
  'no_free_slot',
  'plan_not_found',
  'order_pending',
  'order_not_found',
  'order_already_paid',
] as const;
export type JobLifecycleError = (typeof JOB_LIFECYCLE_ERRORS)[number];

/** A pre-check finding as the lifecycle's answers carry it: ./job-precheck's one schema. */
export const lifecycleFindingSchema = precheckFindingSchema;

/** `GET /api/admin/jobs/review`: a job waiting for a person's look, with what the pre-check found. */
export const moderationItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'title', 'language', 'review', 'submittedAt', 'company', 'findings', 'previousRejection'],
  properties: {
    id: integer,
    slug: string,
    title: string,
    language: { type: ['string', 'null'], enum: ['cs', 'en', null] },
    /** `new`: submitted for publication; `edit`: a published job whose edit asked for another look. */
    review: { type: 'string', enum: ['new', 'edit'] },
    /** When it joined the queue. */
    submittedAt: dateTime,
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug', 'name', 'approved'],
      properties: { id: integer, slug: string, name: string, approved: { type: 'boolean' } },
    },
    findings: { type: 'array', items: lifecycleFindingSchema },
    /** The rejection the company answered by editing, when it is a resubmission. */
    previousRejection: jobLifecycleSchema.properties.rejection,
  },
} as const;
export type ModerationItem = FromSchema<typeof moderationItemSchema>;
