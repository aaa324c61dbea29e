/** Cashback claims (api/APPLICANTS.md, "Cashback"): waiting ones first, and granting or refusing one with a note. */
import {
  adminCashbackClaimsSchema,
  cashbackClaimSchema,
  toStruct,
  type AdminCashbackClaims,
  type CashbackClaim,
  type CashbackDecision,
} from '@raketa/shared/contracts';
import type { Struct } from 'superstruct';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet, pageParams } from './admin-client';

const claimsStruct: Struct<AdminCashbackClaims, unknown> = toStruct(adminCashbackClaimsSchema);
const claimStruct: Struct<CashbackClaim, unknown> = toStruct(cashbackClaimSchema);

export type AdminCashbackClaim = AdminCashbackClaims['claims'][number];

export const cashbackKey = [...BACK_OFFICE_KEY, 'cashback'] as const;
export const useCashbackClaims = (offset: number) =>
  useAdminQuery([...cashbackKey, offset], () => adminGet('api/admin/cashback-claims', claimsStruct, pageParams(offset)));

export const decideCashback = ({ id, ...body }: CashbackDecision & { id: number }) =>
  adminChange('post', `api/admin/cashback-claims/${id}/decide`, claimStruct, body);
