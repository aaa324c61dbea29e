import type { RemotePageProps, RouteId } from '@raketa/shared';
import type { ComponentType } from 'react';
import { ApplySection } from './features/apply/components/apply-section';
import { CompaniesFollowingPage } from './features/companies-following/components/companies-following-page';
import { CompanyListPage } from './features/company-list/components/company-list-page';
import { CompanyProfilePage } from './features/company-profile/components/company-profile-page';
import { JobDetailPage } from './features/job-detail/components/job-detail-page';
import { JobListPage } from './features/job-list/components/job-list-page';
import { SavedJobsPage } from './features/saved-jobs/components/saved-jobs-page';

/** This remote's pages by route: the browser's routes module and the server renderer both render from here. */
export const PAGES: Partial<Record<RouteId, ComponentType<RemotePageProps>>> = {
  home: JobListPage,
  jobList: JobListPage,
  companyList: CompanyListPage,
  companyProfile: CompanyProfilePage,
  companiesFollowing: CompaniesFollowingPage,
  savedJobs: SavedJobsPage,
  // The detail page with the apply feature's form in its apply section (features meet only here).
  jobDetail: (props) => <JobDetailPage {...props} renderApply={(job) => <ApplySection jobId={job.id} jobTitle={job.title} />} />,
};
