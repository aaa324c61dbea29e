import { seed } from '../db/seed';
import { seedPricing } from '../pricing/seed-pricing';
import { cookieHeader, postForm, setCookies } from '../testing/auth';
import { insertCompany, insertJob } from '../testing/job-board';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { DEMO_ACCOUNTS, DEMO_COMPANY_SLUG } from './demo-accounts';
import { companyPlan } from './plans';
import { DEMO_FREE_SLOTS, seedPlans } from './seed-plans';

const DAY = 86_400_000;

describe.each(testDrivers)('the seed’s plans on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, '2032-07-01T10:00:00.000Z');

  it('runs plans for some seeded companies, leaves one order waiting, frees slots of the demo company, once', async () => {
    await seedPricing(ctx.db);
    const demo = await insertCompany(ctx.db, { slug: DEMO_COMPANY_SLUG });
    const waiting = await insertCompany(ctx.db, { slug: 'kotva-logistics' });
    const small = await insertCompany(ctx.db, { slug: 'vcelka-health' });
    // More live jobs than the premium plan's 10 slots, as the seed gives the demo company; and one already expired.
    for (let n = 0; n < 14; n += 1) {
      await insertJob(ctx.db, {
        companyId: demo.id,
        publishedAt: new Date(now().getTime() - (20 - n) * DAY),
        validUntil: new Date(now().getTime() + (10 + n) * DAY),
      });
    }
    const expired = await insertJob(ctx.db, {
      companyId: demo.id,
      publishedAt: new Date(now().getTime() - 40 * DAY),
      validUntil: new Date(now().getTime() - 10 * DAY),
    });

    // lesni-data is not there: its order is left out.
    expect(await seedPlans(ctx.db, now())).toBe(3);

    const demoPlan = await companyPlan(ctx.db, demo.id, now());
    expect(demoPlan).toMatchObject({
      plan: { code: 'premium', jobSlots: 10 },
      usedSlots: 10 - DEMO_FREE_SLOTS,
      freeSlots: DEMO_FREE_SLOTS,
      pendingOrder: null,
    });
    expect(Date.parse(demoPlan.plan!.validUntil)).toBeGreaterThan(now().getTime() + 300 * DAY);
    // The oldest ones were closed to make room; the expired one was left alone.
    const { rows } = await ctx.db.query<{ id: number; status: string }>('select id, status from jobs where company_id = $1 order by published_at', [
      demo.id,
    ]);
    expect(rows.map((row) => row.status)).toEqual(['published', ...Array(7).fill('closed'), ...Array(7).fill('published')]);
    expect(rows[0]!.id).toBe(expired.id);

    expect(await companyPlan(ctx.db, waiting.id, now())).toMatchObject({
      plan: null,
      pendingOrder: { plan: { code: 'standard' }, status: 'pending' },
    });
    expect(await companyPlan(ctx.db, small.id, now())).toMatchObject({ plan: { code: 'start' }, freeSlots: 1 });

    // A second seed changes nothing.
    expect(await seedPlans(ctx.db, now())).toBe(0);
    expect((await companyPlan(ctx.db, demo.id, now())).freeSlots).toBe(DEMO_FREE_SLOTS);
  });
});

describe.each(testDrivers)('the seed of a local start on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, '2032-07-01T10:00:00.000Z');
  const orders = async () => (await ctx.db.query<{ n: number }>('select count(*)::int as n from plan_orders')).rows[0]!.n;

  it('gives the demo owner a console with a running plan and the back office a waiting order; production gets no orders', async () => {
    // Companies present: the seed leaves its generated data out and writes what it checks on its own.
    await insertCompany(ctx.db, { slug: DEMO_COMPANY_SLUG });
    await insertCompany(ctx.db, { slug: 'kotva-logistics' });
    await seed(ctx.db, { now: now() });
    expect(await orders()).toBe(0);

    await seed(ctx.db, { now: now(), demoAccounts: ctx.app.passwords });
    expect(await orders()).toBe(2);
    const [owner] = DEMO_ACCOUNTS;
    const login = await postForm(
      ctx.app,
      '/login',
      { username: owner.email, password: owner.password, back: '/' },
      { headers: { 'x-forwarded-for': '10.86.0.1' } },
    );
    const session = setCookies(login).raketa_session?.value;
    const plan = await ctx.app.inject({ method: 'GET', url: '/api/me/company/plan', headers: { cookie: cookieHeader({ raketa_session: session }) } });
    expect(plan.json()).toMatchObject({ plan: { code: 'premium', jobSlots: 10 }, freeSlots: 10 });
  });
});
