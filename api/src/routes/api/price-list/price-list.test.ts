import { sendJson, signedInAdmin } from '../../../testing/admin';
import { SEED_ADDONS, SEED_CREDIT_PACKAGES, SEED_PLANS, seedPricing } from '../../../pricing/seed-pricing';
import { signedInUser } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

describe.each(testDrivers)('price list on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2032-03-01T08:00:00.000Z');
  beforeAll(async () => {
    await seedPricing(ctx.db);
  });

  const priceList = () => ctx.app.inject({ method: 'GET', url: '/api/price-list' });
  const patch = (url: string, body: unknown, options: { session?: string; csrf?: boolean } = {}) =>
    sendJson(ctx.app, 'PATCH', `/api/admin/price-list/${url}`, body, options);

  it('answers plans, add-ons and credit packages in their order, bilingual, cacheable for 5 s', async () => {
    const response = await priceList();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = response.json();
    expect(body).toMatchObject({ '@id': '/api/price-list', '@type': 'PriceList' });
    expect((await ctx.app.inject({ method: 'GET', url: body['@context'] })).statusCode).toBe(200);
    expect(body.plans).toEqual(SEED_PLANS);
    expect(body.addons).toEqual(SEED_ADDONS);
    expect(body.creditPackages).toEqual(SEED_CREDIT_PACKAGES);
    expect(body.plans.map((plan: { code: string }) => plan.code)).toEqual(['start', 'standard', 'premium']);
    expect(body.addons.map((addon: { code: string }) => addon.code)).toEqual(expect.arrayContaining(['hotjobs', 'copywriting', 'social-boost']));
    for (const plan of body.plans) {
      expect(Number.isInteger(plan.priceCzk) && Number.isInteger(plan.priceEur)).toBe(true);
      expect(plan.features.cs).toHaveLength(plan.features.en.length);
    }
  });

  it('orders by position, whatever the codes', async () => {
    await ctx.db.query("update price_addons set position = 1 where code = 'extended-listing'");
    try {
      expect((await priceList()).json().addons[0].code).toBe('extended-listing');
    } finally {
      await ctx.db.query("update price_addons set position = 40 where code = 'extended-listing'");
    }
  });

  it('lets an admin change prices and texts of a plan, an add-on and a credit package', async () => {
    const { session } = await signedInAdmin(ctx.app);
    const plan = await patch(
      'plans/standard',
      {
        priceCzk: 12900,
        priceEur: 519,
        name: { cs: ' Standard+ ', en: 'Standard+' },
        features: { cs: ['3 inzeráty'], en: ['3 jobs'] },
        highlighted: false,
      },
      { session },
    );
    expect(plan.statusCode).toBe(200);
    expect(plan.headers['cache-control']).toBe('no-store');
    expect(plan.json()).toEqual({
      ...SEED_PLANS[1],
      priceCzk: 12900,
      priceEur: 519,
      name: { cs: 'Standard+', en: 'Standard+' },
      features: { cs: ['3 inzeráty'], en: ['3 jobs'] },
      highlighted: false,
    });
    expect((await priceList()).json().plans[1]).toEqual(plan.json());

    const addon = await patch('addons/hotjobs', { description: { cs: 'Nahoře 14 dní.', en: 'On top for 14 days.' }, priceEur: 89 }, { session });
    expect(addon.json()).toMatchObject({ code: 'hotjobs', priceEur: 89, priceCzk: 1990, description: { cs: 'Nahoře 14 dní.' } });
    const pack = await patch('credit-packages/credits-10000', { bonusPercent: 7 }, { session });
    expect(pack.json()).toEqual({ ...SEED_CREDIT_PACKAGES[0], bonusPercent: 7 });

    const { rows } = await ctx.db.query<{ updated_by: number }>("select updated_by from price_plans where code = 'standard'");
    expect(rows[0]!.updated_by).toEqual(expect.any(Number));
  });

  it('validates every field and saves nothing when one fails', async () => {
    const { session } = await signedInAdmin(ctx.app);
    const response = await patch(
      'plans/start',
      {
        priceCzk: -1,
        priceEur: 12.5,
        listingDays: 366,
        name: { cs: '', en: 'x'.repeat(101) },
        summary: 'text',
        features: { cs: Array(13).fill('a'), en: ['ok', 7] },
        highlighted: 'yes',
        code: 'other',
      },
      { session },
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
      ['priceCzk', 'out_of_range'],
      ['priceEur', 'invalid_type'],
      ['listingDays', 'out_of_range'],
      ['name.cs', 'required'],
      ['name.en', 'too_long'],
      ['summary', 'invalid_type'],
      ['features.cs', 'too_many'],
      ['features.en.1', 'invalid_type'],
      ['highlighted', 'invalid_type'],
      ['code', 'unknown_field'],
    ]);
    // A bilingual text needs both languages; a field of another kind is unknown here.
    const partial = await patch('addons/copywriting', { name: { cs: 'Jen česky' }, listingDays: 10 }, { session });
    expect(partial.json().errors).toEqual([
      expect.objectContaining({ field: 'name.en', code: 'required' }),
      expect.objectContaining({ field: 'listingDays', code: 'unknown_field' }),
    ]);
    expect((await patch('plans/start', {}, { session })).json().errors).toEqual([expect.objectContaining({ field: 'body', code: 'empty_patch' })]);
    expect((await priceList()).json().plans[0]).toEqual(SEED_PLANS[0]);

    expect((await patch('plans/no-such-plan', { priceCzk: 1 }, { session })).statusCode).toBe(404);
    expect((await patch('plans/Bad%20Code', { priceCzk: 1 }, { session })).statusCode).toBe(400);
    expect((await patch('vouchers/start', { priceCzk: 1 }, { session })).statusCode).toBe(404);
  });

  it('refuses a visitor (401), a candidate (403 admin_only) and a call without the CSRF token (403)', async () => {
    const visitor = await patch('plans/start', { priceCzk: 1 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('unauthenticated');

    const candidate = await signedInUser(ctx.app);
    const refused = await patch('plans/start', { priceCzk: 1 }, { session: candidate.session });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('admin_only');
    // The role is checked before anything else: an invalid body or an unknown item answers the same.
    expect((await patch('plans/no-such-plan', { bad: true }, { session: candidate.session, csrf: false })).json().code).toBe('admin_only');

    const admin = await signedInAdmin(ctx.app);
    const noToken = await patch('plans/start', { priceCzk: 1 }, { session: admin.session, csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf_token');
    const crossSite = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/price-list/plans/start',
      headers: { origin: 'https://evil.example', cookie: `raketa_session=${admin.session}` },
      payload: { priceCzk: 1 },
    });
    expect(crossSite.json().code).toBe('csrf_origin');
    expect((await priceList()).json().plans[0].priceCzk).toBe(SEED_PLANS[0]!.priceCzk);
  });
});
