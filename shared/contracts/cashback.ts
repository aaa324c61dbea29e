/**
 * Cashback claims (api/APPLICANTS.md, "Cashback"), as the for-companies pages state the rule: a paid
 * ad that ran its full listing, stated a salary range, and whose applicants were all answered and
 * rejected as not relevant, may claim half of its price back as credits within 14 days of its end,
 * once; the back office grants or refuses the claim. Written once for the API and the UI.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Days after the ad's end within which a claim is accepted. */
export const CASHBACK_CLAIM_DAYS = 14;
/** The share of one ad's price returned, in percent. */
export const CASHBACK_PERCENT = 50;

/** Why an ad may not claim (every one that applies is given). */
export const CASHBACK_REASONS = [
  /** Still online, or never published. */
  'not_ended',
  /** Closed before its listing period was over. */
  'closed_early',
  /** Published without a paid plan (free of charge). */
  'not_paid',
  /** No salary range in the ad. */
  'no_salary_range',
  /** More than CASHBACK_CLAIM_DAYS days after its end. */
  'claim_period_over',
  /** An application still waits for an answer (new or only seen). */
  'unanswered',
  /** An application was moved on (shortlisted…, hired) or rejected for another reason than not relevant. */
  'relevant_applicant',
] as const;
export type CashbackReason = (typeof CASHBACK_REASONS)[number];

export const CASHBACK_CLAIM_STATUSES = ['pending', 'granted', 'refused'] as const;
export type CashbackClaimStatus = (typeof CASHBACK_CLAIM_STATUSES)[number];

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const cashbackClaimSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'credits', 'createdAt', 'decidedAt', 'note'],
  properties: {
    id: integer,
    status: { type: 'string', enum: CASHBACK_CLAIM_STATUSES },
    /** Credits returned if granted: CASHBACK_PERCENT of the ad's price (the plan's price / its job slots). */
    credits: integer,
    createdAt: string,
    decidedAt: nullableString,
    /** The back office's words with its decision. */
    note: nullableString,
  },
} as const;
export type CashbackClaim = FromSchema<typeof cashbackClaimSchema>;

/** `GET /api/me/company/jobs/{id}/cashback`: whether the job may claim, why not, and its claim. */
export const jobCashbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['eligible', 'reasons', 'credits', 'claimUntil', 'claim'],
  properties: {
    eligible: { type: 'boolean' },
    reasons: { type: 'array', items: { type: 'string', enum: CASHBACK_REASONS } },
    /** What a claim would return; null for an ad not paid for. */
    credits: { type: ['integer', 'null'] },
    /** The last moment to claim; null before the ad ended. */
    claimUntil: nullableString,
    claim: { ...cashbackClaimSchema, type: ['object', 'null'] },
  },
} as const;
export type JobCashback = FromSchema<typeof jobCashbackSchema>;

export const adminCashbackClaimSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...cashbackClaimSchema.required, 'job', 'company'],
  properties: {
    ...cashbackClaimSchema.properties,
    job: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'title', 'applications'],
      properties: { id: integer, title: string, applications: integer },
    },
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug', 'name'],
      properties: { id: integer, slug: string, name: string },
    },
  },
} as const;
export type AdminCashbackClaim = FromSchema<typeof adminCashbackClaimSchema>;

/** `GET /api/admin/cashback-claims?status=`: waiting ones first (oldest first), then decided ones (latest first). */
export const adminCashbackClaimsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['claims', 'total'],
  properties: { claims: { type: 'array', items: adminCashbackClaimSchema }, total: integer },
} as const;
export type AdminCashbackClaims = FromSchema<typeof adminCashbackClaimsSchema>;

export const CASHBACK_NOTE_MAX = 2000;
export const CASHBACK_DECISIONS = ['grant', 'refuse'] as const;

/** `POST /api/admin/cashback-claims/{id}/decide`. */
export const cashbackDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: CASHBACK_DECISIONS },
    note: { type: 'string', maxLength: CASHBACK_NOTE_MAX },
  },
} as const;
export type CashbackDecision = FromSchema<typeof cashbackDecisionSchema>;
