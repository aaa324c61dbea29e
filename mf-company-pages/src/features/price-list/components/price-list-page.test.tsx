import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '@raketa/shared/testing';
import { campaign, initPricingMessages, PRICE_LIST, quickFailClient, renderPricing, stubPricingApi } from '../../../testing/pricing-testing';

/** Intl separates groups and currency signs with no-break spaces; compare them as plain spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const plan = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article')!;
const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

afterEach(() => jest.restoreAllMocks());

describe('PriceListPage (en)', () => {
  beforeAll(() => initPricingMessages('en'));

  it('shows plans, add-ons and credit packages from the API in euros by default', async () => {
    const { calls } = stubPricingApi();
    renderPricing('/for-companies/price-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Price list' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the price list…');

    const growth = await waitFor(() => plan('Growth'));
    expect(text(within(growth).getByText('€499'))).toBe('€499');
    expect(growth.className).toContain('rk-plan--highlighted');
    expect(within(growth).getByText('Most popular')).toBeTruthy();
    expect(within(growth).getByText('For a growing team.')).toBeTruthy();
    expect(within(growth).getByText('Listed for 30 days')).toBeTruthy();
    expect(within(growth).getByText('3 job ads')).toBeTruthy();
    expect(
      within(growth)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Highlighted in the list', 'Statistics']));
    expect(within(growth).getByText('excl. VAT')).toBeTruthy();
    expect(within(growth).getByRole('link', { name: 'Start with Growth' }).getAttribute('href')).toBe('/for-companies/add-startup');

    const start = plan('Start');
    expect(start.className).not.toContain('rk-plan--highlighted');
    expect(within(start).queryByText('Most popular')).toBeNull();
    expect(within(start).getByText('€199')).toBeTruthy();
    expect(within(start).getByText('1 job ad')).toBeTruthy();

    expect(within(item('HotJobs')).getByText('Your ad at the top of the list.')).toBeTruthy();
    expect(within(item('HotJobs')).getByText('€59')).toBeTruthy();
    expect(within(item('Copywriting')).getByText('€99')).toBeTruthy();

    const big = item('50,000 credits');
    expect(text(within(big).getByText('€2,000'))).toBe('€2,000');
    expect(within(big).getByText('+10% bonus credits')).toBeTruthy();
    expect(within(item('10,000 credits')).queryByText(/bonus/)).toBeNull();

    // In the API's order, each in its own section.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Job ad plans', 'Add-ons', 'Credit packages']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Start',
      'Growth',
      'HotJobs',
      'Copywriting',
      '10,000 credits',
      '50,000 credits',
    ]);
    expect(screen.getByRole('radio', { name: 'EUR (€)' })).toHaveProperty('checked', true);
    expect(calls.some((call) => call.path === '/api/price-list')).toBe(true);
  });

  it('links to the cashback page, the employer start page and contact', async () => {
    stubPricingApi();
    renderPricing('/for-companies/price-list');
    await waitFor(() => plan('Growth'));
    expect(screen.getByRole('link', { name: 'How cashback works' }).getAttribute('href')).toBe('/for-companies/cashback');
    expect(screen.getByRole('link', { name: 'Create a company profile' }).getAttribute('href')).toBe('/for-companies/add-startup');
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact');
  });

  it('brings the for-companies section bar with the price list marked, and the area’s footer', async () => {
    stubPricingApi();
    renderPricing('/for-companies/price-list');
    const nav = screen.getByRole('navigation', { name: 'Pages for companies' });
    const current = within(nav).getByRole('link', { name: 'Price list' });
    expect([current.getAttribute('href'), current.getAttribute('aria-current')]).toEqual(['/for-companies/price-list', 'page']);
    expect(within(nav).getByRole('link', { name: 'Cashback' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'More for companies' })).toBeTruthy();
    await waitFor(() => plan('Growth'));
  });

  it('shows the prices product owners set, whatever they are', async () => {
    const changed = JSON.parse(JSON.stringify(PRICE_LIST)) as typeof PRICE_LIST;
    changed.plans[0]!.priceEur = 249;
    changed.plans[0]!.listingDays = 1;
    stubPricingApi({ priceList: changed });
    renderPricing('/for-companies/price-list');
    const start = await waitFor(() => plan('Start'));
    expect(within(start).getByText('€249')).toBeTruthy();
    expect(within(start).getByText('Listed for 1 day')).toBeTruthy();
  });

  it('switches to crowns and keeps the choice in the URL', async () => {
    stubPricingApi();
    const { href, router } = renderPricing('/for-companies/price-list?ref=newsletter');
    await waitFor(() => plan('Growth'));
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'CZK (Kč)' })));
    expect(href()).toBe('/for-companies/price-list?ref=newsletter&currency=CZK');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(text(within(plan('Growth')).getByText(/12,490/))).toBe('CZK 12,490');
    expect(text(within(item('HotJobs')).getByText(/1,490/))).toBe('CZK 1,490');
    expect(screen.getByRole('radio', { name: 'CZK (Kč)' })).toHaveProperty('checked', true);

    act(() => fireEvent.click(screen.getByRole('radio', { name: 'EUR (€)' })));
    expect(href()).toBe('/for-companies/price-list?ref=newsletter&currency=EUR');
    expect(within(plan('Growth')).getByText('€499')).toBeTruthy();
  });

  it('offers a signed-in company owner to order each plan in the console; a member keeps the usual way to start', async () => {
    // The team of company 8's owner; account 9 is a member of it.
    const team = {
      '@id': '/api/me/company/team',
      '@type': 'CompanyTeam',
      members: [
        { userId: 8, name: 'Olga', email: 'olga@example.com', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
        { userId: 9, name: 'Marek', email: 'marek@example.com', role: 'member', joinedAt: '2026-02-01T00:00:00.000Z' },
      ],
      invitations: [],
    };
    const signedIn = (userId: number) => (_method: string, path: string) => {
      if (path === '/api/me')
        return json({ user: { id: userId, type: 'company', name: 'Olga', email: 'olga@example.com' }, twoFactorPending: false });
      return path === '/api/me/company/team' ? json(team) : undefined;
    };
    stubPricingApi({ override: signedIn(8) });
    const owner = renderPricing('/for-companies/price-list');
    const order = await waitFor(() => within(plan('Growth')).getByRole('link', { name: 'Order Growth' }));
    expect(order.getAttribute('href')).toBe('/for-companies/my-company/plan?plan=growth');
    owner.unmount();

    stubPricingApi({ override: signedIn(9) });
    renderPricing('/for-companies/price-list');
    expect(await waitFor(() => within(plan('Growth')).getByRole('link', { name: 'Start with Growth' }))).toBeTruthy();
  });

  it('opens in the currency a shared link names, and in the default for one it does not know', async () => {
    stubPricingApi();
    const first = renderPricing('/for-companies/price-list?currency=czk');
    expect(text(await waitFor(() => within(plan('Start')).getByText(/4,990/)))).toBe('CZK 4,990');
    first.unmount();
    renderPricing('/for-companies/price-list?currency=USD');
    expect(await waitFor(() => within(plan('Start')).getByText('€199'))).toBeTruthy();
  });

  it('shows the campaign banner at the top while a campaign runs', async () => {
    stubPricingApi({ campaigns: [campaign('vanoce-2024')] });
    renderPricing('/for-companies/price-list');
    const banner = await screen.findByTestId('campaign-banner');
    expect(banner.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/for-companies/christmas-2024');
  });

  it('says when the price list cannot be loaded and tries again', async () => {
    let fail = true;
    stubPricingApi({ override: (_method, path) => (fail && path === '/api/price-list' ? new Response('down', { status: 503 }) : undefined) });
    renderPricing('/for-companies/price-list', 'en', quickFailClient());
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('The price list could not be loaded.');
    fail = false;
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 3, name: 'Growth' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 10_000);

  it('refuses an answer that is not a price list', async () => {
    stubPricingApi({ priceList: { plans: [{ code: 'x', priceCzk: -1 }], addons: [], creditPackages: [] } });
    renderPricing('/for-companies/price-list', 'en', quickFailClient());
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain('The price list could not be loaded.');
  });

  it('says so when the price list is empty', async () => {
    stubPricingApi({ priceList: { plans: [], addons: [], creditPackages: [] } });
    renderPricing('/for-companies/price-list');
    expect(await screen.findByText(/We are updating our prices right now/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Job ad plans' })).toBeNull();
  });
});

describe('PriceListPage (cs)', () => {
  beforeAll(() => initPricingMessages('cs'));
  afterAll(() => initPricingMessages('en'));

  it('shows crowns by default, in Czech, with Czech plural forms', async () => {
    stubPricingApi();
    renderPricing('/pro-firmy/cenik', 'cs');
    expect(screen.getByRole('heading', { level: 1, name: 'Ceník' })).toBeTruthy();
    const growth = await waitFor(() => plan('Růst'));
    expect(text(within(growth).getByText(/490/))).toBe('12 490 Kč');
    expect(within(growth).getByText('Nejoblíbenější')).toBeTruthy();
    expect(within(growth).getByText('Inzerát visí 30 dní')).toBeTruthy();
    expect(within(growth).getByText('3 pracovní nabídky')).toBeTruthy();
    expect(within(growth).getByText('bez DPH')).toBeTruthy();
    expect(within(growth).getByText('Zvýraznění v seznamu')).toBeTruthy();
    expect(text(within(plan('Start')).getByText(/990/))).toBe('4 990 Kč');
    expect(within(plan('Start')).getByText('1 pracovní nabídka')).toBeTruthy();
    expect(within(item('HotJobs')).getByText('Inzerát nahoře v seznamu.')).toBeTruthy();
    const big = screen
      .getAllByRole('heading', { level: 3 })
      .find((h) => text(h) === '50 000 kreditů')!
      .closest('li')!;
    expect(text(within(big).getByText(/kreditů navíc/))).toBe('+10 % kreditů navíc');
    expect(screen.getByRole('radio', { name: 'CZK (Kč)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Jak cashback funguje' }).getAttribute('href')).toBe('/pro-firmy/cashback');
    expect(screen.getByRole('link', { name: 'Založit profil firmy' }).getAttribute('href')).toBe('/pro-firmy/pridat-startup');
    expect(screen.getByRole('link', { name: 'Napsat nám' }).getAttribute('href')).toBe('/kontakt');
  });

  it('switches to euros', async () => {
    stubPricingApi();
    const { href } = renderPricing('/pro-firmy/cenik', 'cs');
    await waitFor(() => plan('Růst'));
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'EUR (€)' })));
    expect(href()).toBe('/pro-firmy/cenik?currency=EUR');
    expect(text(within(plan('Růst')).getByText(/499/))).toBe('499 €');
  });
});
