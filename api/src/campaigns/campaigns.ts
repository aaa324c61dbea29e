// Server-only: campaigns (api/COMPANY-PAGES.md, "Campaigns"). A campaign is active when it is
// enabled and `now` lies within [startsAt, endsAt), a missing bound being open. Product owners
// switch them at runtime (the admin API, the operators' command line); nothing here caches a
// campaign's state, so a switch shows on the next request.
import type { Queryable } from '../db/db';
import type { FieldError } from '../lib/problem';
import { recordAdminAction, type AdminActor } from '../admin/audit';

export interface CampaignOffer {
  title: { cs: string; en: string };
  text: { cs: string; en: string };
  discountPercent: number;
  /** The discount code companies quote when ordering. */
  code: string;
}

export interface Campaign {
  slug: string;
  active: boolean;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  offer: CampaignOffer;
}

interface CampaignRow {
  slug: string;
  enabled: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  offer: CampaignOffer | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function isActive(campaign: { enabled: boolean; startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  if (!campaign.enabled) return false;
  if (campaign.startsAt !== null && now.getTime() < new Date(campaign.startsAt).getTime()) return false;
  if (campaign.endsAt !== null && now.getTime() >= new Date(campaign.endsAt).getTime()) return false;
  return true;
}

function toCampaign(row: CampaignRow, now: Date): Campaign {
  const window = { enabled: row.enabled, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) };
  return {
    slug: row.slug,
    active: isActive(window, now),
    ...window,
    offer: typeof row.offer === 'string' ? (JSON.parse(row.offer) as CampaignOffer) : row.offer,
  };
}

const columns = 'slug, enabled, starts_at, ends_at, offer';

export async function findCampaign(db: Queryable, slug: string, now: Date): Promise<Campaign | null> {
  const { rows } = await db.query<CampaignRow>(`select ${columns} from campaigns where slug = $1`, [slug]);
  return rows[0] ? toCampaign(rows[0], now) : null;
}

/** Every campaign by slug, or only the active (or inactive) ones. */
export async function listCampaigns(db: Queryable, now: Date, options: { active?: boolean } = {}): Promise<Campaign[]> {
  const { rows } = await db.query<CampaignRow>(`select ${columns} from campaigns order by slug collate "C"`);
  const campaigns = rows.map((row) => toCampaign(row, now));
  return options.active === undefined ? campaigns : campaigns.filter((campaign) => campaign.active === options.active);
}

/** A change of the switch or the window; `null` clears a bound (open). */
export interface CampaignPatch {
  enabled?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}

export const CAMPAIGN_MESSAGES = {
  invalid_type: 'This value has the wrong type',
  invalid_date: 'Enter a date and time in ISO 8601 with a time zone (2024-12-01T00:00:00Z)',
  invalid_window: 'The campaign must start before it ends',
  unknown_field: 'This field is not known',
  empty_patch: 'Send at least one field to change',
} as const;
export type CampaignErrorCode = keyof typeof CAMPAIGN_MESSAGES;

const fieldError = (field: string, code: CampaignErrorCode): FieldError => ({ field, code, message: CAMPAIGN_MESSAGES[code] });

// A date and time with seconds optional and a time zone required, so an instant is never guessed.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:[0-5]\d)$/;

/** The instant of an ISO 8601 date-time with a zone, as `toISOString()`, or undefined when it is not one. */
export function parseInstant(value: string): string | undefined {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date would roll 30 February over into March.
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const PATCH_KEYS = ['enabled', 'startsAt', 'endsAt'] as const;

export function validateCampaignPatch(body: unknown): { ok: true; patch: CampaignPatch } | { ok: false; errors: FieldError[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [fieldError('body', 'invalid_type')] };
  const errors: FieldError[] = [];
  const patch: CampaignPatch = {};
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (key !== '_csrf' && !(PATCH_KEYS as readonly string[]).includes(key)) errors.push(fieldError(key, 'unknown_field'));
  }
  if (input.enabled !== undefined) {
    if (typeof input.enabled === 'boolean') patch.enabled = input.enabled;
    else errors.push(fieldError('enabled', 'invalid_type'));
  }
  for (const field of ['startsAt', 'endsAt'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null) patch[field] = null;
    else if (typeof value !== 'string') errors.push(fieldError(field, 'invalid_type'));
    else {
      const instant = parseInstant(value);
      if (instant === undefined) errors.push(fieldError(field, 'invalid_date'));
      else patch[field] = instant;
    }
  }
  if (errors.length === 0 && Object.keys(patch).length === 0) errors.push(fieldError('body', 'empty_patch'));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, patch };
}

export type UpdateOutcome = { kind: 'updated'; campaign: Campaign } | { kind: 'not_found' } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Applies a validated patch in one transaction: the window it leaves (the new bounds with the
 * stored ones not sent) must start before it ends, else nothing changes. `actor` (recorded with the change) is null for the
 * command line.
 */
export async function updateCampaign(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  slug: string,
  patch: CampaignPatch,
  now: Date,
  actor: AdminActor | null,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<CampaignRow>(`select ${columns} from campaigns where slug = $1 for update`, [slug]);
    const current = rows[0] ? toCampaign(rows[0], now) : null;
    if (!current) return { kind: 'not_found' };
    const next = {
      enabled: patch.enabled ?? current.enabled,
      startsAt: patch.startsAt === undefined ? current.startsAt : patch.startsAt,
      endsAt: patch.endsAt === undefined ? current.endsAt : patch.endsAt,
    };
    if (next.startsAt !== null && next.endsAt !== null && new Date(next.startsAt) >= new Date(next.endsAt)) {
      return { kind: 'invalid', errors: [fieldError(patch.endsAt === undefined ? 'startsAt' : 'endsAt', 'invalid_window')] };
    }
    const updated = await tx.query<CampaignRow>(
      `update campaigns set enabled = $2, starts_at = $3::timestamptz, ends_at = $4::timestamptz, updated_at = now(), updated_by = $5::integer
       where slug = $1 returning ${columns}`,
      [slug, next.enabled, next.startsAt, next.endsAt, actor?.id ?? null],
    );
    if (actor)
      await recordAdminAction(
        tx,
        actor,
        'campaign.update',
        { type: 'campaign', id: slug },
        { before: { enabled: current.enabled, startsAt: current.startsAt, endsAt: current.endsAt }, after: next },
      );
    return { kind: 'updated', campaign: toCampaign(updated.rows[0]!, now) };
  });
}
