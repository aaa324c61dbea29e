/** @jest-environment node */
import type { RenderRequest } from '@raketa/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import renderer from './render';

// Stands in for the API's `GET /api/campaigns/{slug}` (api/COMPANY-PAGES.md).
const CAMPAIGNS: Record<string, { status: number; body: unknown; delayMs?: number }> = {
  'vanoce-2024': { status: 200, body: { '@type': 'Campaign', slug: 'vanoce-2024', active: false, enabled: false } },
  'narozeniny-2024': { status: 200, body: { '@type': 'Campaign', slug: 'narozeniny-2024', active: true, enabled: true } },
  'blacksharkday-2024': { status: 503, body: { status: 503 } },
};

let api: FastifyInstance;
let apiUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  api = Fastify({ forceCloseConnections: true });
  api.get<{ Params: { slug: string } }>('/api/campaigns/:slug', async (request, reply) => {
    asked.push(request.url);
    const answer = CAMPAIGNS[request.params.slug] ?? { status: 404, body: { status: 404, code: 'campaign_not_found' } };
    return reply.code(answer.status).send(answer.body);
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());
beforeEach(() => {
  asked.length = 0;
});

const render = (request: Pick<RenderRequest, 'routeId' | 'url'> & Partial<RenderRequest>) =>
  renderer.render({ locale: 'cs', origin: 'https://raketa.cz', markup: true, ...request }, { apiUrl });

describe('the company pages remote’s server renderer', () => {
  it('sends an inactive campaign’s page to the price list in the page’s language (302, for now), keeping the query', async () => {
    expect(await render({ routeId: 'campaignChristmas2024', url: '/pro-firmy/vanoce-2024?utm_source=mail' })).toMatchObject({
      redirect: { location: '/pro-firmy/cenik?utm_source=mail', permanent: false },
    });
    expect(asked).toEqual(['/api/campaigns/vanoce-2024']);
    const english = await render({ routeId: 'campaignChristmas2024', url: '/for-companies/christmas-2024', locale: 'en', markup: false });
    expect(english?.redirect).toEqual({ location: '/for-companies/price-list', permanent: false });
  });

  it('leaves an active campaign’s page to the browser, asking at every load', async () => {
    await expect(render({ routeId: 'campaignBirthday2024', url: '/pro-firmy/narozeniny-2024' })).resolves.toBeNull();
    await expect(render({ routeId: 'campaignBirthday2024', url: '/pro-firmy/narozeniny-2024' })).resolves.toBeNull();
    expect(asked).toEqual(['/api/campaigns/narozeniny-2024', '/api/campaigns/narozeniny-2024']);
  });

  it('leaves the page to the browser when the API fails (the client decides), once', async () => {
    await expect(render({ routeId: 'campaignBlackSharkDay2024', url: '/pro-firmy/blacksharkday-2024' })).resolves.toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('does not ask about pages that are no campaign', async () => {
    await expect(render({ routeId: 'priceList', url: '/pro-firmy/cenik' })).resolves.toBeNull();
    expect(asked).toEqual([]);
  });
});
