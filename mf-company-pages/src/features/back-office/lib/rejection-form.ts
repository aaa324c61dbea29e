/**
 * The rejection form of the moderation queue: the contract's rules (`checkJobRejection`, which the
 * API checks with too) as its resolver, each invalid field's first failing rule as the error's type.
 */
import { checkJobRejection, type JobRejection, type RejectionReason } from '@raketa/shared/contracts';
import type { Resolver } from 'react-hook-form';

export interface RejectionValues {
  reason: RejectionReason | '';
  message: string;
}

export const EMPTY_REJECTION: RejectionValues = { reason: '', message: '' };

export const rejectionResolver: Resolver<RejectionValues> = async (values) => {
  const checked = checkJobRejection(values);
  if (checked.ok) return { values: checked.value as RejectionValues, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const { field, code } of checked.errors) if (field === 'reason' || field === 'message') errors[field] = { type: code, message: code };
  return { values: {}, errors };
};

/** The message key of a rule's code on a field of the form (the API answers the same codes). */
export function rejectionErrorKey(field: 'reason' | 'message', code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  if (field === 'reason') return 'backOffice.moderation.reject.errors.reason';
  if (code === 'too_long') return 'backOffice.moderation.reject.errors.tooLong';
  return 'backOffice.moderation.reject.errors.message';
}

export type { JobRejection };
