import type { CompanyPlan, PlanOrder } from '@raketa/shared/contracts';
import type { OfferedPlan } from '../../api/console-team';

/**
 * What the owner may order now: every plan of the price list, unless an order waits for payment
 * (the API refuses a second one with `order_pending`). A member orders nothing.
 */
export function orderChoice(plan: Pick<CompanyPlan, 'pendingOrder'>, offered: OfferedPlan[], isOwner: boolean) {
  if (!isOwner) return { kind: 'memberOnly' as const };
  if (plan.pendingOrder) return { kind: 'pending' as const, order: plan.pendingOrder };
  return { kind: 'choose' as const, plans: offered };
}

/** The plan a price list link asked for (`?plan=code`), when it is one the page offers. */
export function preselectedPlan(search: string, offered: OfferedPlan[]): string | null {
  const code = new URLSearchParams(search).get('plan');
  return code && offered.some((plan) => plan.code === code) ? code : null;
}

/** Orders newest first, as the API gives them; a paid one says until when it runs. */
export const orderState = (order: PlanOrder): 'pending' | 'running' | 'ended' =>
  order.status === 'pending' ? 'pending' : order.validUntil && new Date(order.validUntil) > new Date() ? 'running' : 'ended';
