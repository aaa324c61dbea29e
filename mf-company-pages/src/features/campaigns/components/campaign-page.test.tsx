import { toastsAtom } from '@raketa/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { campaign, initPricingMessages, quickFailClient, renderPricing, stubPricingApi } from '../../../testing/pricing-testing';

const DAY = 24 * 60 * 60 * 1000;
const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: jest.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

afterEach(() => {
  jest.restoreAllMocks();
  getDefaultStore().set(toastsAtom, []);
});

describe('CampaignPage (en)', () => {
  beforeAll(() => initPricingMessages('en'));

  it('shows an active campaign’s offer on its themed page', async () => {
    const endsAt = new Date(Date.now() + 4 * DAY + 60_000).toISOString();
    const { calls } = stubPricingApi({ campaigns: [campaign('vanoce-2024', { endsAt })] });
    renderPricing('/for-companies/christmas-2024');
    expect(screen.getByRole('status').textContent).toBe('Loading the offer…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meet your new colleagues before Christmas' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/api/campaigns/vanoce-2024');
    const page = screen.getByRole('article');
    expect(page.className).toContain('rk-campaign--christmas');
    expect(within(page).getByText('Christmas 2024')).toBeTruthy();
    expect(within(page).getByRole('heading', { level: 2, name: 'Christmas discount on job ads' })).toBeTruthy();
    expect(within(page).getByText('Every plan for less until the end of the year.')).toBeTruthy();
    expect(within(page).getByText('20% off')).toBeTruthy();
    expect(within(page).getByRole('group', { name: 'Promo code' }).querySelector('code')!.textContent).toBe('VANOCE24');
    expect(within(page).getByText('5 days left')).toBeTruthy();
    expect(within(page).getByText(/^The offer is valid until /)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Choose a plan in the price list' }).getAttribute('href')).toBe('/for-companies/price-list');
    expect(within(page).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact');
    // Layout `none`: the page brings the section bar and the footer links of the for-companies area.
    expect(within(screen.getByRole('navigation', { name: 'Pages for companies' })).getByRole('link', { name: 'Price list' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'More for companies' })).toBeTruthy();
  });

  it('gives each campaign its own page and copy', async () => {
    stubPricingApi({ campaigns: [campaign('narozeniny-2024'), campaign('velikonoce-2024'), campaign('blacksharkday-2024')] });
    const birthday = renderPricing('/for-companies/birthday-2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'It’s our birthday, and we are giving the presents' })).toBeTruthy();
    birthday.unmount();
    const easter = renderPricing('/for-companies/easter-2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring hiring with an Easter offer' })).toBeTruthy();
    expect(screen.getByRole('article').className).toContain('rk-campaign--easter');
    easter.unmount();
    renderPricing('/for-companies/blacksharkday-2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Black Shark Day: the fiercest deal of the year' })).toBeTruthy();
  });

  it('leaves out what the offer does not have', async () => {
    stubPricingApi({
      campaigns: [
        campaign('vanoce-2024', {
          offer: { title: { cs: 'Dárek', en: 'A gift' }, text: { cs: 'Text.', en: 'Text.' }, discountPercent: null, code: null },
        }),
      ],
    });
    renderPricing('/for-companies/christmas-2024');
    await screen.findByRole('heading', { level: 2, name: 'A gift' });
    expect(screen.queryByText(/off$/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Promo code' })).toBeNull();
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('says it is the last day when less than a day is left', async () => {
    stubPricingApi({ campaigns: [campaign('vanoce-2024', { endsAt: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString() })] });
    renderPricing('/for-companies/christmas-2024');
    expect(await screen.findByText('Last day of the offer')).toBeTruthy();
  });

  it('copies the promo code and says so', async () => {
    const clipboard = stubClipboard(async () => undefined);
    stubPricingApi({ campaigns: [campaign('vanoce-2024')] });
    renderPricing('/for-companies/christmas-2024');
    const button = await screen.findByRole('button', { name: 'Copy the code' });
    await act(async () => button.click());
    expect(clipboard.writeText).toHaveBeenCalledWith('VANOCE24');
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'success', title: 'Code VANOCE24 copied', open: true }));
  });

  it('shows the code to copy by hand when the clipboard refuses', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    stubPricingApi({ campaigns: [campaign('vanoce-2024')] });
    renderPricing('/for-companies/christmas-2024');
    const button = await screen.findByRole('button', { name: 'Copy the code' });
    await act(async () => button.click());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'The code could not be copied',
        description: 'Please write it down: VANOCE24',
      }),
    );
  });

  it('sends a reader of an inactive campaign to the price list, keeping nothing else', async () => {
    stubPricingApi({ campaigns: [campaign('vanoce-2024', { active: false, enabled: true })] });
    const { href, router } = renderPricing('/for-companies/christmas-2024?utm_source=mail#offer');
    await waitFor(() => expect(href()).toBe('/for-companies/price-list'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Meet your new colleagues before Christmas' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list' })).toBeTruthy();
  });

  it('redirects on the next visit once a product owner switches the campaign off', async () => {
    const api = stubPricingApi({ campaigns: [campaign('vanoce-2024')] });
    const first = renderPricing('/for-companies/christmas-2024');
    await screen.findByRole('heading', { level: 1, name: 'Meet your new colleagues before Christmas' });
    first.unmount();
    api.state.campaigns = [campaign('vanoce-2024', { active: false, enabled: false })];
    const second = renderPricing('/for-companies/christmas-2024', 'en', first.queryClient);
    await waitFor(() => expect(second.href()).toBe('/for-companies/price-list'));
  });

  it('is a 404 page when the API does not know the campaign, without asking again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { calls } = stubPricingApi({ campaigns: [] });
    renderPricing('/for-companies/christmas-2024');
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
    expect(calls.filter((call) => call.path === '/api/campaigns/vanoce-2024')).toHaveLength(1);
  });

  it('says when the offer cannot be loaded and tries again', async () => {
    let fail = true;
    stubPricingApi({
      campaigns: [campaign('vanoce-2024')],
      override: (_method, path) => (fail && path === '/api/campaigns/vanoce-2024' ? new Response('down', { status: 503 }) : undefined),
    });
    renderPricing('/for-companies/christmas-2024', 'en', quickFailClient());
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert.textContent).toContain('The offer could not be loaded.');
    fail = false;
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet your new colleagues before Christmas' })).toBeTruthy();
  }, 12_000);
});

