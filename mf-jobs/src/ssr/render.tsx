/**
 * This remote's server renderer (shared/src/federation/ssr.ts): the job list, a job's detail (open
 * or closed) and a company profile, for a browser without a session. It fetches the page's data
 * from the API, renders the page as the client's first render will (same components, same data,
 * signed out), and returns the data for the client to hydrate and a job's state for the page's
 * status. Built as a node bundle (`ssr/render.js`) with its build.
 */
import {
  api,
  createApiClients,
  matchRoute,
  routeDefs,
  serverI18n,
  SESSION_QUERY_KEY,
  SIGNED_OUT,
  withoutHoisted,
  type LocaleCode,
  type RemoteRenderer,
  type RenderRequest,
  type RenderResult,
  type ResourceState,
} from '@raketa/shared';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import { dehydrate, QueryClient, QueryClientProvider, type FetchQueryOptions } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { jobQueryOptions, similarJobsQueryOptions, type JobAnswer } from '../features/job-detail/api/get-job';
import { titleOf } from '../features/job-detail/components/job-detail-page';
import { buildJobPosting } from '../features/job-detail/lib/job-posting';
import { jobsQueryOptions } from '../features/job-list/api/get-jobs';
import { filtersFromUrl } from '../features/job-list/lib/filters';
import { companyJobsQueryOptions, companyQueryOptions } from '../features/company-profile/api/get-company';
import jobsCs from '../locales/cs.json';
import jobsEn from '../locales/en.json';
import { ApplySection, PAGES } from '../pages';

const MESSAGES = { cs: { jobs: jobsCs, shared: sharedCs }, en: { jobs: jobsEn, shared: sharedEn } };

type Query = FetchQueryOptions<any, any, any, any>;

/** The queries a page shows first, as its components key them; null for a page not rendered here. */
function queriesOf(routeId: RenderRequest['routeId'], params: Record<string, string | undefined>, search: string, locale: LocaleCode): Query[] | null {
  switch (routeId) {
    case 'home':
    case 'jobList': {
      const filters = filtersFromUrl(params.fields, search, locale);
      return filters ? [jobsQueryOptions(filters)] : null;
    }
    case 'jobDetail': {
      const id = Number(params.id);
      return Number.isSafeInteger(id) && id > 0 ? [jobQueryOptions(id), similarJobsQueryOptions(id)] : null;
    }
    case 'companyProfile':
      return params.slug ? [companyQueryOptions(params.slug), companyJobsQueryOptions(params.slug)] : null;
    default:
      return null;
  }
}

let configuredApi: string | null = null;

async function render(request: RenderRequest, { apiUrl }: { apiUrl: string }): Promise<RenderResult | null> {
  // The bundle's own API clients, pointed at the API instead of the page's origin (one API per process).
  if (configuredApi !== apiUrl) {
    Object.assign(api, createApiClients(apiUrl));
    configuredApi = apiUrl;
  }
  const { routeId, locale, url, origin } = request;
  const Page = PAGES[routeId];
  const [pathname = '/', search = ''] = url.split(/(?=\?)/, 2);
  const match = matchRoute(pathname, locale);
  if (!Page || !match || match.id !== routeId) return null;
  const queries = queriesOf(routeId, match.params, search, locale);
  if (!queries) return null;

  // Data as the client would fetch it; a failure (or a job that is not open) leaves the page to the client.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
  try {
    await Promise.all(queries.map((query) => client.fetchQuery({ ...query, retry: false })));
  } catch {
    return null;
  }
  // A missing job is the shell's 404 page; a closed one is rendered (its "no longer open" view, 410).
  const job = routeId === 'jobDetail' ? client.getQueryData<JobAnswer>(queries[0]!.queryKey) : undefined;
  if (job?.kind === 'missing') return null;

  const i18n = await serverI18n(locale, MESSAGES, 'jobs');
  // Its own chunk in the browser; here loaded before rendering, so the page has its form.
  if (routeId === 'jobDetail') await ApplySection.preload();
  const html = withoutHoisted(renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url}>
          <Routes>
            <Route path={routeDefs[routeId].path[match.locale]} element={<Page routeId={routeId} locale={locale} />} />
          </Routes>
        </StaticRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  ));

  const head: RenderResult['head'] = {};
  let resource: ResourceState | undefined;
  if (job !== undefined) {
    head.title = titleOf(job.job);
    resource = job.kind === 'open' ? { kind: 'open', slug: job.job.slug } : { kind: 'closed' };
    if (job.kind === 'open') {
      head.jsonLd = [buildJobPosting(job.job, origin, (code) => i18n.t(`taxonomy.locations.${code}`, { ns: 'shared', defaultValue: code }))];
    }
  }
  if (routeId === 'companyProfile') head.title = client.getQueryData<{ name: string }>(queries[0]!.queryKey)?.name;
  return { html, queries: dehydrate(client), head, ...(resource ? { resource } : {}) };
}

export default { render } satisfies RemoteRenderer;
