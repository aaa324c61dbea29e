// Server-only: the plans of a local start (api/CONSOLE.md, "Plans and orders"): a few seeded
// companies run a plan, one waits for an admin to mark its order paid, so a fresh `npm start` shows
// the console's plan and the back office's orders working. Written with the demo employer's
// accounts (never in production: these orders were never paid), once: nothing when any order exists.
import type { Queryable } from '../db/db';
import { DEMO_COMPANY_SLUG } from './demo-accounts';
import { slotState } from './plans';

const DAY = 86_400_000;

export const SEED_PLAN_ORDERS = [
  { company: DEMO_COMPANY_SLUG, plan: 'premium', paid: true },
  { company: 'lesni-data', plan: 'standard', paid: true },
  { company: 'vcelka-health', plan: 'start', paid: true },
  { company: 'kotva-logistics', plan: 'standard', paid: false },
] as const;

/** Slots the demo company has free after the seed: it can submit a job at once. */
export const DEMO_FREE_SLOTS = 3;

/**
 * Inserts SEED_PLAN_ORDERS (paid ones two weeks ago, for 12 months; the waiting one yesterday) for
 * the companies that exist, then closes the demo company's oldest published jobs until
 * DEMO_FREE_SLOTS of its plan's slots are free (the seed gives it more live jobs than the plan
 * holds). Answers how many orders it wrote.
 */
export async function seedPlans(tx: Queryable, now: Date): Promise<number> {
  const { rows: existing } = await tx.query('select 1 from plan_orders limit 1');
  if (existing.length > 0) return 0;
  const paidAt = new Date(now.getTime() - 14 * DAY).toISOString();
  let written = 0;
  for (const order of SEED_PLAN_ORDERS) {
    const { rows } = await tx.query(
      `insert into plan_orders (company_id, plan_code, price_czk, price_eur, job_slots, listing_days, status, created_at, paid_at, starts_at, ends_at)
       select c.id, p.code, p.price_czk, p.price_eur, p.job_slots, p.listing_days, $3,
         case when $4::boolean then $5::timestamptz - interval '1 day' else $6::timestamptz - interval '1 day' end,
         case when $4::boolean then $5::timestamptz end, case when $4::boolean then $5::timestamptz end,
         case when $4::boolean then $5::timestamptz + interval '12 months' end
       from companies c, price_plans p where c.slug = $1 and p.code = $2
       returning id`,
      [order.company, order.plan, order.paid ? 'paid' : 'pending', order.paid, paidAt, now.toISOString()],
    );
    written += rows.length;
  }
  await freeDemoSlots(tx, now);
  return written;
}

async function freeDemoSlots(tx: Queryable, now: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number }>('select id from companies where slug = $1', [DEMO_COMPANY_SLUG]);
  const company = rows[0];
  if (!company) return;
  const { plan, used } = await slotState(tx, company.id, now);
  if (!plan) return;
  const excess = used - (plan.jobSlots - DEMO_FREE_SLOTS);
  if (excess <= 0) return;
  await tx.query(
    `update jobs set status = 'closed', closed_at = $3::timestamptz
     where id in (select id from jobs where company_id = $1 and status = 'published' and (valid_until is null or valid_until > $3::timestamptz)
                  order by published_at, id limit $2)`,
    [company.id, excess, now.toISOString()],
  );
}
