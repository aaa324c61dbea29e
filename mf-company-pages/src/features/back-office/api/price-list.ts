/**
 * The price list as an admin edits it (api/COMPANY-PAGES.md, "Price list"): the public list read past
 * the browser's 5 s cache, and a change of one item.
 */
import { priceListSchema, toStruct, type PriceItemKind, type PriceListAnswer } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet } from './admin-client';
import type { Struct } from 'superstruct';

const priceListStruct: Struct<PriceListAnswer, unknown> = toStruct(priceListSchema);
const itemStruct: Struct<Record<string, unknown>, unknown> = toStruct({
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string' } },
});

export const priceListKey = [...BACK_OFFICE_KEY, 'price-list'] as const;
export const useAdminPriceList = () => useAdminQuery(priceListKey, () => adminGet('api/price-list', priceListStruct));

export const updatePriceItem = ({ kind, code, patch }: { kind: PriceItemKind; code: string; patch: Record<string, unknown> }) =>
  adminChange('patch', `api/admin/price-list/${kind}/${encodeURIComponent(code)}`, itemStruct, patch);
