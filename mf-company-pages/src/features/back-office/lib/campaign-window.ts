/**
 * A campaign's switch and window as the back office's form has them: `datetime-local` values read in
 * the site's time zone (Prague; the campaigns are Czech), whatever the browser's zone, turned into
 * the ISO instants the API takes (api/COMPANY-PAGES.md, "Campaigns"), and back. An empty bound is
 * open (null). The window must start before it ends, as the API checks (`invalid_window`).
 */
import { SITE_TIME_ZONE } from '@raketa/shared';
import type { Resolver } from 'react-hook-form';

export interface CampaignValues {
  enabled: boolean;
  /** `YYYY-MM-DDTHH:mm` in the site's zone, or '' for an open bound. */
  startsAt: string;
  endsAt: string;
}

export interface CampaignPatchBody {
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The site zone's wall clock at `instant`, as numbers. */
function wallClock(instant: number) {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { year: +values.year!, month: +values.month!, day: +values.day!, hour: +values.hour!, minute: +values.minute!, second: +values.second! };
}

/** Minutes the site's zone is ahead of UTC at `instant`. */
function offsetAt(instant: number): number {
  const wall = wallClock(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the site's zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const wall = wallClock(Date.parse(iso));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value read in the site's zone, as an ISO instant; null for '' and undefined when it is no date. */
export function fromLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  const match = LOCAL.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return undefined;
  // The zone's offset at the guess, then again at the instant found (a day of a clock change).
  let instant = wall - offsetAt(wall) * 60_000;
  instant = wall - offsetAt(instant) * 60_000;
  return new Date(instant).toISOString();
}

export const campaignValuesOf = (campaign: { enabled: boolean; startsAt?: string | null; endsAt?: string | null }): CampaignValues => ({
  enabled: campaign.enabled,
  startsAt: toLocalInput(campaign.startsAt),
  endsAt: toLocalInput(campaign.endsAt),
});

/** The change to send for the form's values: the switch and both bounds, as the API takes them. */
export function campaignPatchOf(values: CampaignValues): CampaignPatchBody {
  return { enabled: values.enabled, startsAt: fromLocalInput(values.startsAt) ?? null, endsAt: fromLocalInput(values.endsAt) ?? null };
}

/** The form's rules: each bound a date (or empty), and the window starting before it ends (the API's `invalid_date`, `invalid_window`). */
export const campaignResolver: Resolver<CampaignValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const start = fromLocalInput(values.startsAt);
  const end = fromLocalInput(values.endsAt);
  if (start === undefined) errors.startsAt = { type: 'invalid_date', message: 'invalid_date' };
  if (end === undefined) errors.endsAt = { type: 'invalid_date', message: 'invalid_date' };
  if (start && end && Date.parse(start) >= Date.parse(end)) errors.endsAt = { type: 'invalid_window', message: 'invalid_window' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** A campaign's state now, as the list shows it: live, switched on but outside its window, or off. */
export function campaignState(campaign: { active: boolean; enabled: boolean }): 'active' | 'scheduled' | 'off' {
  if (campaign.active) return 'active';
  return campaign.enabled ? 'scheduled' : 'off';
}
