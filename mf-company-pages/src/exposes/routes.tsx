import {
  lazyPage,
  registerReactInstance,
  RemotePages,
  useMessages,
  type LazyPage,
  type MessagesSource,
  type RemotePageProps,
  type RouteId,
} from '@raketa/shared';
import * as React from 'react';

registerReactInstance(React);

/** The contract version this remote was built against; the shell refuses the module when it differs from its own. */
export const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
const MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};

// One chunk per kind of page: a reader of the terms does not download the price list or the forms.
const forCompanies = lazyPage(() => import('../features/for-companies/components/for-companies-pages'), 'ForCompaniesPage');
const campaign = lazyPage(() => import('../features/campaigns/components/campaign-page'), 'CampaignPage');
const info = lazyPage(() => import('../features/info-pages/components/info-page'), 'InfoPage');

const jobEditor = lazyPage(() => import('../features/company-console/components/jobs/job-editor-page'), 'ConsoleJobEditorPage');

const pages: Partial<Record<RouteId, LazyPage>> = {
  forCompanies,
  advertising: forCompanies,
  developers: forCompanies,
  faq: forCompanies,
  cashback: forCompanies,
  careerPages: forCompanies,
  advertisingRules: forCompanies,
  advertisingTips: forCompanies,
  startupProgram: forCompanies,
  mediumAndLargeCompanies: forCompanies,
  premiumArticle: forCompanies,
  priceList: lazyPage(() => import('../features/price-list/components/price-list-page'), 'PriceListPage'),
  campaignChristmas2024: campaign,
  campaignBirthday2024: campaign,
  campaignEaster2024: campaign,
  campaignBlackSharkDay2024: campaign,
  gdpr: info,
  cookies: info,
  termsAndConditions: info,
  termsAndConditionsB2b: info,
  about: info,
  whatIsStartup: info,
  forMedia: info,
  moveForward: info,
  moveYourselfForward: info,
  newVisualIdentity: info,
  candidateReferences: info,
  successfulCandidates: info,
  contact: lazyPage(() => import('../features/contact/components/contact-page'), 'ContactPage'),
  employerStart: lazyPage(() => import('../features/employer-start/components/employer-start-page'), 'EmployerStartPage'),
  companyConsole: lazyPage(() => import('../features/company-console/components/console-home-page'), 'ConsoleHomePage'),
  companyConsoleProfile: lazyPage(() => import('../features/company-console/components/console-profile-page'), 'ConsoleProfilePage'),
  companyConsoleJobs: lazyPage(() => import('../features/company-console/components/jobs/jobs-page'), 'ConsoleJobsPage'),
  // One page object for both: the editor a new job's first save creates stays mounted when its URL moves to the job's own.
  companyConsoleJobNew: jobEditor,
  companyConsoleJob: jobEditor,
  companyConsoleTeam: lazyPage(() => import('../features/company-console/components/team/team-page'), 'ConsoleTeamPage'),
  companyConsolePlan: lazyPage(() => import('../features/company-console/components/plan/plan-page'), 'ConsolePlanPage'),
  companyConsoleApplicants: lazyPage(() => import('../features/company-console/components/applicants/applicants-page'), 'ConsoleApplicantsPage'),
  companyConsoleApplicant: lazyPage(() => import('../features/company-console/components/applicants/applicant-page'), 'ConsoleApplicantPage'),
  companyConsoleTemplates: lazyPage(() => import('../features/company-console/components/applicants/templates-page'), 'ConsoleTemplatesPage'),
  companyConsoleIntegrations: lazyPage(
    () => import('../features/company-console/components/integrations/integrations-page'),
    'ConsoleIntegrationsPage',
  ),
  companyInvitation: lazyPage(() => import('../features/company-console/components/team/invitation-page'), 'InvitationPage'),
  // The back office (admins): a chunk per section, loaded only by admins' visits.
  backOffice: lazyPage(() => import('../features/back-office/components/back-office-home-page'), 'BackOfficeHomePage'),
  backOfficeModeration: lazyPage(() => import('../features/back-office/components/moderation-page'), 'ModerationPage'),
  backOfficeCompanies: lazyPage(() => import('../features/back-office/components/companies-page'), 'CompaniesPage'),
  backOfficeOrders: lazyPage(() => import('../features/back-office/components/orders-page'), 'OrdersPage'),
  backOfficeCampaigns: lazyPage(() => import('../features/back-office/components/campaigns-page'), 'CampaignsPage'),
  backOfficePriceList: lazyPage(() => import('../features/back-office/components/price-list-page'), 'PriceListPage'),
  backOfficeMessages: lazyPage(() => import('../features/back-office/components/messages-page'), 'MessagesPage'),
  backOfficeQueue: lazyPage(() => import('../features/back-office/components/queue-page'), 'QueuePage'),
  backOfficeRecord: lazyPage(() => import('../features/back-office/components/record-page'), 'RecordPage'),
};

export default function CompanyPagesRoutes(props: RemotePageProps) {
  useMessages(MESSAGES, props.locale);
  return <RemotePages pages={pages} props={props} />;
}
