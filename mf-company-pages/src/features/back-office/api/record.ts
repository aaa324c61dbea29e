/** The admin record (api/COMPANY-PAGES.md, "Admin record"): what admins did, newest first, optionally for one target. */
import { adminActionsPageSchema, toStruct, type AdminActionsPage } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminGet } from './admin-client';
import type { Struct } from 'superstruct';

export const RECORD_PAGE = 50;

const pageStruct: Struct<AdminActionsPage, unknown> = toStruct(adminActionsPageSchema);

export type AdminRecordEntry = AdminActionsPage['actions'][number];

export interface RecordTarget {
  type: string;
  id: string;
}

export const recordKey = [...BACK_OFFICE_KEY, 'record'] as const;
/** A page older than the record `before` (the newest without it), of one target when given. */
export const useAdminRecord = (before: number | undefined, target: RecordTarget | null) =>
  useAdminQuery([...recordKey, target?.type ?? '', target?.id ?? '', before ?? 'newest'], () =>
    adminGet('api/admin/actions', pageStruct, {
      limit: RECORD_PAGE,
      ...(before ? { before } : {}),
      ...(target ? { targetType: target.type, targetId: target.id } : {}),
    }),
  );
