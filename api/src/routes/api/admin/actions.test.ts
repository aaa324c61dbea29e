import { sendJson, signedInAdmin } from '../../../testing/admin';
import { seedCampaigns } from '../../../campaigns/seed-campaigns';
import { SEED_PLANS, seedPricing } from '../../../pricing/seed-pricing';
import { signedInUser } from '../../../testing/auth';
import { insertCompany } from '../../../testing/job-board';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

describe.each(testDrivers)('the admin record on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2032-03-01T08:00:00.000Z');
  let admin: { user: { id: number; email: string }; session: string };
  beforeAll(async () => {
    await seedCampaigns(ctx.db);
    await seedPricing(ctx.db);
    admin = await signedInAdmin(ctx.app);
  });

  const actions = (query = '', session: string | null = admin.session) =>
    sendJson(ctx.app, 'GET', `/api/admin/actions${query}`, undefined, { session: session ?? undefined });
  const records = async () => (await ctx.db.query<{ n: number }>('select count(*)::int as n from admin_actions')).rows[0]!.n;

  it('records who changed what and when for a campaign, a price and a company approval, newest first', async () => {
    const plan = SEED_PLANS[0]!.code;
    const pending = await insertCompany(ctx.db);
    await ctx.db.query('update companies set approved_at = null where id = $1', [pending.id]);

    expect((await sendJson(ctx.app, 'PATCH', '/api/admin/campaigns/vanoce-2024', { enabled: true }, { session: admin.session })).statusCode).toBe(
      200,
    );
    expect((await sendJson(ctx.app, 'PATCH', `/api/admin/price-list/plans/${plan}`, { priceCzk: 4321 }, { session: admin.session })).statusCode).toBe(
      200,
    );
    expect((await sendJson(ctx.app, 'POST', `/api/admin/companies/${pending.slug}/approve`, {}, { session: admin.session })).statusCode).toBe(200);
    // Approving again changes nothing, so it records nothing.
    expect((await sendJson(ctx.app, 'POST', `/api/admin/companies/${pending.slug}/approve`, {}, { session: admin.session })).statusCode).toBe(200);

    const response = await actions('?limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.actions.map((a: { action: string; target: { type: string; id: string } }) => [a.action, a.target.type, a.target.id])).toEqual([
      ['company.approve', 'company', pending.slug],
      ['price_item.update', 'plans', plan],
      ['campaign.update', 'campaign', 'vanoce-2024'],
    ]);
    for (const record of body.actions) expect(record.by).toEqual({ id: admin.user.id, email: admin.user.email });
    expect(body.actions[1].details).toEqual({ patch: { priceCzk: 4321 } });
    expect(body.actions[2].details).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
    expect(Date.parse(body.actions[0].at)).toBeGreaterThan(0);
    expect(body.next).toBe(`/api/admin/actions?before=${body.actions[2].id}&limit=3`);

    const byTarget = (await actions(`?targetType=company&targetId=${pending.slug}`)).json();
    expect(byTarget.actions).toHaveLength(1);
    expect(byTarget.next).toBeNull();
  });

  it('records nothing for a refused change, and the record is for admins only', async () => {
    const before = await records();
    const invalid = await sendJson(
      ctx.app,
      'PATCH',
      '/api/admin/campaigns/vanoce-2024',
      { startsAt: '2032-05-01T00:00:00Z', endsAt: '2032-04-01T00:00:00Z' },
      { session: admin.session },
    );
    expect(invalid.statusCode).toBe(422);
    expect(
      (await sendJson(ctx.app, 'PATCH', '/api/admin/price-list/plans/no-such-plan', { priceCzk: 1 }, { session: admin.session })).statusCode,
    ).toBe(404);
    expect(await records()).toBe(before);

    const candidate = await signedInUser(ctx.app);
    expect((await actions('', candidate.session)).json().code).toBe('admin_only');
    expect((await actions('', null)).statusCode).toBe(401);
    expect((await actions('?limit=0')).statusCode).toBe(400);
    expect((await actions('?targetType=company')).statusCode).toBe(400);
  });
});
