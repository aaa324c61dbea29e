import type { FederationConfig } from '@raketa/platform';

export default {
  name: 'jobs',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
  ssr: './src/ssr/render.tsx',
  // Each page's own chunk and the detail page's apply form (pages.tsx): preloaded with the page, so it hydrates with the rest.
  routeChunks: {
    jobDetail: ['page-job-detail', 'apply'],
    companyConsoleJobPreview: ['page-job-preview'],
    companyList: ['page-company-list'],
    companyProfile: ['page-company-profile'],
    companiesFollowing: ['page-companies-following'],
    savedJobs: ['page-saved-jobs'],
    myApplications: ['page-my-applications'],
  },
} satisfies FederationConfig;
