/**
 * This remote's server renderer (shared/src/federation/ssr.ts): the job list, a job's detail and a
 * company profile. For every browser it answers the page's status, redirect and head: a job's
 * detail is 404 when there is no such job, 410 when it is closed ("no longer open" view), 301 to
 * the job's own slug from another. For a visitor (no session) it also renders the page as the
 * client's first render will (same components, same data, signed out), with the data for the client
 * to hydrate. Each page's first data is declared beside it (pages.tsx PREFETCH). Built as a node
 * bundle (`ssr/render.js`) with its build.
 */
import {
  api,
  createApiClients,
  matchRoute,
  pathFor,
  routeDefs,
  serverI18n,
  SESSION_QUERY_KEY,
  SIGNED_OUT,
  withoutHoisted,
  type RemoteRenderer,
  type RenderRequest,
  type RenderResult,
} from '@raketa/shared';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import type { JobAnswer } from '../features/job-detail/api/get-job';
import { titleOf } from '../features/job-detail/components/job-detail-page';
import { buildJobPosting } from '../features/job-detail/lib/job-posting';
import jobsCs from '../locales/cs.json';
import jobsEn from '../locales/en.json';
import { ApplySection, PAGES, PREFETCH } from '../pages';

const MESSAGES = { cs: { jobs: jobsCs, shared: sharedCs }, en: { jobs: jobsEn, shared: sharedEn } };

const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

let configuredApi: string | null = null;

async function render(request: RenderRequest, { apiUrl }: { apiUrl: string }): Promise<RenderResult | null> {
  // The bundle's own API clients, pointed at the API instead of the page's origin (one API per process).
  if (configuredApi !== apiUrl) {
    Object.assign(api, createApiClients(apiUrl));
    configuredApi = apiUrl;
  }
  const { routeId, locale, url, origin, markup } = request;
  const Page = PAGES[routeId];
  const prefetch = PREFETCH[routeId];
  const [pathname = '/', search = ''] = url.split(/(?=\?)/, 2);
  const match = matchRoute(pathname, locale);
  if (!Page || !prefetch || !match || match.id !== routeId) return null;
  const queries = prefetch(match.params, search, locale);
  if (!queries) return null;

  // Data as the client would fetch it; the main resource failing leaves the page to the client.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
  const fetch = (query: NonNullable<typeof queries.main>) => client.fetchQuery({ ...query, retry: false });
  // For markup, the rest is asked for beside the main resource, not after it: one round trip to the
  // API less within the shell's wait (a company profile's jobs missed it on a busy machine).
  const rest = markup ? Promise.all(queries.rest.map(fetch)).then(() => true, () => false) : null;
  const main: unknown = queries.main ? await fetch(queries.main).catch(() => undefined) : null;
  if (main === undefined) return null;
  const answer: RenderResult = { contractVersion, head: {} };

  const job = routeId === 'jobDetail' ? (main as JobAnswer) : undefined;
  if (job) {
    // No such job: the shell's not-found page.
    if (job.kind === 'missing') return { ...answer, status: 404 };
    if (job.kind === 'open' && job.job.slug !== match.params.slug) {
      return { ...answer, redirect: { location: pathFor('jobDetail', locale, { id: String(job.job.id), slug: job.job.slug }) + search, permanent: true } };
    }
    if (job.kind === 'closed') answer.status = 410;
    answer.head!.title = titleOf(job.job);
  }
  if (routeId === 'companyProfile') answer.head!.title = (main as { name: string }).name;
  const i18n = await serverI18n(locale, MESSAGES, 'jobs');
  if (job?.kind === 'open') {
    answer.head!.jsonLd = [buildJobPosting(job.job, origin, (code) => i18n.t(`taxonomy.locations.${code}`, { ns: 'shared', defaultValue: code }))];
  }
  // Without the rest, the page's status and head stand; the browser renders the page itself.
  if (!rest || !(await rest)) return answer;
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
  return { ...answer, html, queries: dehydrate(client) };
}

export default { render } satisfies RemoteRenderer;
