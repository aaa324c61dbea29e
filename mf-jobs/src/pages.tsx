import type { LocaleCode, RemotePageProps, RouteId } from '@raketa/shared';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { parseCompanyFilters } from './features/company-list/api/company-filters';
import { companiesQueryOptions } from './features/company-list/api/get-companies';
import { companyJobsQueryOptions, companyQueryOptions } from './features/company-profile/api/get-company';
import { jobQueryOptions, similarJobsQueryOptions } from './features/job-detail/api/get-job';
import { jobsQueryOptions } from './features/job-list/api/get-jobs';
import { filtersFromUrl } from './features/job-list/lib/filters';
import { CompaniesFollowingPage } from './features/companies-following/components/companies-following-page';
import { CompanyListPage } from './features/company-list/components/company-list-page';
import { CompanyProfilePage } from './features/company-profile/components/company-profile-page';
import { JobDetailPage } from './features/job-detail/components/job-detail-page';
import { JobPreviewPage } from './features/job-detail/components/job-preview-page';
import { JobListPage } from './features/job-list/components/job-list-page';
import { MyApplicationsPage } from './features/my-applications/components/my-applications-page';
import { SavedJobsPage } from './features/saved-jobs/components/saved-jobs-page';
import { preloadableLazy } from './lib/preloadable-lazy';

/**
 * The apply form is its own chunk (with its form library): the job list does not load it. The
 * server renderer loads it first, so a job's page comes with its form in the HTML.
 */
export const ApplySection = preloadableLazy(() =>
  // Named for federation.config.ts `routeChunks`: the shell server preloads it with a job's page.
  import(/* webpackChunkName: "apply" */ './features/apply/components/apply-section').then((module) => module.ApplySection),
);

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
