import { sendJson, signedInAdmin } from '../../../testing/admin';
import { SEED_CAMPAIGNS, seedCampaigns } from '../../../campaigns/seed-campaigns';
import { signedInUser } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2032-03-01T08:00:00.000Z';
const SLUG = 'vanoce-2024';

describe.each(testDrivers)('campaigns on %s', (driver) => {
  const { ctx, set } = withTestApp(driver, NOW);
  let admin: string;
  beforeAll(async () => {
    await seedCampaigns(ctx.db);
    admin = (await signedInAdmin(ctx.app)).session;
  });
  beforeEach(async () => {
    set(new Date(NOW));
    await ctx.db.query('update campaigns set enabled = false, starts_at = null, ends_at = null');
  });

  const campaign = (slug = SLUG) => ctx.app.inject({ method: 'GET', url: `/api/campaigns/${slug}` });
  const active = async (slug = SLUG) => (await campaign(slug)).json().active as boolean;
  const patch = (body: unknown, options: { session?: string; csrf?: boolean; slug?: string } = { session: undefined }) =>
    sendJson(ctx.app, 'PATCH', `/api/admin/campaigns/${options.slug ?? SLUG}`, body, options);
  const asAdmin = (body: unknown) => patch(body, { session: admin });

  it('answers a campaign with its state and offer, never cached; 404 for an unknown one', async () => {
    const response = await campaign();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Campaign',
      '@id': `/api/campaigns/${SLUG}`,
      '@type': 'Campaign',
      slug: SLUG,
      active: false,
      enabled: false,
      startsAt: null,
      endsAt: null,
      offer: SEED_CAMPAIGNS[0]!.offer,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contexts/Campaign' })).statusCode).toBe(200);
    const unknown = await campaign('no-such-campaign');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.json().code).toBe('campaign_not_found');
  });

  it('seeds the four campaigns of the route table, all switched off', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/campaigns' })).json();
    expect(list['hydra:member'].map((member: { slug: string; enabled: boolean }) => [member.slug, member.enabled])).toEqual([
      ['blacksharkday-2024', false],
      ['narozeniny-2024', false],
      ['vanoce-2024', false],
      ['velikonoce-2024', false],
    ]);
  });

  it('lets an admin switch a campaign on and off; the next request sees it', async () => {
    const on = await asAdmin({ enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.headers['cache-control']).toBe('no-store');
    expect(on.json()).toMatchObject({ '@type': 'Campaign', slug: SLUG, enabled: true, active: true });
    expect(await active()).toBe(true);

    const activeList = await ctx.app.inject({ method: 'GET', url: '/api/campaigns?active=true' });
    expect(activeList.headers['cache-control']).toBe('no-store');
    expect(activeList.json()).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 1 });
    expect(activeList.json()['hydra:member'].map((member: { slug: string }) => member.slug)).toEqual([SLUG]);

    expect((await asAdmin({ enabled: false })).json()).toMatchObject({ enabled: false, active: false });
    expect(await active()).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/campaigns?active=true' })).json()['hydra:totalItems']).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/campaigns?active=maybe' })).statusCode).toBe(400);
  });

  it('is active only within its time window: before, inside, at the end, after, and with open bounds', async () => {
    const window = await asAdmin({ enabled: true, startsAt: '2032-03-10T00:00:00+01:00', endsAt: '2032-03-20T00:00:00Z' });
    expect(window.json()).toMatchObject({ startsAt: '2032-03-09T23:00:00.000Z', endsAt: '2032-03-20T00:00:00.000Z', active: false });

    set(new Date('2032-03-09T22:59:59.999Z'));
    expect(await active()).toBe(false);
    set(new Date('2032-03-09T23:00:00.000Z'));
    expect(await active()).toBe(true);
    set(new Date('2032-03-19T23:59:59.999Z'));
    expect(await active()).toBe(true);
    set(new Date('2032-03-20T00:00:00.000Z'));
    expect(await active()).toBe(false);

    // No end: active from the start on. (Changes are made at NOW, where the admin's session lives.)
    set(new Date(NOW));
    await asAdmin({ endsAt: null });
    set(new Date('2040-01-01T00:00:00Z'));
    expect(await active()).toBe(true);
    // No start: active until the end.
    set(new Date(NOW));
    await asAdmin({ startsAt: null, endsAt: '2032-03-05T00:00:00Z' });
    set(new Date('2000-01-01T00:00:00Z'));
    expect(await active()).toBe(true);
    set(new Date('2032-03-05T00:00:00Z'));
    expect(await active()).toBe(false);
    // Within the window but switched off.
    set(new Date(NOW));
    expect(await active()).toBe(true);
    await asAdmin({ enabled: false });
    expect(await active()).toBe(false);
  });

  it('refuses a window that does not start before it ends, also against the stored bound, and bad values', async () => {
    const reversed = await asAdmin({ startsAt: '2032-03-20T00:00:00Z', endsAt: '2032-03-10T00:00:00Z' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'endsAt', code: 'invalid_window' }] });
    expect((await asAdmin({ startsAt: '2032-03-10T00:00:00Z', endsAt: '2032-03-10T00:00:00Z' })).statusCode).toBe(422);

    await asAdmin({ endsAt: '2032-03-10T00:00:00Z' });
    const late = await asAdmin({ startsAt: '2032-03-11T00:00:00Z' });
    expect(late.json().errors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'invalid_window' })]);
    expect((await campaign()).json()).toMatchObject({ startsAt: null, endsAt: '2032-03-10T00:00:00.000Z' });

    const invalid = await asAdmin({ enabled: 'yes', startsAt: '2032-03-10', endsAt: 12, slug: 'x' });
    expect(invalid.json().errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
      ['slug', 'unknown_field'],
      ['enabled', 'invalid_type'],
      ['startsAt', 'invalid_date'],
      ['endsAt', 'invalid_type'],
    ]);
    expect((await asAdmin({})).json().errors).toEqual([expect.objectContaining({ code: 'empty_patch' })]);
    expect((await asAdmin({ startsAt: '2032-02-30T00:00:00Z' })).statusCode).toBe(422);
    const unknown = await patch({ enabled: true }, { session: admin, slug: 'no-such-campaign' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets nobody else switch: a visitor (401), a candidate (403 admin_only), no CSRF token (403)', async () => {
    expect((await patch({ enabled: true })).statusCode).toBe(401);
    const candidate = await signedInUser(ctx.app);
    const refused = await patch({ enabled: true }, { session: candidate.session });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'admin_only' });
    const noToken = await patch({ enabled: true }, { session: admin, csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf_token');
    expect(await active()).toBe(false);

    // The admin list too.
    const list = (session?: string) => sendJson(ctx.app, 'GET', '/api/admin/campaigns', undefined, { session });
    expect((await list()).statusCode).toBe(401);
    expect((await list(candidate.session)).statusCode).toBe(403);
    const all = await list(admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json()['hydra:totalItems']).toBe(4);
  });

  it('stops an admin whose role was revoked at the next request', async () => {
    const { user, session } = await signedInAdmin(ctx.app);
    expect((await patch({ enabled: true }, { session })).statusCode).toBe(200);
    await ctx.db.query("update users set roles = '{}' where id = $1", [user.id]);
    expect((await patch({ enabled: false }, { session })).statusCode).toBe(403);
  });
});
