import type { RemotePageProps, RouteId } from '@raketa/shared';
import { Suspense, type ComponentType } from 'react';
import { CompaniesFollowingPage } from './features/companies-following/components/companies-following-page';
import { CompanyListPage } from './features/company-list/components/company-list-page';
import { CompanyProfilePage } from './features/company-profile/components/company-profile-page';
import { JobDetailPage } from './features/job-detail/components/job-detail-page';
import { JobListPage } from './features/job-list/components/job-list-page';
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
  // The detail page with the apply feature's form in its apply section (features meet only here).
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