describe('CampaignPage (cs)', () => {
  beforeAll(() => initPricingMessages('cs'));
  afterAll(() => initPricingMessages('en'));

  it('speaks Czech', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY + 60_000).toISOString();
    const { calls } = stubPricingApi({ campaigns: [campaign('velikonoce-2024', { endsAt })] });
    renderPricing('/pro-firmy/velikonoce-2024', 'cs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jarní nábor s velikonoční nabídkou' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/api/campaigns/velikonoce-2024');
    expect(screen.getByRole('heading', { level: 2, name: 'Vánoční sleva na inzerci' })).toBeTruthy();
    expect(plain(screen.getByText(/^Sleva/).textContent)).toBe('Sleva 20 %');
    expect(screen.getByText('Zbývají 3 dny')).toBeTruthy();
    expect(screen.getByText(/^Nabídka platí do /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zkopírovat kód' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vybrat balíček v ceníku' }).getAttribute('href')).toBe('/pro-firmy/cenik');
  });

  it('redirects to the Czech price list', async () => {
    stubPricingApi({ campaigns: [campaign('blacksharkday-2024', { active: false })] });
    const { href } = renderPricing('/pro-firmy/blacksharkday-2024', 'cs');
    await waitFor(() => expect(href()).toBe('/pro-firmy/cenik'));
  });
});
