import {
  registerReactInstance,
  RoutePlaceholder,
  useMessages,
  type MessagesSource,
  type RemotePageProps,
  type RouteId,
} from '@raketa/shared';
import * as React from 'react';
import { useCompletePendingMark } from '../api/viewer-marks';
import { JobListPage } from '../features/job-list/components/job-list-page';
import { SavedJobsPage } from '../features/saved-jobs/components/saved-jobs-page';
import { ApplySection } from '../features/apply/components/apply-section';
import { JobDetailPage } from '../features/job-detail/components/job-detail-page';
import { CompanyListPage } from '../features/company-list/components/company-list-page';
import { CompanyProfilePage } from '../features/company-profile/components/company-profile-page';
import { CompaniesFollowingPage } from '../features/companies-following/components/companies-following-page';
import '../styles.css';

registerReactInstance(React);

/** The contract version this remote was built against; the shell refuses the module when it differs from its own. */
export const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
const MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};

const pages: Partial<Record<RouteId, React.ComponentType<RemotePageProps>>> = {
  home: JobListPage,
  jobList: JobListPage,
  companyList: CompanyListPage,
  companyProfile: CompanyProfilePage,
  companiesFollowing: CompaniesFollowingPage,
  savedJobs: SavedJobsPage,
  // The detail page with the apply feature's form in its apply section (features meet only here).
  jobDetail: (props) => <JobDetailPage {...props} renderApply={(job) => <ApplySection jobId={job.id} jobTitle={job.title} />} />,
};

export default function JobsRoutes(props: RemotePageProps) {
  useMessages(MESSAGES, props.locale);
  // A save or follow that waited for the login completes on whichever page it was asked on.
  useCompletePendingMark();
  const Page = pages[props.routeId];
  return Page ? <Page {...props} /> : <RoutePlaceholder routeId={props.routeId} />;
}
