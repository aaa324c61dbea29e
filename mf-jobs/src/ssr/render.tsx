/**
 * This remote's server renderer (shared/src/federation/ssr.ts): the job list, a job's detail and a
 * company profile. For every browser it answers the page's status, redirect and head: a job's
 * detail is 404 when there is no such job, 410 when it is closed ("no longer open" view), 301 to
 * the job's own slug from another. For a visitor (no session) it also renders the page as the
 * client's first render will (same components, same data, signed out), with the data for the client
 * to hydrate. Each page's first data is declared beside it (pages.tsx PREFETCH). Built as a node
 * bundle (`ssr/render.js`) with its build.
 */
import { pathFor, serverI18n } from '@raketa/shared';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import { createRemoteRenderer, renderRemotePage, type RemotePageAnswer } from '@raketa/shared/ssr';
import type { JobAnswer } from '../features/job-detail/api/get-job';
import { titleOf } from '../features/job-detail/components/job-detail-page';
import { buildJobPosting } from '../features/job-detail/lib/job-posting';
import jobsCs from '../locales/cs.json';
import jobsEn from '../locales/en.json';
import { PAGE_CHUNKS, PAGES, PREFETCH } from '../pages';

const MESSAGES = { cs: { jobs: jobsCs, shared: sharedCs }, en: { jobs: jobsEn, shared: sharedEn } };

export default createRemoteRenderer(async ({ routeId, locale, url, origin, markup }, { match, search, client }) => {
  const Page = PAGES[routeId];
  const prefetch = PREFETCH[routeId];
  if (!Page || !prefetch) return null;
  const queries = prefetch(match.params, search, locale);
  if (!queries) return null;

  // Data as the client would fetch it; the main resource failing leaves the page to the client.
  const fetch = (query: NonNullable<typeof queries.main>) => client.fetchQuery({ ...query, retry: false });
  // For markup, the rest is asked for beside the main resource, not after it: one round trip to the
  // API less within the shell's wait (a company profile's jobs missed it on a busy machine).
  const rest = markup
    ? Promise.all(queries.rest.map(fetch)).then(
        () => true,
        () => false,
      )
    : null;
  const main: unknown = queries.main ? await fetch(queries.main).catch(() => undefined) : null;
  if (main === undefined) return null;
  const answer: RemotePageAnswer = { head: {} };

  const job = routeId === 'jobDetail' ? (main as JobAnswer) : undefined;
  if (job) {
    // No such job: the shell's not-found page.
    if (job.kind === 'missing') return { ...answer, status: 404 };
    if (job.kind === 'open' && job.job.slug !== match.params.slug) {
      return {
        ...answer,
        redirect: { location: pathFor('jobDetail', locale, { id: String(job.job.id), slug: job.job.slug }) + search, permanent: true },
      };
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
  // The page's own chunks in the browser (a job's page and its form); here loaded before rendering, so the markup has them.
  await Promise.all((PAGE_CHUNKS[routeId] ?? []).map((chunk) => chunk.preload()));
  return { ...answer, ...renderRemotePage({ url, match, client, i18n, element: <Page routeId={routeId} locale={locale} /> }) };
});
