/**
 * What a record of the back office says beyond who, what and when (api/COMPANY-PAGES.md, "Admin
 * record"): each action's `details` as a short line for people, and the target filter as the URL
 * carries it (`?targetType=job&targetId=42`), so a link can open the record of one thing.
 */
import { ADMIN_TARGET_TYPES, type AdminActionRecordAnswer } from '@raketa/shared/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The line under a record; '' when the action says it all. */
export function recordDetails(
  record: Pick<AdminActionRecordAnswer, 'action' | 'details'>,
  t: Translate,
  formatDate: (iso: string) => string,
): string {
  const details = record.details as Record<string, unknown>;
  switch (record.action) {
    case 'job.reject':
      return t('backOffice.record.details.reject', {
        reason: typeof details.reason === 'string' ? t(`backOffice.reasons.${details.reason}`) : '',
        message: typeof details.message === 'string' ? details.message : '',
      });
    case 'job.approve':
      return details.review === 'edit' ? t('backOffice.record.details.editReviewed') : '';
    case 'price_item.update': {
      const patch = isRecord(details.patch) ? Object.keys(details.patch) : [];
      const known = patch.map((field) => t(`backOffice.prices.fields.${field}`, { defaultValue: field }));
      return known.length > 0 ? t('backOffice.record.details.changed', { fields: known.join(', ') }) : '';
    }
    case 'campaign.update': {
      const before = isRecord(details.before) ? details.before : {};
      const after = isRecord(details.after) ? details.after : {};
      const parts: string[] = [];
      if (before.enabled !== after.enabled && typeof after.enabled === 'boolean')
        parts.push(t(after.enabled ? 'backOffice.record.details.on' : 'backOffice.record.details.off'));
      if (before.startsAt !== after.startsAt || before.endsAt !== after.endsAt) {
        const bound = (value: unknown) => (typeof value === 'string' ? formatDate(value) : t('backOffice.campaigns.open'));
        parts.push(t('backOffice.record.details.window', { from: bound(after.startsAt), until: bound(after.endsAt) }));
      }
      return parts.join('; ');
    }
    case 'order.mark_paid':
      return typeof details.validUntil === 'string'
        ? t('backOffice.record.details.paid', { plan: String(details.plan ?? ''), until: formatDate(details.validUntil) })
        : '';
    case 'queue_job.retry':
      return typeof details.queue === 'string' ? t('backOffice.record.details.queue', { queue: details.queue }) : '';
    default:
      return '';
  }
}

export type TargetType = (typeof ADMIN_TARGET_TYPES)[number];
export const isTargetType = (value: string | null): value is TargetType => (ADMIN_TARGET_TYPES as readonly (string | null)[]).includes(value);

/** The filter the URL names, or null (the whole record): both a known type and an id. */
export function targetOfSearch(search: URLSearchParams): { type: TargetType; id: string } | null {
  const type = search.get('targetType');
  const id = search.get('targetId')?.trim();
  return isTargetType(type) && id ? { type, id: id.slice(0, 200) } : null;
}
