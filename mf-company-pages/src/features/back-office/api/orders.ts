/** Plan orders (api/CONSOLE.md, "Plans and orders"): waiting ones first, and marking one paid. */
import { adminOrdersSchema, planOrderSchema, toStruct, type AdminOrders, type PlanOrder } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet, pageParams } from './admin-client';
import type { Struct } from 'superstruct';

const ordersStruct: Struct<AdminOrders, unknown> = toStruct(adminOrdersSchema);
const orderStruct: Struct<PlanOrder, unknown> = toStruct(planOrderSchema);

export type AdminOrder = AdminOrders['orders'][number];

export const ordersKey = [...BACK_OFFICE_KEY, 'orders'] as const;
export const useOrders = (offset: number) =>
  useAdminQuery([...ordersKey, offset], () => adminGet('api/admin/orders', ordersStruct, pageParams(offset)));
/** How many wait for payment (the home's count). */
export const usePendingOrderCount = () =>
  useAdminQuery([...ordersKey, 'pending'], () => adminGet('api/admin/orders', ordersStruct, { status: 'pending', limit: 1 }));

export const markOrderPaid = (id: number) => adminChange('post', `api/admin/orders/${id}/mark-paid`, orderStruct);
