/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import Fastify, { type FastifyInstance } from 'fastify';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../api/clients';
import { serverI18n } from '../i18n/i18n';
import { pathFor } from '../routes/match';
import { SESSION_QUERY_KEY, SIGNED_OUT } from '../session/session';
import type { RemotePageContext } from './remote-render';
import type { RenderRequest } from '../federation/ssr';

// The build's define, as the SSR bundle has it (read when the module loads).
Object.assign(globalThis, { __RAKETA_CONTRACT_VERSION__: 7 });
const { createRemoteRenderer, renderRemotePage } = jest.requireActual<typeof import('./remote-render')>('./remote-render');

let server: FastifyInstance;
let apiUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  server = Fastify({ forceCloseConnections: true });
  server.get<{ Params: { slug: string } }>('/api/companies/:slug', async (request) => {
    asked.push(request.url);
    return { name: `Firma ${request.params.slug}` };
  });
  apiUrl = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
});

const request = (overrides: Partial<RenderRequest> = {}): RenderRequest => ({
  routeId: 'companyProfile',
  locale: 'cs',
  url: `${pathFor('companyProfile', 'cs', { slug: 'acme' })}?ref=mail`,
  origin: 'https://raketa.cz',
  markup: true,
  ...overrides,
});

function CompanyPage() {
  const { slug } = useParams();
  const { t } = useTranslation('test');
  const { data } = useQuery({ queryKey: ['company', slug], queryFn: () => api.coreApi.get(`api/companies/${slug}`).json<{ name: string }>() });
  return (
    <h1>
      {t('heading')}: {data?.name}
    </h1>
  );
}

describe('createRemoteRenderer', () => {
  it('gives the page its match, query string and a signed-out client, and stamps the contract version on the answer', async () => {
    let seen: RemotePageContext | undefined;
    const renderer = createRemoteRenderer(async (_request, page) => {
      seen = page;
      return { status: 410, head: { title: 'Acme' } };
    });
    expect(await renderer.render(request(), { apiUrl })).toEqual({ contractVersion: 7, status: 410, head: { title: 'Acme' } });
    expect(seen!.match).toMatchObject({ id: 'companyProfile', locale: 'cs', params: { slug: 'acme' } });
    expect(seen!.search).toBe('?ref=mail');
    expect(seen!.client.getQueryData(SESSION_QUERY_KEY)).toEqual(SIGNED_OUT);
    expect(seen!.client.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: Infinity });
  });

  it('leaves a URL that is not the route asked for to the browser, without asking the page', async () => {
    const answer = jest.fn();
    const renderer = createRemoteRenderer(answer);
    expect(await renderer.render(request({ url: pathFor('companyList', 'cs') }), { apiUrl })).toBeNull();
    expect(await renderer.render(request({ url: '/no-such-page' }), { apiUrl })).toBeNull();
    expect(answer).not.toHaveBeenCalled();
  });

  it('answers null when the page does', async () => {
    const renderer = createRemoteRenderer(async () => null);
    expect(await renderer.render(request(), { apiUrl })).toBeNull();
  });

  it('points the API clients at the API it is given', async () => {
    const renderer = createRemoteRenderer(async () => ({
      head: { title: (await api.coreApi.get('api/companies/acme').json<{ name: string }>()).name },
    }));
    expect(await renderer.render(request(), { apiUrl })).toMatchObject({ head: { title: 'Firma acme' } });
    expect(asked).toEqual(['/api/companies/acme']);
  });
});

describe('renderRemotePage', () => {
  it('draws the page at its route with its data and texts, and dehydrates the data it was drawn with', async () => {
    const renderer = createRemoteRenderer(async (req, { match, client }) => {
      await client.fetchQuery({
        queryKey: ['company', match.params.slug],
        queryFn: () => api.coreApi.get(`api/companies/${match.params.slug}`).json(),
      });
      const i18n = await serverI18n(req.locale, { cs: { test: { heading: 'Profil' } }, en: { test: { heading: 'Profile' } } }, 'test');
      return renderRemotePage({ url: req.url, match, client, i18n, element: <CompanyPage /> });
    });
    const result = await renderer.render(request(), { apiUrl });
    expect(result?.html).toBe('<h1>Profil<!-- -->: <!-- -->Firma acme</h1>');
    expect(result?.queries).toMatchObject({ queries: expect.arrayContaining([expect.objectContaining({ queryKey: ['company', 'acme'] })]) });
  });
});
