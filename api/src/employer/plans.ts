// Server-only: the plans companies order from the price list (api/CONSOLE.md, "Plans and orders").
// An order copies the plan's terms; an admin marks it paid, which makes it the company's plan for
// PLAN_MONTHS from that moment. The plan running now is the paid order whose window holds `now`
// (the latest started, when two overlap). Its job slots bound the company's live jobs: those
// published and not past their end, and those waiting for review (a review must find a slot free).
import { DEFAULT_LISTING_DAYS, PLAN_MONTHS, type CompanyPlan, type PlanOrder, type AdminPlanOrder } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';

export class PlanNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`No plan ${code} on the price list`);
  }
}

/** The company has an order waiting for payment already. */
export class OrderPendingError extends Error {
  constructor() {
    super('An order of this company is waiting for payment already');
  }
}

export class OrderNotFoundError extends Error {
  constructor() {
    super('No such order');
  }
}

export class OrderAlreadyPaidError extends Error {
  constructor() {
    super('This order is paid already');
  }
}

interface OrderRow {
  id: number;
  company_id: number;
  plan_code: string;
  name_cs: string;
  name_en: string;
  price_czk: number;
  price_eur: number;
  job_slots: number;
  listing_days: number;
  status: 'pending' | 'paid';
  created_at: Date | string;
  paid_at: Date | string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

const ORDER_COLUMNS = `o.id, o.company_id, o.plan_code, p.name_cs, p.name_en, o.price_czk, o.price_eur, o.job_slots,
  o.listing_days, o.status, o.created_at, o.paid_at, o.starts_at, o.ends_at`;
const ORDER_FROM = 'plan_orders o join price_plans p on p.code = o.plan_code';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toOrder(row: OrderRow): PlanOrder {
  return {
    id: row.id,
    plan: { code: row.plan_code, name: { cs: row.name_cs, en: row.name_en } },
    priceCzk: row.price_czk,
    priceEur: row.price_eur,
    jobSlots: row.job_slots,
    listingDays: row.listing_days,
    status: row.status,
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
    validFrom: isoOrNull(row.starts_at),
    validUntil: isoOrNull(row.ends_at),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Orders a plan of the price list for the company; PlanNotFoundError, OrderPendingError. */
export async function orderPlan(
  tx: Queryable,
  { companyId, planCode, userId, now }: { companyId: number; planCode: string; userId: number; now: Date },
): Promise<PlanOrder> {
  const { rows: pending } = await tx.query('select 1 from plan_orders where company_id = $1 and status = $2', [companyId, 'pending']);
  if (pending.length > 0) throw new OrderPendingError();
  let id: number;
  try {
    const { rows } = await tx.query<{ id: number }>(
      `insert into plan_orders (company_id, plan_code, price_czk, price_eur, job_slots, listing_days, ordered_by, created_at)
       select $1, code, price_czk, price_eur, job_slots, listing_days, $3, $4::timestamptz from price_plans where code = $2
       returning id`,
      [companyId, planCode, userId, now.toISOString()],
    );
    if (!rows[0]) throw new PlanNotFoundError(planCode);
    id = rows[0].id;
  } catch (error) {
    // Two orders at the same moment: the one-pending index lets one in.
    if (isUniqueViolation(error)) throw new OrderPendingError();
    throw error;
  }
  return (await findOrder(tx, id))!;
}

export async function findOrder(db: Queryable, id: number): Promise<PlanOrder | undefined> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1`, [id]);
  return rows[0] && toOrder(rows[0]);
}

/** The company's orders, newest first. */
export async function companyOrders(db: Queryable, companyId: number): Promise<PlanOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.company_id = $1 order by o.created_at desc, o.id desc`,
    [companyId],
  );
  return rows.map(toOrder);
}

/** Every order for the back office, waiting ones first (oldest first), then paid ones (newest first). */
export async function adminOrders(
  db: Queryable,
  options: { status?: 'pending' | 'paid'; limit: number; offset: number },
): Promise<{ orders: AdminPlanOrder[]; total: number }> {
  const { rows } = await db.query<OrderRow & { company_slug: string; company_name: string; total: number }>(
    `select ${ORDER_COLUMNS}, c.slug as company_slug, c.name as company_name, count(*) over ()::int as total
     from ${ORDER_FROM} join companies c on c.id = o.company_id
     where $1::text is null or o.status = $1
     order by o.status = 'paid', case when o.status = 'pending' then o.created_at end asc, o.paid_at desc, o.id desc
     limit $2 offset $3`,
    [options.status ?? null, options.limit, options.offset],
  );
  return {
    orders: rows.map((row) => ({ ...toOrder(row), company: { id: row.company_id, slug: row.company_slug, name: row.company_name } })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Marks a waiting order paid: the company's plan from `now` for PLAN_MONTHS. Answers the order and
 * its company; OrderNotFoundError, OrderAlreadyPaidError. The row is locked, so two admins pressing
 * at once mark it once.
 */
export async function markOrderPaid(
  tx: Queryable,
  { orderId, adminId, now }: { orderId: number; adminId: number; now: Date },
): Promise<{ order: PlanOrder; companyId: number }> {
  const { rows } = await tx.query<{ status: string; company_id: number }>('select status, company_id from plan_orders where id = $1 for update', [
    orderId,
  ]);
  const row = rows[0];
  if (!row) throw new OrderNotFoundError();
  if (row.status === 'paid') throw new OrderAlreadyPaidError();
  await tx.query(
    `update plan_orders set status = 'paid', paid_at = $2::timestamptz, paid_by = $3, starts_at = $2::timestamptz,
       ends_at = $2::timestamptz + make_interval(months => $4::integer)
     where id = $1`,
    [orderId, now.toISOString(), adminId, PLAN_MONTHS],
  );
  return { order: (await findOrder(tx, orderId))!, companyId: row.company_id };
}

export interface ActivePlan {
  orderId: number;
  code: string;
  name: { cs: string; en: string };
  jobSlots: number;
  listingDays: number;
  validFrom: Date;
  validUntil: Date;
}

/** The plan running at `now`, or undefined. */
export async function activePlan(db: Queryable, companyId: number, now: Date): Promise<ActivePlan | undefined> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from ${ORDER_FROM}
     where o.company_id = $1 and o.status = 'paid' and o.starts_at <= $2::timestamptz and o.ends_at > $2::timestamptz
     order by o.starts_at desc, o.id desc limit 1`,
    [companyId, now.toISOString()],
  );
  const row = rows[0];
  return (
    row && {
      orderId: row.id,
      code: row.plan_code,
      name: { cs: row.name_cs, en: row.name_en },
      jobSlots: row.job_slots,
      listingDays: row.listing_days,
      validFrom: new Date(row.starts_at!),
      validUntil: new Date(row.ends_at!),
    }
  );
}

/** The company's jobs that take a slot at `now`: waiting for review, or published and not past their end. */
export async function usedSlots(db: Queryable, companyId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `select count(*)::int as used from jobs
     where company_id = $1 and (status = 'submitted' or (status = 'published' and (valid_until is null or valid_until > $2::timestamptz)))`,
    [companyId, now.toISOString()],
  );
  return rows[0]!.used;
}

export interface SlotState {
  plan: ActivePlan | undefined;
  used: number;
  free: number;
}

export async function slotState(db: Queryable, companyId: number, now: Date): Promise<SlotState> {
  // One after the other: `db` may be a transaction's one connection.
  const plan = await activePlan(db, companyId, now);
  const used = await usedSlots(db, companyId, now);
  return { plan, used, free: plan ? Math.max(0, plan.jobSlots - used) : 0 };
}

/** How long a listing published now runs: the plan's listing days, or the default without a plan. */
export const listingDaysOf = (plan: ActivePlan | undefined) => plan?.listingDays ?? DEFAULT_LISTING_DAYS;

/** `GET /api/me/company/plan`. */
export async function companyPlan(db: Queryable, companyId: number, now: Date): Promise<CompanyPlan> {
  const { plan, used, free } = await slotState(db, companyId, now);
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.company_id = $1 and o.status = 'pending'`, [
    companyId,
  ]);
  return {
    plan: plan
      ? {
          code: plan.code,
          name: plan.name,
          jobSlots: plan.jobSlots,
          listingDays: plan.listingDays,
          validFrom: plan.validFrom.toISOString(),
          validUntil: plan.validUntil.toISOString(),
          orderId: plan.orderId,
        }
      : null,
    usedSlots: used,
    freeSlots: free,
    pendingOrder: rows[0] ? toOrder(rows[0]) : null,
  };
}
