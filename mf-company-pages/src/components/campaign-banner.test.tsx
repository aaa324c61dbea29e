import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInRouter } from '@raketa/shared/testing';
import { campaign, initPricingMessages, stubPricingApi } from '../testing/pricing-testing';
import { CampaignBanner } from './campaign-banner';

const activeCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/campaigns?active=true');

describe('CampaignBanner (en)', () => {
  beforeAll(() => initPricingMessages('en'));

  it('shows the active campaigns only, each linking to its page', async () => {
    stubPricingApi({
      campaigns: [
        campaign('vanoce-2024'),
        campaign('velikonoce-2024', { active: false, enabled: false, offer: { ...campaign('x').offer, title: { cs: 'Jaro', en: 'Spring' } } }),
        campaign('blacksharkday-2024', {
          offer: { title: { cs: 'Žraločí den', en: 'Shark day' }, text: { cs: '.', en: '.' }, discountPercent: null, code: null },
        }),
      ],
    });
    renderInRouter(<CampaignBanner locale="en" />, '/for-companies');
    const banner = await screen.findByTestId('campaign-banner');
    expect(banner.tagName).toBe('ASIDE');
    expect(banner.getAttribute('aria-label')).toBe('Current offer');
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Christmas discount on job adsSee the offer', '/for-companies/christmas-2024'],
      ['Shark daySee the offer', '/for-companies/blacksharkday-2024'],
    ]);
    expect(within(banner).getByText('20% off')).toBeTruthy();
    expect(within(banner).queryByText('Spring')).toBeNull();
    expect(within(banner).getAllByText(/off$/)).toHaveLength(1); // the shark day offer has no discount
  });

  it('renders nothing while loading or without an active campaign', async () => {
    const { calls } = stubPricingApi({ campaigns: [campaign('vanoce-2024', { active: false })] });
    const { container } = renderInRouter(<CampaignBanner locale="en" />, '/for-companies');
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(activeCalls(calls)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.innerHTML).toBe('');
  });

  it('leaves out a campaign that has no page on the site', async () => {
    stubPricingApi({ campaigns: [campaign('halloween-2025'), campaign('narozeniny-2024')] });
    renderInRouter(<CampaignBanner locale="en" />, '/for-companies');
    const banner = await screen.findByTestId('campaign-banner');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/for-companies/birthday-2024']);
  });

  it('renders nothing when the campaigns cannot be loaded', async () => {
    const { calls } = stubPricingApi({
      override: (_method, path) => (path.startsWith('/api/campaigns') ? new Response('{"nope":1}', { status: 200 }) : undefined),
    });
    const { container } = renderInRouter(<CampaignBanner locale="en" />, '/for-companies');
    await waitFor(() => expect(activeCalls(calls).length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.innerHTML).toBe('');
  });

  it('asks again on the next page, so a campaign switched on or off shows at once', async () => {
    const api = stubPricingApi({ campaigns: [campaign('vanoce-2024', { active: false })] });
    const first = renderInRouter(<CampaignBanner locale="en" />, '/for-companies');
    await waitFor(() => expect(activeCalls(api.calls)).toHaveLength(1));
    first.unmount();

    // A product owner switches it on; the reader goes to another for-companies page a moment later.
    api.state.campaigns = [campaign('vanoce-2024')];
    const second = renderInRouter(<CampaignBanner locale="en" />, '/for-companies/price-list', first.queryClient);
    expect(await screen.findByTestId('campaign-banner')).toBeTruthy();
    second.unmount();

    api.state.campaigns = [campaign('vanoce-2024', { active: false, enabled: false })];
    const third = renderInRouter(<CampaignBanner locale="en" />, '/for-companies', first.queryClient);
    await waitFor(() => expect(activeCalls(api.calls)).toHaveLength(3));
    await waitFor(() => expect(third.container.innerHTML).toBe(''));
  });
});

describe('CampaignBanner (cs)', () => {
  beforeAll(() => initPricingMessages('cs'));
  afterAll(() => initPricingMessages('en'));

  it('speaks Czech and links to the Czech page', async () => {
    stubPricingApi({ campaigns: [campaign('vanoce-2024')] });
    renderInRouter(<CampaignBanner locale="cs" />, '/pro-firmy');
    const banner = await screen.findByTestId('campaign-banner');
    expect(banner.getAttribute('aria-label')).toBe('Aktuální nabídka');
    expect(
      within(banner)
        .getByText(/^Sleva 20/)
        .textContent!.replace(/\s/g, ' '),
    ).toBe('Sleva 20 %');
    const link = within(banner).getByRole('link');
    expect(link.textContent).toBe('Vánoční sleva na inzerciZobrazit nabídku');
    expect(link.getAttribute('href')).toBe('/pro-firmy/vanoce-2024');
  });
});
