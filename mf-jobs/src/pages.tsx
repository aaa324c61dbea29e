import type { LocaleCode, RemotePageProps, RouteId } from '@raketa/shared';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { parseCompanyFilters } from './features/company-list/api/company-filters';
import { companiesQueryOptions } from './features/company-list/api/get-companies';
import { companyJobsQueryOptions, companyQueryOptions } from './features/company-profile/api/get-company';
import { jobQueryOptions, similarJobsQueryOptions } from './features/job-detail/api/get-job';
import { jobsQueryOptions } from './features/job-list/api/get-jobs';
import { filtersFromUrl } from './features/job-list/lib/filters';
import { JobListPage } from './features/job-list/components/job-list-page';
import { preloadableLazy, type PreloadableLazy } from './lib/preloadable-lazy';

/**
 * The apply form is its own chunk (with its form library): the job list does not load it. The
 * server renderer loads it first, so a job's page comes with its form in the HTML.
 */
export const ApplySection = preloadableLazy(() =>
  // Named for federation.config.ts `routeChunks`: the shell server preloads it with a job's page.
  import(/* webpackChunkName: "apply" */ './features/apply/components/apply-section').then((module) => module.ApplySection),
);

/*
 * Every page but the job list (the most common first view, in the routes module itself) is a chunk
 * of its own (issue 26: the first job-list view loads no other page's code). A first view of another
 * page gets its chunk preloaded by the shell server (federation.config.ts `routeChunks`, by these
 * names) and the server renderer loads it before rendering (PAGE_CHUNKS); in the browser the area
 * hydrates once it is in, and a later visit loads it on the way.
 */
const JobDetailPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-job-detail" */ './features/job-detail/components/job-detail-page').then((module) => module.JobDetailPage),
);
const JobPreviewPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-job-preview" */ './features/job-detail/components/job-preview-page').then((module) => module.JobPreviewPage),
);
const CompanyListPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-company-list" */ './features/company-list/components/company-list-page').then((module) => module.CompanyListPage),
);
const CompanyProfilePage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-company-profile" */ './features/company-profile/components/company-profile-page').then(
    (module) => module.CompanyProfilePage,
  ),
);
const CompaniesFollowingPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-companies-following" */ './features/companies-following/components/companies-following-page').then(
    (module) => module.CompaniesFollowingPage,
  ),
);
const SavedJobsPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-saved-jobs" */ './features/saved-jobs/components/saved-jobs-page').then((module) => module.SavedJobsPage),
);
const MyApplicationsPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-my-applications" */ './features/my-applications/components/my-applications-page').then(
    (module) => module.MyApplicationsPage,
  ),
);

/** The lazy chunks each route's first render needs: the server renderer loads them before rendering. */
export const PAGE_CHUNKS: Partial<Record<RouteId, Pick<PreloadableLazy<unknown>, 'preload'>[]>> = {
  jobDetail: [JobDetailPage, ApplySection],
  companyConsoleJobPreview: [JobPreviewPage],
  companyList: [CompanyListPage],
  companyProfile: [CompanyProfilePage],
  companiesFollowing: [CompaniesFollowingPage],
  savedJobs: [SavedJobsPage],
  myApplications: [MyApplicationsPage],
};

/** This remote's pages by route: the browser's routes module and the server renderer both render from here. */
export const PAGES: Partial<Record<RouteId, ComponentType<RemotePageProps>>> = {
  home: JobListPage,
  jobList: JobListPage,
  companyList: CompanyListPage,
  companyProfile: CompanyProfilePage,
  companiesFollowing: CompaniesFollowingPage,
  savedJobs: SavedJobsPage,
  myApplications: MyApplicationsPage,
  // The detail page with the apply feature's form in its apply section (features meet only here).
  // The company console's preview of its own job: the detail page's components, no apply form.
  companyConsoleJobPreview: JobPreviewPage,
  jobDetail: (props) => (
    <JobDetailPage
      {...props}
      renderApply={(job) => (
        <Suspense fallback={null}>
          <ApplySection jobId={job.id} jobTitle={job.title} />
        </Suspense>
      )}
    />
  ),
};

// Each page's queries have their own data and key types; the renderer only fetches them.
type Query = FetchQueryOptions<unknown, Error, unknown, QueryKey>;

/**
 * A page's first data, as its components key it: `main` is the resource the page's status and head
 * depend on (fetched for every browser), `rest` what else it shows first (fetched for a visitor's
 * markup only). Null when the URL's parameters name nothing the page could show.
 */
export type Prefetch = (params: Record<string, string | undefined>, search: string, locale: LocaleCode) => { main?: Query; rest: Query[] } | null;

/** The pages the server renderer renders (ssr/render.tsx), each with its own first data, beside PAGES. */
export const PREFETCH: Partial<Record<RouteId, Prefetch>> = {
  home: (params, search, locale) => jobList(params, search, locale),
  jobList: (params, search, locale) => jobList(params, search, locale),
  jobDetail: ({ id }) => {
    const jobId = Number(id);
    return Number.isSafeInteger(jobId) && jobId > 0 ? { main: jobQueryOptions(jobId), rest: [similarJobsQueryOptions(jobId)] } : null;
  },
  // The page the URL's filters name, as the page reads them (a URL it will make canonical included).
  companyList: (_params, search) => ({ rest: [companiesQueryOptions(parseCompanyFilters(new URLSearchParams(search)))] }),
  companyProfile: ({ slug }, _search, locale) => (slug ? { main: companyQueryOptions(slug), rest: [companyJobsQueryOptions(slug, locale)] } : null),
};

function jobList(params: Record<string, string | undefined>, search: string, locale: LocaleCode) {
  const filters = filtersFromUrl(params.fields, search, locale);
  return filters ? { rest: [jobsQueryOptions(filters, locale)] } : null;
}
